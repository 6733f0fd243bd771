import type { ReactNode } from 'react';
import { cmsBlockNames } from '@portail/shared/cms-constants';
import { CmsHtml } from '@/components/cms/cms-html';
import { useCmsItem } from '@/components/cms/use-cms';
import { LoadingStatus } from '@/components/ui/loading-status';
import { ApiError } from '@/lib/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { staticPageTexts } from '../texts';
import '../static-pages.css';

interface CmsPageContentProps {
  pageName: string;
  /** Title while loading or when the CMS page has none. */
  fallbackTitle: string;
  /** A route title that wins over the CMS title (e.g. « Politique de cookies »). */
  fixedTitle?: string;
  /** Above the title (e.g. the cookie page's back link). */
  before?: ReactNode;
}

/** A page of group Pages_Statiques: its title as h1 and its content; unknown: « Page inconnue ». */
export function CmsPageContent({ pageName, fallbackTitle, fixedTitle, before }: CmsPageContentProps) {
  const { data, isLoading, error } = useCmsItem(cmsBlockNames.pagesStatiques, pageName, { silent: true });
  // A route of its own (#/cookies) is never unknown: a missing CMS text is a load failure there.
  const unknown = !fixedTitle && error instanceof ApiError && (error.status === 404 || error.status === 400);
  const title = unknown ? staticPageTexts.unknownPage : (fixedTitle ?? (data?.title || fallbackTitle));
  usePageTitle(title);

  return (
    <article className="card static-page">
      {before}
      <h1>{title}</h1>
      {isLoading && <LoadingStatus label={staticPageTexts.loading} />}
      {unknown && <p>{staticPageTexts.unknownPageText}</p>}
      {error !== null && !unknown && <p role="alert">{staticPageTexts.notLoaded(pageName)}</p>}
      {data && <CmsHtml html={data.content} />}
    </article>
  );
}
