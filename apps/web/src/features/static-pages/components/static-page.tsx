import { Link, useParams, useSearchParams } from 'react-router';
import { staticPageTexts } from '../texts';
import { CmsPageContent } from './cms-page-content';
import { CmsPagePreview } from './cms-page-preview';

/** §2 page/{pageName}: a static CMS page of group Pages_Statiques (staff: ?apercu= shows the text in progress). */
export function StaticPage() {
  const { pageName = '' } = useParams();
  const [search] = useSearchParams();
  const apercu = search.get('apercu');
  return (
    <>
      {apercu ? (
        <CmsPagePreview blocId={apercu} version={search.get('version')} />
      ) : (
        <CmsPageContent key={pageName} pageName={pageName} fallbackTitle={pageName} />
      )}
      <p className="static-page__home">
        <Link to="/">{staticPageTexts.home}</Link>
      </p>
    </>
  );
}
