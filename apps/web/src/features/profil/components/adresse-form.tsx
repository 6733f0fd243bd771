import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { formatFrDate } from '@portail/shared/dates';
import {
  adresseFormSchema,
  adresseLimites as limites,
  type AdresseForm as AdresseValues,
  type AdresseFormInput,
} from '@portail/shared/forms/adresse';
import { lignesAdresse } from '@portail/shared/profil/adresse';
import type { AdresseVue } from '@portail/shared/profil/profil';
import { messages } from '@portail/shared/messages';
import { FormCheckbox, FormTextField } from '@/components/identity/form-fields';
import { DateField, daysFromToday, SelectField } from '@/components/ui/form-controls';
import { FormButtons } from '@/components/ui/form-buttons';
import { widgetTexts } from '@/components/ui/widget-texts';
import { useReferentielOptions } from '@/lib/api/referentiel';
import { showToast } from '@/lib/toasts';
import { profilTexts } from '../texts';
import { CommuneField } from './commune-field';
import { useProfilSubmit } from './use-profil-submit';

const t = profilTexts.adresse;
const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : '');

function defaultsFrom(actuelle: AdresseVue | null): AdresseFormInput {
  const c = actuelle?.champs ?? {};
  return {
    adresseEtrangere: c.adresseEtrangere === true,
    pointRemiseCourrier: text(c.pointRemiseCourrier),
    complementGeographique: text(c.complementGeographique),
    numVoie: text(c.numVoie),
    libelleCourtBtq: text(c.libelleCourtBtq),
    libelleCourtNatureVoie: text(c.libelleCourtNatureVoie),
    libelleVoie: text(c.libelleVoie),
    lieuDit: text(c.lieuDit),
    mentionParticuliere: text(c.mentionParticuliere),
    codePostal: text(c.codePostal),
    localite: text(c.localite),
    codeCedex: text(c.codeCedex),
    bureauCedex: text(c.bureauCedex),
    nomCedex: text(c.nomCedex),
    codePays: text(c.codePays) === 'FR' ? '' : text(c.codePays),
    dateEffet: formatFrDate(new Date()),
    pieces: [],
  };
}

/** forms/adresse: the §3 fields in AFNOR order, the commune suggested from the postal code. */
export function AdresseForm({
  actuelle,
  manual,
  onClose,
}: {
  actuelle: AdresseVue | null;
  manual: boolean;
  /** After a save (true) or « Retour » (false): the tab moves focus accordingly. */
  onClose(saved: boolean): void;
}) {
  const resolver = useMemo(() => zodResolver(adresseFormSchema), []);
  const form = useForm<AdresseFormInput, unknown, AdresseValues>({ resolver, defaultValues: defaultsFrom(actuelle) });
  const values = useWatch({ control: form.control }) as AdresseFormInput;
  const etrangere = values.adresseEtrangere === true;
  const cedexAtFirst = Boolean(actuelle?.champs.codeCedex);
  const submit = useProfilSubmit('adresse', form, () => onClose(true));
  // The client's tables (decision 031); the server checks the codes against the same ones.
  const indices = useReferentielOptions('indices-repetition');
  const natures = useReferentielOptions('natures-voie');
  const pays = useReferentielOptions('pays', { sauf: 'FR' });
  const onSubmit = form.handleSubmit(
    // The values as typed: the route parses them with the same schema.
    () => submit.send(form.getValues()),
    () => showToast({ type: 'danger', text: messages.requiredFields }),
  );
  // A text of the address: its limit (the schema's; AFNOR: 38 a line) shown and counted, never cut.
  const texte = (name: keyof typeof limites, label: string, more?: { required: true } | { autoComplete: string }) => (
    <FormTextField control={form.control} name={name} label={label} characterLimit={limites[name]} {...more} />
  );
  const preview = lignesAdresse({ ...values, codePostal: values.codePostal ?? '', localite: values.localite ?? '' });
  return (
    <form className="form adresse-form" onSubmit={onSubmit} noValidate aria-busy={submit.busy}>
      <h2 id="profil-adresse-form" tabIndex={-1}>
        {t.formTitle}
      </h2>
      <p className="form__legend">{widgetTexts.mandatoryMarker}</p>
      <FormCheckbox control={form.control} name="adresseEtrangere">
        {t.etrangere}
      </FormCheckbox>
      {texte('pointRemiseCourrier', t.pointRemiseCourrier)}
      {texte('complementGeographique', t.complementGeographique)}
      <div className="adresse-form__voie">
        <FormTextField control={form.control} name="numVoie" label={t.numVoie} inputMode="numeric" maxLength={5} />
        {!etrangere && (
          <SelectField
            control={form.control}
            name="libelleCourtBtq"
            label={t.btq}
            placeholder={t.btqNone}
            options={indices}
          />
        )}
        {!etrangere && (
          <SelectField
            control={form.control}
            name="libelleCourtNatureVoie"
            label={t.natureVoie}
            placeholder={t.natureNone}
            options={natures}
          />
        )}
      </div>
      {texte('libelleVoie', t.libelleVoie, { autoComplete: 'address-line1' })}
      {texte('lieuDit', t.lieuDit)}
      {texte('mentionParticuliere', t.mentionParticuliere)}
      {etrangere ? (
        <>
          <SelectField
            control={form.control}
            name="codePays"
            label={t.pays}
            required
            placeholder={t.paysPlaceholder}
            options={pays}
          />
          <FormTextField control={form.control} name="codePostal" label={t.codePostalEtranger} maxLength={10} />
          {texte('localite', t.localiteEtrangere, { required: true })}
        </>
      ) : (
        <>
          <FormTextField
            control={form.control}
            name="codePostal"
            label={t.codePostal}
            required
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
          />
          <CommuneField
            control={form.control}
            name="localite"
            codePostal={values.codePostal ?? ''}
            onChosen={(nom) => form.setValue('localite', nom, { shouldValidate: form.formState.isSubmitted })}
          />
          <details className="adresse-form__cedex" open={cedexAtFirst || undefined}>
            <summary>{t.cedex}</summary>
            <FormTextField
              control={form.control}
              name="codeCedex"
              label={t.codeCedex}
              inputMode="numeric"
              maxLength={5}
            />
            {texte('bureauCedex', t.bureauCedex)}
            {texte('nomCedex', t.nomCedex)}
          </details>
        </>
      )}
      <DateField
        control={form.control}
        name="dateEffet"
        label={t.dateEffet}
        required
        min={daysFromToday(-60)}
        max={daysFromToday(90)}
      />
      {preview.length > 0 && (
        <div className="adresse-preview" aria-live="polite">
          <p className="adresse-preview__title">{t.preview}</p>
          <address className="adresse-lines">
            {preview.map((ligne, i) => (
              <span key={i}>{ligne}</span>
            ))}
          </address>
        </div>
      )}
      {manual && <p className="field__hint">{t.manual}</p>}
      <FormButtons submitDisabled={submit.busy} onBack={() => onClose(false)} />
    </form>
  );
}
