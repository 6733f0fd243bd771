const cguLabelTexts = {
  before: 'J’accepte les ',
  link: 'conditions générales d’utilisation',
  after: ' du site',
  newTab: ' (nouvel onglet)',
} as const;

/** The client's CGU, a static CMS page. */
const cguPageUrl = `/#/page/cgu`;

/**
 * « J’accepte les conditions générales d’utilisation du site », the words of the CGU a link to the
 * client's CGU page in a new tab, so that reading them does not lose the form being filled.
 */
export function CguLabel() {
  return (
    <>
      {cguLabelTexts.before}
      <a href={cguPageUrl} target="_blank" rel="noopener">
        {cguLabelTexts.link}
        <span className="visually-hidden">{cguLabelTexts.newTab}</span>
      </a>
      {cguLabelTexts.after}
    </>
  );
}
