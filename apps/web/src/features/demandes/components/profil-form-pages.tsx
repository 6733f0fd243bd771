import { useWatch } from 'react-hook-form';
import {
  champsIdentite,
  erreurIdentiteFormSchema,
  erreurIdentiteLimites,
  type ErreurIdentiteFormInput,
} from '@portail/shared/forms/erreur-identite';
import {
  evenementsFamiliaux,
  situationFamilialeFormSchema,
  situationFamilialeLimites,
  type SituationFamilialeFormInput,
} from '@portail/shared/forms/situation-familiale';
import { FormTextField } from '@/components/identity/form-fields';
import { DateField, daysFromToday, SelectField, TextAreaField } from '@/components/ui/form-controls';
import { demandesTexts as t } from '../texts';
import { RequestForm, useRequestForm } from './request-form';

/* The two requests « Mon profil » leads to (decision 026): they need staff, so they are requests. */

/** « Changement de situation familiale » (forms/situation-familiale). */
export function SituationFamilialeFormPage() {
  const form = useRequestForm('situation-familiale', situationFamilialeFormSchema, {
    evenement: '' as never,
    dateEvenement: '',
    enfantPrenom: '',
    enfantNom: '',
    commentaire: '',
    pieces: [],
  } satisfies SituationFamilialeFormInput);
  const evenement = useWatch({ control: form.control, name: 'evenement' });
  return (
    <RequestForm
      type="situation-familiale"
      form={form}
      intro={t.situation.intro}
      piecesLabel={t.situation.pieces}
      piecesRequired
    >
      <SelectField
        control={form.control}
        name="evenement"
        label={t.situation.evenement}
        required
        placeholder={t.situation.evenementPlaceholder}
        options={evenementsFamiliaux.map((e) => ({ value: e.code, label: e.libelle }))}
      />
      <DateField
        control={form.control}
        name="dateEvenement"
        label={t.situation.date}
        required
        min={daysFromToday(-730)}
        max={daysFromToday(0)}
      />
      {evenement === 'naissance' && (
        <>
          <FormTextField
            control={form.control}
            name="enfantPrenom"
            label={t.situation.enfantPrenom}
            required
            characterLimit={situationFamilialeLimites.enfantPrenom}
          />
          <FormTextField
            control={form.control}
            name="enfantNom"
            label={t.situation.enfantNom}
            required
            characterLimit={situationFamilialeLimites.enfantNom}
          />
        </>
      )}
      <TextAreaField
        control={form.control}
        name="commentaire"
        label={t.situation.commentaire}
        characterLimit={situationFamilialeLimites.commentaire}
        rows={4}
      />
    </RequestForm>
  );
}

/** « Signaler une erreur sur mon identité » (forms/erreur-identite). */
export function ErreurIdentiteFormPage() {
  const form = useRequestForm('erreur-identite', erreurIdentiteFormSchema, {
    champ: '' as never,
    valeurCorrecte: '',
    commentaire: '',
    pieces: [],
  } satisfies ErreurIdentiteFormInput);
  return (
    <RequestForm
      type="erreur-identite"
      form={form}
      intro={t.erreur.intro}
      piecesLabel={t.erreur.pieces}
      piecesRequired={false}
    >
      <SelectField
        control={form.control}
        name="champ"
        label={t.erreur.champ}
        required
        placeholder={t.erreur.champPlaceholder}
        options={champsIdentite.map((c) => ({ value: c.code, label: c.libelle }))}
      />
      <FormTextField
        control={form.control}
        name="valeurCorrecte"
        label={t.erreur.valeur}
        required
        characterLimit={erreurIdentiteLimites.valeurCorrecte}
      />
      <TextAreaField
        control={form.control}
        name="commentaire"
        label={t.erreur.commentaire}
        characterLimit={erreurIdentiteLimites.commentaire}
        rows={4}
      />
    </RequestForm>
  );
}
