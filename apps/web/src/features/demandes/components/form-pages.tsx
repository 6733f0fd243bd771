import { useWatch } from 'react-hook-form';
import { contactFormSchema, contactLimites, type ContactFormInput } from '@portail/shared/forms/contact';
import {
  declarationSinistreFormSchema,
  sinistreLimites,
  type DeclarationSinistreFormInput,
} from '@portail/shared/forms/declaration-sinistre';
import {
  demandeRemboursementFormSchema,
  remboursementLimites,
  type DemandeRemboursementFormInput,
} from '@portail/shared/forms/demande-remboursement';
import { pecHospiFormSchema, pecLimites, type PecHospiFormInput } from '@portail/shared/forms/pec-hospi';
import { FormTextField } from '@/components/identity/form-fields';
import { RadioGroup } from '@/components/ui/radio-group';
import { Controller } from 'react-hook-form';
import { useReferentielOptions } from '@/lib/api/referentiel';
import { demandesTexts as t } from '../texts';
import { DateField, daysFromToday, SelectField, TextAreaField } from '@/components/ui/form-controls';
import { PersonField } from './person-field';
import { RequestForm, useRequestForm } from './request-form';

/** « Nous contacter » (forms/contact/v2): theme, then the theme's motives, message, attachments. */
export function ContactFormPage() {
  const form = useRequestForm('contact/v2', contactFormSchema, {
    theme: '',
    sousTheme: '',
    objet: '',
    message: '',
    pieces: [],
  } satisfies ContactFormInput);
  const theme = useWatch({ control: form.control, name: 'theme' });
  const themes = useReferentielOptions('themes-contact');
  const sousThemes = useReferentielOptions('sous-themes-contact', { parent: theme || '\u0000' });
  return (
    <RequestForm
      type="contact/v2"
      form={form}
      intro={t.contact.intro}
      piecesLabel={t.contact.pieces}
      piecesRequired={false}
    >
      <SelectField
        control={form.control}
        name="theme"
        label={t.contact.theme}
        required
        options={themes}
        placeholder={t.contact.themePlaceholder}
        onChosen={() => form.setValue('sousTheme', '')}
      />
      <SelectField
        control={form.control}
        name="sousTheme"
        label={t.contact.sousTheme}
        required
        options={sousThemes}
        placeholder={theme ? t.contact.sousThemePlaceholder : t.contact.sousThemeFirst}
      />
      <FormTextField
        control={form.control}
        name="objet"
        label={t.contact.objet}
        characterLimit={contactLimites.objet}
      />
      <TextAreaField
        control={form.control}
        name="message"
        label={t.contact.message}
        required
        characterLimit={contactLimites.message}
      />
    </RequestForm>
  );
}

/** « Demande de remboursement » (forms/demande-remboursement): care NOEMIE did not bring. */
export function RemboursementFormPage() {
  const form = useRequestForm('demande-remboursement', demandeRemboursementFormSchema, {
    beneficiaire: '',
    dateSoins: '',
    natureSoins: '',
    professionnel: '',
    montantPaye: '',
    commentaire: '',
    pieces: [],
  } as DemandeRemboursementFormInput);
  const natures = useReferentielOptions('natures-soins');
  return (
    <RequestForm
      type="demande-remboursement"
      form={form}
      intro={t.remboursement.intro}
      piecesLabel={t.remboursement.pieces}
      piecesRequired
    >
      <PersonField form={form} name="beneficiaire" label={t.remboursement.beneficiaire} />
      <DateField
        control={form.control}
        name="dateSoins"
        label={t.remboursement.dateSoins}
        required
        min={daysFromToday(-2 * 365)}
        max={daysFromToday(0)}
      />
      <SelectField
        control={form.control}
        name="natureSoins"
        label={t.remboursement.natureSoins}
        required
        options={natures}
        placeholder={t.remboursement.naturePlaceholder}
      />
      <FormTextField
        control={form.control}
        name="professionnel"
        label={t.remboursement.professionnel}
        characterLimit={remboursementLimites.professionnel}
      />
      <FormTextField
        control={form.control}
        name="montantPaye"
        label={t.remboursement.montant}
        hint={t.remboursement.montantHint}
        inputMode="text"
        required
      />
      <TextAreaField
        control={form.control}
        name="commentaire"
        label={t.remboursement.commentaire}
        characterLimit={remboursementLimites.commentaire}
        rows={3}
      />
    </RequestForm>
  );
}

