import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  carteTPFormSchema,
  type CarteTPFormInput,
  contratFormLimites,
  garantiesFormSchema,
  type GarantiesFormInput,
  inscriptionBeneficiaireFormSchema,
  type InscriptionBeneficiaireFormInput,
  motifsCarte,
  motifsRadiation,
  radiationAssuresFormSchema,
  type RadiationAssuresFormInput,
} from '@portail/shared/forms/contrat-forms';
import { FormTextField } from '@/components/identity/form-fields';
import { NirInput, type NirValue } from '@/components/ui/nir-input';
import { RadioGroup } from '@/components/ui/radio-group';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useGaranties } from '@/lib/api/contrat';
import { useFormPersonnes } from '@/lib/api/demandes';
import { useReferentielOptions } from '@/lib/api/referentiel';
import { demandesTexts } from '../texts';
import { DateField, daysFromToday, SelectField, TextAreaField } from '@/components/ui/form-controls';
import { RequestForm, useRequestForm } from './request-form';

/* The requests on the contract (decision 024), holder only: the route and the server say so too. */

const t = demandesTexts.contrat;
const entries = (record: Record<string, string>) => Object.entries(record).map(([value, label]) => ({ value, label }));

/** « Recevoir ma carte de tiers payant par courrier » (forms/cartetp). */
export function CarteTPFormPage() {
  const form = useRequestForm('cartetp', carteTPFormSchema, {
    motif: '' as never,
    commentaire: '',
    pieces: [],
  } satisfies CarteTPFormInput);
  return (
    <RequestForm type="cartetp" form={form} intro={t.carte.intro} piecesLabel={t.carte.pieces} piecesRequired={false}>
      <SelectField
        control={form.control}
        name="motif"
        label={t.carte.motif}
        required
        options={entries(motifsCarte)}
        placeholder={t.choose}
      />
      <TextAreaField
        control={form.control}
        name="commentaire"
        label={t.commentaire}
        characterLimit={contratFormLimites.commentaireCarte}
        rows={3}
      />
    </RequestForm>
  );
}

/** « Ajouter un bénéficiaire » (forms/inscriptionbeneficiaire, edition InscriptionBeneficiaires). */
export function InscriptionBeneficiaireFormPage() {
  const { isDonneesROMonegasquesActivated } = useClientConfig();
  const form = useRequestForm('inscriptionbeneficiaire', inscriptionBeneficiaireFormSchema, {
    civilite: '' as never,
    nom: '',
    prenom: '',
    dateNaissance: '',
    lien: '' as never,
    nir: '',
    cleNir: '',
    dateEffet: '',
    pieces: [],
  } satisfies InscriptionBeneficiaireFormInput);
  const [nir, setNir] = useState<NirValue>({ nir: '', cle: '', numeroMonaco: '', monaco: false });
  const errors = form.formState.errors;
  // The client's tables (decision 031); the server checks the codes against the same ones.
  const civilites = useReferentielOptions('civilites');
  const liens = useReferentielOptions('liens-parente');
  return (
    <RequestForm
      type="inscriptionbeneficiaire"
      form={form}
      intro={t.inscription.intro}
      piecesLabel={t.inscription.pieces}
      piecesRequired
    >
      {/* Shown once the table is read: without values a radio group falls back to Oui / Non (§5). */}
      {civilites.length > 0 && (
        <Controller
          control={form.control}
          name="civilite"
          render={({ field, fieldState }) => (
            <RadioGroup
              label={t.inscription.civilite}
              required
              sourceValues={civilites.map((c) => c.value)}
              sourceLabels={civilites.map((c) => c.label)}
              value={field.value}
              onChange={field.onChange}
              state={fieldState.error ? 'error' : 'default'}
              message={fieldState.error?.message ?? null}
            />
          )}
        />
      )}
      <FormTextField
        control={form.control}
        name="nom"
        label={t.inscription.nom}
        required
        characterLimit={contratFormLimites.nom}
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="prenom"
        label={t.inscription.prenom}
        required
        characterLimit={contratFormLimites.prenom}
        autoComplete="off"
      />
      <DateField
        control={form.control}
        name="dateNaissance"
        label={t.inscription.dateNaissance}
        required
        min={daysFromToday(-130 * 365)}
        max={daysFromToday(0)}
      />
      <SelectField
        control={form.control}
        name="lien"
        label={t.inscription.lien}
        required
        options={liens}
        placeholder={t.choose}
      />
      <fieldset className="fieldset">
        <legend>{t.inscription.nir}</legend>
        <NirInput
          value={nir}
          allowMonaco={isDonneesROMonegasquesActivated}
          required
          showErrors={form.formState.isSubmitted}
          message={errors.nir?.message ?? errors.cleNir?.message ?? null}
          onChange={(value) => {
            setNir(value);
            const validate = { shouldValidate: form.formState.isSubmitted };
            form.setValue('nir', value.nir, validate);
            form.setValue('cleNir', value.monaco ? '' : value.cle, validate);
          }}
        />
      </fieldset>
      <DateField
        control={form.control}
        name="dateEffet"
        label={t.inscription.dateEffet}
        required
        min={daysFromToday(0)}
        max={daysFromToday(92)}
      />
    </RequestForm>
  );
}

