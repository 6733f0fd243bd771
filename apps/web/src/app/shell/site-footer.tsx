import { useClientConfig } from '@/lib/api/get-client-config';
import { shellTexts } from '../texts';

/** Footer landmark; the CMS footer blocks of §2 will come here. */
export function SiteFooter() {
  const { libelle } = useClientConfig();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__name">© {libelle}</p>
        <nav aria-label={shellTexts.footerNav}>
          <ul className="site-footer__links">
            <li>
              <a href="/#/cookies">{shellTexts.cookiesLink}</a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
