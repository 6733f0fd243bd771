import { cmsBlockNames } from '@portail/shared/cms-constants';
import { CmsHtml } from './cms-html';
import { useCmsBlockList } from './use-cms';

/**
 * §2 CMS footer blocks of the login shell (block list Login_Footer), each under its title. A client
 * without footer blocks gets none, without the §8 failure toast on every page.
 */
export function CmsFooterBlocks() {
  const { data } = useCmsBlockList(cmsBlockNames.loginFooter, { optional: true });
  if (!data || data.items.length === 0) return null;
  return (
    <div className="cms-footer">
      {data.items.map((item) => (
        <section key={item.id} className="cms-footer__block" aria-labelledby={`cms-footer-${item.id}`}>
          <h2 id={`cms-footer-${item.id}`} className="cms-footer__title">
            {item.title}
          </h2>
          <CmsHtml html={item.content} className="cms-footer__content" />
        </section>
      ))}
    </div>
  );
}
