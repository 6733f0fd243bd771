import { Link, useParams } from 'react-router';
import { staticPageTexts } from '../texts';
import { CmsPageContent } from './cms-page-content';

/** §2 page/{pageName}: a static CMS page of group Pages_Statiques. */
export function StaticPage() {
  const { pageName = '' } = useParams();
  return (
    <>
      <CmsPageContent key={pageName} pageName={pageName} fallbackTitle={pageName} />
      <p className="static-page__home">
        <Link to="/">{staticPageTexts.home}</Link>
      </p>
    </>
  );
}
