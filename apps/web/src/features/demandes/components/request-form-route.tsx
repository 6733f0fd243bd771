import { Link, useParams } from 'react-router';
import { engineMessages } from '@portail/shared/forms/catalogue';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useContrats } from '@/lib/contrats-context';
import { formSlugs, isFormOffered, type FormSlug } from '@/lib/offered-forms';
import { demandesTexts as t } from '../texts';
import {
  CarteTPFormPage,
  GarantiesFormPage,
  InscriptionBeneficiaireFormPage,
  RadiationFormPage,
} from './contrat-form-pages';
import { ContactFormPage, PecHospiFormPage, RemboursementFormPage, SinistreFormPage } from './form-pages';
import { ErreurIdentiteFormPage, SituationFamilialeFormPage } from './profil-form-pages';

const pages: Record<FormSlug, () => React.JSX.Element> = {
  contact: ContactFormPage,
  remboursement: RemboursementFormPage,
  hospitalisation: PecHospiFormPage,
  sinistre: SinistreFormPage,
  carte: CarteTPFormPage,
  beneficiaire: InscriptionBeneficiaireFormPage,
  radiation: RadiationFormPage,
  garanties: GarantiesFormPage,
  'situation-familiale': SituationFamilialeFormPage,
  'erreur-identite': ErreurIdentiteFormPage,
};

/** #/espace-adherent/demandes/nouvelle/{slug}: the form, when this contract offers it. */
export function RequestFormRoute() {
  const { slug } = useParams();
  const { configuration } = useClientConfig();
  const { current } = useContrats();
  const known = slug !== undefined && Object.hasOwn(formSlugs, slug);
  if (!known || !isFormOffered(formSlugs[slug as FormSlug], current, configuration.formulaires)) {
    return (
      <section className="card stack">
        <h1>{t.chooserTitle}</h1>
        <p role="alert">{known ? engineMessages.notForContrat : engineMessages.unknownForm}</p>
        <p>
          <Link to="/espace-adherent/demandes/nouvelle">{t.chooserTitle}</Link>
        </p>
      </section>
    );
  }
  const Page = pages[slug as FormSlug];
  return <Page />;
}
