import { useQuery } from '@tanstack/react-query';
import type { CmsItem } from '@portail/shared/cms';
import { CmsHtml } from '@/components/cms/cms-html';
import { LoadingStatus } from '@/components/ui/loading-status';
import { apiJson } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { staticPageTexts } from '../texts';
import '../static-pages.css';

/**
 * #/page/{name}?apercu={blockId}: the text staff are editing, in the page's own layout, before it
 * is published (GET admin/cms/blocs/:id/apercu, staff only; decision 032).
 */
export function CmsPagePreview({ blocId, version }: { blocId: string; version: string | null }) {
  const preview = useQuery({
    queryKey: ['cms-apercu', blocId, version],
    queryFn: ({ signal }) =>
      apiJson<CmsItem>(`/api/admin/cms/blocs/${encodeURIComponent(blocId)}/apercu`, {
        params: { version: version ?? undefined },
        signal,
      }),
    retry: false,
  });
  const title = preview.data?.title ?? staticPageTexts.previewTitle;
  usePageTitle(`${staticPageTexts.previewPrefix}${title}`);
  return (
    <article className="card static-page">
      <p className="alert alert--info static-page__preview" role="note">
        {staticPageTexts.previewNotice}
      </p>
      <h1>{title}</h1>
      {preview.isPending && <LoadingStatus label={staticPageTexts.loading} />}
      {preview.error && <p role="alert">{preview.error.message}</p>}
      {preview.data && <CmsHtml html={preview.data.content} />}
    </article>
  );
}
