import { useContext, useEffect, useMemo, useRef } from 'react';
import type { ConfigurationClient, SectionValues } from '@portail/shared/admin/configuration-api';
import { brandColors } from '@portail/shared/brand-color';
import type { PublicClientConfig } from '@portail/shared/client-config';
import { useClientConfig } from '@/lib/api/get-client-config';
import { WelcomePreviewContext } from '@/lib/welcome-preview';
import { configurationTexts } from './configuration-texts';
import type { PendingImages } from './config-images-panel';

const t = configurationTexts.preview;
const hexColor = /^#[0-9a-fA-F]{6}$/;
/** The width the welcome page is drawn at (a desktop), scaled down to the frame's. */
const drawnWidthPx = 1024;

/** The frame's zoom follows its width (a CSS variable set through CSSOM, as the CSP allows). */
function useFitZoom() {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      if (width > 0) element.style.setProperty('--preview-zoom', String(Math.min(1, width / drawnWidthPx)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return frame;
}

/** The portal's own configuration with what is being typed and chosen in place. */
function previewConfig(
  base: PublicClientConfig,
  config: ConfigurationClient,
  draft: SectionValues<'identite'>,
  pending: PendingImages,
): PublicClientConfig {
  const color = hexColor.test(draft.primaryColor ?? '') ? draft.primaryColor : config.identite.primaryColor;
  return {
    ...base,
    libelle: draft.libelle?.trim() || config.identite.libelle,
    branding: {
      ...base.branding,
      logoAlt: draft.logoAlt ?? '',
      logoLinkUrl: draft.logoLinkUrl ?? '',
      primaryColor: color,
      primaryInk: brandColors(color).primaryInk,
      loginText: draft.loginText ?? '',
      logoUrl: pending.logo?.url ?? config.images.logo?.url ?? '',
      backgroundImageUrl: pending.fond ? pending.fond.url : (config.images.fond?.url ?? null),
    },
    mobileApp: config.liens.mobileApp,
    socialLinks: config.liens.socialLinks,
  };
}

/**
 * The live preview of the welcome page: the app's real one (header, card, aside), drawn with the
 * draft. Inert: nothing in it can be clicked or focused, and it is not read twice by screen readers.
 */
export function PreviewPanel({
  config,
  draft,
  pending,
}: {
  config: ConfigurationClient;
  draft: SectionValues<'identite'>;
  pending: PendingImages;
}) {
  const renderPreview = useContext(WelcomePreviewContext);
  const frame = useFitZoom();
  const base = useClientConfig();
  const key = JSON.stringify([draft, pending.logo?.url, pending.fond?.url, config.version]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for everything the preview shows
  const preview = useMemo(() => previewConfig(base, config, draft, pending), [key, base]);
  if (!renderPreview) return null;
  return (
    <section className="welcome-preview" aria-labelledby="welcome-preview-title">
      <h2 id="welcome-preview-title">{t.title}</h2>
      <p className="muted">{t.lead}</p>
      <div className="welcome-preview__frame" ref={frame} inert>
        {renderPreview(preview)}
      </div>
    </section>
  );
}
