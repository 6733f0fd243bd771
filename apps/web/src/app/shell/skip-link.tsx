import { shellTexts } from '../texts';

export const mainContentId = 'contenu';

/** Moves focus to <main> without touching the URL hash, which the hash router owns. */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${mainContentId}`}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(mainContentId);
        main?.focus();
        main?.scrollIntoView?.();
      }}
    >
      {shellTexts.skipLink}
    </a>
  );
}
