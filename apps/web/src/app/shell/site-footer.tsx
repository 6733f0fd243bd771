import { Suspense } from 'react';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { LazyCmsFooterBlocks } from '../lazy-pages';
import { shellTexts } from '../texts';

/** Footer landmark with the §2 CMS footer blocks (Login_Footer), loaded once the page is up. */
export function SiteFooter() {
  const { libelle } = useClientConfig();
  const painted = useAfterFirstPaint();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {painted && (
          <Suspense fallback={null}>
            <LazyCmsFooterBlocks />
          </Suspense>
        )}
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
