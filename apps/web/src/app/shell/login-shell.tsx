import type { CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { toastDelayMs } from '@portail/shared/feature-rules';
import { useClientConfig } from '@/lib/api/get-client-config';
import { ShellAside } from './shell-aside';
import { useHeaderMode } from './shell-mode';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ToastArea } from './toast-area';
import { mainContentId, SkipLink } from './skip-link';
import { useBrandStyle } from './use-brand-style';
import { useRouteFocus } from './use-route-focus';

/** §2 login shell: background image, header, main content with the client aside, footer, toasts. */
export function LoginShell() {
  const mode = useHeaderMode();
  const { branding, configuration } = useClientConfig();
  useBrandStyle(branding);
  useRouteFocus();
  const publicArea = mode === 'index' || mode === 'login';
  const background = publicArea && branding.backgroundImageUrl;
  const style = background
    ? ({ '--shell-background': `url(${JSON.stringify(background)})` } as CSSProperties)
    : undefined;

  return (
    <div className={`shell shell--${mode}${background ? ' shell--with-background' : ''}`} style={style}>
      <SkipLink />
      <SiteHeader mode={mode} />
      <div className={`shell__body${publicArea ? ' shell__body--public' : ''}`}>
        <main id={mainContentId} tabIndex={-1} className="shell__main">
          <Outlet />
          <ToastArea defaultDelayMs={toastDelayMs(configuration.delaiToasts)} />
        </main>
        {publicArea && <ShellAside />}
      </div>
      <SiteFooter />
    </div>
  );
}
