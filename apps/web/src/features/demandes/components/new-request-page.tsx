import { Link } from 'react-router';
import { formRules } from '@portail/shared/forms/form-rules';
import { PageHeader } from '@/components/ui/page-header';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useContrats } from '@/lib/contrats-context';
import { usePageTitle } from '@/lib/use-page-title';
import { chooserSlugs, formSlugs, isFormOffered } from '@/lib/offered-forms';
import { demandesTexts as t } from '../texts';

/** #/espace-adherent/demandes/nouvelle: the forms this contract offers. */
export function NewRequestPage() {
  const { configuration } = useClientConfig();
  const { current } = useContrats();
  usePageTitle(t.chooserTitle);
  const offered = chooserSlugs.filter((slug) => isFormOffered(formSlugs[slug], current, configuration.formulaires));
  return (
    <section className="card stack">
      <PageHeader title={t.chooserTitle} subtitle={t.chooserLead} showBack backUrl="/#/espace-adherent/demandes" />
      {offered.length === 0 ? (
        <p>{t.chooserNone}</p>
      ) : (
        <ul className="choice-list">
          {offered.map((slug) => (
            <li key={slug}>
              <Link className="choice-list__item" to={`/espace-adherent/demandes/nouvelle/${slug}`}>
                <span className="choice-list__title">{formRules[formSlugs[slug]].libelle}</span>
                <span className="choice-list__text">{t.formDescriptions[formSlugs[slug]]}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