/** « Radier un bénéficiaire » (forms/radiation-assures): anyone on the contract but the holder. */
export function RadiationFormPage() {
  const form = useRequestForm('radiation-assures', radiationAssuresFormSchema, {
    beneficiaire: '',
    dateEffet: '',
    motif: '' as never,
    commentaire: '',
    pieces: [],
  } satisfies RadiationAssuresFormInput);
  const { data } = useFormPersonnes();
  const beneficiaires = (data?.personnes ?? [])
    .filter((p) => !p.estMoi)
    .map((p) => ({ value: p.numPers, label: `${p.prenom} ${p.nom}` }));
  return (
    <RequestForm
      type="radiation-assures"
      form={form}
      intro={t.radiation.intro}
      piecesLabel={t.radiation.pieces}
      piecesRequired={false}
    >
      <SelectField
        control={form.control}
        name="beneficiaire"
        label={t.radiation.beneficiaire}
        required
        options={beneficiaires}
        placeholder={t.choose}
      />
      <DateField
        control={form.control}
        name="dateEffet"
        label={t.radiation.dateEffet}
        required
        min={daysFromToday(-31)}
        max={daysFromToday(366)}
      />
      <SelectField
        control={form.control}
        name="motif"
        label={t.radiation.motif}
        required
        options={entries(motifsRadiation)}
        placeholder={t.choose}
      />
      <TextAreaField
        control={form.control}
        name="commentaire"
        label={t.commentaire}
        characterLimit={contratFormLimites.commentaire}
        rows={3}
      />
    </RequestForm>
  );
}

/** « Changer de garanties ou ajouter un renfort » (forms/garanties, edition AjoutRenforts). */
export function GarantiesFormPage() {
  const form = useRequestForm('garanties', garantiesFormSchema, {
    changement: 'niveau',
    offre: '',
    renfort: '',
    dateEffet: '',
    commentaire: '',
    pieces: [],
  } satisfies GarantiesFormInput);
  const { data } = useGaranties();
  const changement = useWatch({ control: form.control, name: 'changement' });
  const offres = (data?.autresOffres ?? []).map((o) => ({ value: o.code, label: o.libelle }));
  const renforts = (data?.renforts ?? []).filter((r) => !r.souscrit).map((r) => ({ value: r.code, label: r.libelle }));
  return (
    <RequestForm
      type="garanties"
      form={form}
      intro={t.garanties.intro}
      piecesLabel={t.garanties.pieces}
      piecesRequired={false}
    >
      {data && <p>{t.garanties.actuelle(data.offre.libelle)}</p>}
      <Controller
        control={form.control}
        name="changement"
        render={({ field }) => (
          <RadioGroup
            label={t.garanties.changement}
            required
            sourceValues={['niveau', 'renfort']}
            sourceLabels={[t.garanties.niveau, t.garanties.renfort]}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              form.setValue(value === 'niveau' ? 'renfort' : 'offre', '');
            }}
          />
        )}
      />
      {changement === 'niveau' ? (
        <SelectField
          control={form.control}
          name="offre"
          label={t.garanties.offre}
          required
          options={offres}
          placeholder={t.choose}
        />
      ) : (
        <SelectField
          control={form.control}
          name="renfort"
          label={t.garanties.renfortChoix}
          required
          options={renforts}
          placeholder={renforts.length ? t.choose : t.garanties.aucunRenfort}
        />
      )}
      <DateField
        control={form.control}
        name="dateEffet"
        label={t.garanties.dateEffet}
        required
        min={daysFromToday(0)}
        max={daysFromToday(366)}
      />
      <TextAreaField
        control={form.control}
        name="commentaire"
        label={t.commentaire}
        characterLimit={contratFormLimites.commentaire}
        rows={3}
      />
    </RequestForm>
  );
}