/** « Prise en charge hospitalière » (forms/pec/hospi). */
export function PecHospiFormPage() {
  const form = useRequestForm('pec/hospi', pecHospiFormSchema, {
    beneficiaire: '',
    etablissementNom: '',
    finess: '',
    dateAdmission: '',
    typeSejour: '',
    reponseCanal: 'email',
    reponseFax: '',
    reponseEmail: '',
    pieces: [],
  } as PecHospiFormInput);
  const canal = useWatch({ control: form.control, name: 'reponseCanal' });
  const types = useReferentielOptions('types-sejour');
  return (
    <RequestForm type="pec/hospi" form={form} intro={t.pec.intro} piecesLabel={t.pec.pieces} piecesRequired>
      <PersonField form={form} name="beneficiaire" label={t.pec.beneficiaire} />
      <FormTextField
        control={form.control}
        name="etablissementNom"
        label={t.pec.etablissement}
        required
        characterLimit={pecLimites.etablissementNom}
      />
      <FormTextField
        control={form.control}
        name="finess"
        label={t.pec.finess}
        hint={t.pec.finessHint}
        required
        maxLength={11}
        autoComplete="off"
      />
      <DateField
        control={form.control}
        name="dateAdmission"
        label={t.pec.dateAdmission}
        required
        min={daysFromToday(-30)}
        max={daysFromToday(365)}
      />
      <SelectField
        control={form.control}
        name="typeSejour"
        label={t.pec.typeSejour}
        required
        options={types}
        placeholder={t.pec.typePlaceholder}
      />
      <Controller
        control={form.control}
        name="reponseCanal"
        render={({ field, fieldState }) => (
          <RadioGroup
            label={t.pec.canal}
            required
            sourceValues={['email', 'fax']}
            sourceLabels={[t.pec.email, t.pec.fax]}
            value={field.value}
            onChange={field.onChange}
            state={fieldState.error ? 'error' : 'default'}
            message={fieldState.error?.message ?? null}
          />
        )}
      />
      {canal === 'fax' ? (
        <FormTextField
          control={form.control}
          name="reponseFax"
          label={t.pec.reponseFax}
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
      ) : (
        <FormTextField
          control={form.control}
          name="reponseEmail"
          label={t.pec.reponseEmail}
          required
          type="email"
          inputMode="email"
          autoComplete="off"
        />
      )}
    </RequestForm>
  );
}

/** « Déclaration de sinistre » (forms/declarationsinistre), prévoyance contracts, holder only. */
export function SinistreFormPage() {
  const form = useRequestForm('declarationsinistre', declarationSinistreFormSchema, {
    assure: '',
    nature: '',
    dateSinistre: '',
    description: '',
    pieces: [],
  } as DeclarationSinistreFormInput);
  const natures = useReferentielOptions('natures-sinistre');
  return (
    <RequestForm
      type="declarationsinistre"
      form={form}
      intro={t.sinistre.intro}
      piecesLabel={t.sinistre.pieces}
      piecesRequired
    >
      <PersonField form={form} name="assure" label={t.sinistre.assure} />
      <SelectField
        control={form.control}
        name="nature"
        label={t.sinistre.nature}
        required
        options={natures}
        placeholder={t.sinistre.naturePlaceholder}
      />
      <DateField
        control={form.control}
        name="dateSinistre"
        label={t.sinistre.dateSinistre}
        required
        min={daysFromToday(-2 * 365)}
        max={daysFromToday(0)}
      />
      <TextAreaField
        control={form.control}
        name="description"
        label={t.sinistre.description}
        required
        characterLimit={sinistreLimites.description}
      />
    </RequestForm>
  );
}
