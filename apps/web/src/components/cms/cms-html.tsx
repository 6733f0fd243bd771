import { lazy, Suspense, useMemo, useState, type MouseEvent } from 'react';
import { externalLinkOf } from './external-link';
import './cms.css';
import { sanitizeCmsHtml } from './sanitize-cms-html';
import { cmsTexts } from './texts';

const LazyFrameModal = lazy(() =>
  import('@/components/ui/modals/frame-modal').then((m) => ({ default: m.FrameModal })),
);

interface CmsHtmlProps {
  html: string;
  className?: string;
}

/**
 * CMS or FAQ HTML, sanitised again in the browser; https links to other sites open in the
 * embedded-frame modal (§2), http ones in a new tab; hash links and mailto behave as usual.
 */
export function CmsHtml({ html, className = 'cms-content' }: CmsHtmlProps) {
  const clean = useMemo(() => sanitizeCmsHtml(html), [html]);
  const [frame, setFrame] = useState<{ url: string; title: string } | null>(null);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const link = externalLinkOf(anchor);
    if (!link) return;
    event.preventDefault();
    if (link.framed) setFrame({ url: link.url, title: anchor.textContent?.trim() || cmsTexts.externalSite });
    else window.open(link.url, '_blank', 'noopener,noreferrer');
  }

  return (
    <>
      {/* Clicks (and Enter on a link) bubble up from the links inside, which stay keyboard-usable. */}
      <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
      {frame && (
        <Suspense fallback={null}>
          <LazyFrameModal title={frame.title} url={frame.url} onClose={() => setFrame(null)} />
        </Suspense>
      )}
    </>
  );
}
