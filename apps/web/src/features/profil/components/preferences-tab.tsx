import { QueryPending } from '@/components/ui/query-pending';
import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { abonnementFormSchema, alertesEmail, type AbonnementFormInput } from '@portail/shared/forms/abonnement';
import type { ProfilResponse } from '@portail/shared/profil/profil';
import { FormCheckbox } from '@/components/identity/form-fields';
import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { useProfil } from '@/lib/api/profil';
import { usePageTitle } from '@/lib/use-page-title';
import { profilTexts } from '../texts';
import { useProfilSubmit } from './use-profil-submit';

const t = profilTexts.preferences;

function PreferencesForm({ preferences }: { preferences: ProfilResponse['preferences'] }) {
  const resolver = useMemo(() => zodResolver(abonnementFormSchema), []);
  const form = useForm<AbonnementFormInput>({
    resolver: resolver as never,
    defaultValues: { ...preferences, pieces: [] },
  });
  const submit = useProfilSubmit('abonnement', form, () => undefined);
  return (
    <form className="form" onSubmit={form.handleSubmit(() => submit.send(form.getValues()))} noValidate>
      <Controller
        control={form.control}
        name="dematerialisation"
        render={({ field }) => (
          <RadioGroup
            label={t.courriers}
            sourceValues={[true, false]}
            sourceLabels={[t.demat, t.papier]}
            value={field.value}
            onChange={field.onChange}
            orientation="vertical"
          />
        )}
      />
      <fieldset className="fieldset">
        <legend>{t.alertes}</legend>
        {alertesEmail.map((alerte) => (
          <FormCheckbox key={alerte.code} control={form.control} name={alerte.code}>
            {alerte.libelle}
          </FormCheckbox>
        ))}
      </fieldset>
      <div className="button-row">
        <Button type="submit" busy={submit.busy || form.formState.isSubmitting}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}

/** forms/abonnement: paper or online letters, and the e-mail alerts. */
export function PreferencesTab() {
  usePageTitle(profilTexts.tabs.preferences);
  const query = useProfil();
  const { data } = query;
  if (!data) return <QueryPending query={query} />;
  return (
    <section className="card stack" aria-labelledby="profil-preferences">
      <h1 id="profil-preferences">{profilTexts.tabs.preferences}</h1>
      <p className="lead">{t.lead}</p>
      <PreferencesForm preferences={data.preferences} />
    </section>
  );
}
