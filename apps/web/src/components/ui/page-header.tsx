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
}

/** §2 page header: main title, subtitle, title and a Back button. */
export function PageHeader({ title, mainTitle, subtitle, showBack = false, backUrl }: PageHeaderProps) {
  return (
    <div className="page-header">
      {showBack && (
        <button type="button" className="btn btn--ghost page-header__back" onClick={() => goBack(backUrl)}>
          <span aria-hidden="true">← </span>
          {uiTexts.back}
        </button>
      )}
      {mainTitle ? <h1 className="page-header__main">{mainTitle}</h1> : <h1 className="page-header__title">{title}</h1>}
      {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
      {mainTitle && <h2 className="page-header__title">{title}</h2>}
    </div>
  );
}
