import { goBack } from './go-back';
import { uiTexts } from './texts';

interface PageHeaderProps {
  title: string;
  /** Shown above the title as the page's h1 when given; the title then becomes its h2. */
  mainTitle?: string;
  subtitle?: string;
  showBack?: boolean;
  /** Where Back goes instead of browser history. */
  backUrl?: string;
  /** 1 for a page's own header; deeper where it is shown inside a page (e.g. the widget gallery). */
  headingLevel?: 1 | 2 | 3 | 4;
}

/** §2 page header: main title, subtitle, title and a Back button. */
export function PageHeader({
  title,
  mainTitle,
  subtitle,
  showBack = false,
  backUrl,
  headingLevel = 1,
}: PageHeaderProps) {
  const Main = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4' | 'h5';
  return (
    <div className="page-header">
      {showBack && (
        <button type="button" className="btn btn--ghost page-header__back" onClick={() => goBack(backUrl)}>
          <span aria-hidden="true">← </span>
          {uiTexts.back}
        </button>
      )}
      {mainTitle ? (
        <Main className="page-header__main">{mainTitle}</Main>
      ) : (
        <Main className="page-header__title">{title}</Main>
      )}
      {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
      {mainTitle && <Sub className="page-header__title">{title}</Sub>}
    </div>
  );
}
