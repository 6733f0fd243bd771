import { useClientConfig } from '@/lib/api/get-client-config';
import { useLogout } from '@/lib/api/post-logout';
import { useCurrentUser } from '@/lib/api/get-current-user';
import { goBack } from '@/components/ui/go-back';
import { safeHref, urls } from '@/lib/urls';
import { shellTexts } from '../texts';
import { MobileBanner } from './mobile-banner';
import type { HeaderMode } from './shell-mode';

export function SiteHeader({ mode }: { mode: HeaderMode }) {
  const { branding, libelle } = useClientConfig();
  const { isSignedIn, flags } = useCurrentUser();
  return (
    <header className="site-header">
      {mode !== 'admin' && <MobileBanner />}
      <div className="site-header__inner">
        <a className="site-header__logo" href={safeHref(branding.logoLinkUrl) ?? urls.home}>
          <img
            src={branding.logoUrl}
            width={224}
            height={48}
            alt={branding.logoAlt || `${shellTexts.logoFallbackAlt} ${libelle}`}
          />
        </a>
        {mode === 'login' && (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => goBack(undefined, isSignedIn ? urls.memberHome : urls.home)}
          >
            <span aria-hidden="true">← </span>
            {shellTexts.back}
          </button>
        )}
        {mode === 'member' && <AccountActions area={shellTexts.memberArea} bell />}
        {/* A member refused at /admin is not in the back office: no « Administration » title. */}
        {mode === 'admin' && <AccountActions area={flags.isBackEndUser ? shellTexts.adminArea : undefined} />}
      </div>
    </header>
  );
}

/**
 * Member area and back office: where one is, who is signed in, and the way out. In the member area,
 * the place of the notification bell, which the area's code fills once loaded: kept from the first
 * paint, so nothing beside it moves when it comes (CLS, issue 25).
 */
function AccountActions({ area, bell = false }: { area?: string; bell?: boolean }) {
  const { user } = useCurrentUser();
  const { logout, isPending } = useLogout();
  return (
    <div className="site-header__actions">
      {bell && user && <div className="site-header__bell" />}
      <p className="site-header__who">
        {area && <span className="site-header__area">{area}</span>}
        {user && (
          <span className="site-header__user">
            {user.prenom} {user.nom}
          </span>
        )}
      </p>
      {user && (
        <button type="button" className="btn btn--secondary btn--small" onClick={logout} disabled={isPending}>
          {shellTexts.logout}
        </button>
      )}
    </div>
  );
}
