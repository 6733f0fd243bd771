// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import {
  registrationSchema,
  type RegistrationInput,
  type RegistrationValues,
} from '@portail/shared/identity-registration';
import { registrationMessages } from '@portail/shared/identity-messages';
import { FormCheckbox, FormPasswordField, FormTextField } from '@/components/identity/form-fields';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useRegister } from '@/lib/api/identity-register';
import { showToast } from '@/lib/toasts';
import { usePageTitle } from '@/lib/use-page-title';
import { registerTexts as t } from '../texts';
import { DematerialisationPopup } from '@/components/identity/dematerialisation-popup';
import { emptyIdentityAndCredentials, IdentityFields } from './identity-fields';

/** §5: the two rules the spec words as toasts are also shown under their field. */
export function toastSubmitErrors(errors: FieldErrors<{ confirmPassword?: unknown; cgu?: unknown }>): void {
  if (errors.confirmPassword) showToast({ type: 'danger', text: registrationMessages.passwordsDiffer });
  if (errors.cgu) showToast({ type: 'danger', text: registrationMessages.cguRequired });
}

/** §2 register: the registration form (§3 Registration user, §5 rules), then popup and display-email. */
export function RegisterPage() {
  const { configuration: config } = useClientConfig();
  const navigate = useNavigate();
  const register = useRegister();
  const [failures, setFailures] = useState(0);
  const [blocked, setBlocked] = useState(false);
  const [popupFor, setPopupFor] = useState<string | null>(null);
  usePageTitle(t.title);
  const form = useForm<RegistrationInput, unknown, RegistrationValues>({
    resolver: zodResolver(registrationSchema(config)),
    defaultValues: {
      ...emptyIdentityAndCredentials,
      cgu: false,
      consentements: config.consentements.map((c) => ({ ...c, accepted: false })),
      dematerialization: true,
    },
  });
  const { control } = form;

  function fail(error: unknown) {
    if (isApiError(error) && error.code === 'REGISTER_ATTEMPTS_EXCEEDED') {
      setBlocked(true);
      showToast({ type: 'danger', text: error.message });
      return;
    }
    if (isApiError(error) && error.errors) {
      for (const [field, message] of Object.entries(error.errors))
        form.setError(field as keyof RegistrationInput, { message });
    }
    const count = failures + 1;
    setFailures(count);
    // §4: after registerAttemptNumber failures the button goes and the client's message shows.
    if (count >= config.registerAttemptNumber) {
      setBlocked(true);
      showToast({ type: 'danger', text: config.registerAttemptNumberAfterMessage });
      return;
    }
    const message = isApiError(error) ? error.message : t.failed;
    showToast({ type: 'danger', text: t.failed, details: message === t.failed ? [] : [message] });
  }

  const onSubmit = form.handleSubmit(
    (values) =>
      register.mutate(clean(values), {
        onSuccess: (answer) => {
          if (answer.showDematerialisationPopup && values.dematerialization) setPopupFor(answer.email);
          else void navigate('/display-email', { state: { email: answer.email } });
        },
        onError: fail,
      }),
    toastSubmitErrors,
  );

  return (
    <section className="card register">
      <h1>{t.title}</h1>
      <p className="lead">{t.lead}</p>
      <p className="form__mandatory">{t.mandatory}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <IdentityFields control={control} rules={config} onBirthDateBlur={() => void form.trigger('dateNaissance')} />
        <fieldset className="form__group">
          <legend>{t.yourAccount}</legend>
          <FormTextField
            control={control}
            name="email"
            label={t.email}
            required
            type="email"
            inputMode="email"
            autoComplete="email"
          />
          <FormPasswordField control={control} name="password" label={t.password} required />
          <FormPasswordField control={control} name="confirmPassword" label={t.confirmPassword} required />
        </fieldset>
        <fieldset className="form__group">
          <legend>{t.consentsTitle}</legend>
          <FormCheckbox control={control} name="cgu">
            {t.cgu}
            <span aria-hidden="true"> *</span>
          </FormCheckbox>
          {config.consentements.map((c, index) => (
            <FormCheckbox key={c.nom} control={control} name={`consentements.${index}.accepted`}>
              {c.libelle}
            </FormCheckbox>
          ))}
          <FormCheckbox control={control} name="dematerialization">
            {t.dematerialization}
          </FormCheckbox>
        </fieldset>
        <div className="button-row">
          <a className="btn btn--secondary" href="/#/">
            {t.back}
          </a>
          {!blocked && (
            <Button type="submit" disabled={register.isPending}>
              {register.isPending ? t.submitting : t.submit}
            </Button>
          )}
        </div>
      </form>
      {popupFor !== null && (
        <DematerialisationPopup onClose={() => void navigate('/display-email', { state: { email: popupFor } })} />
      )}
    </section>
  );
}

/** Fields the client does not ask for are not sent (empty strings would read as typed values). */
function clean(values: RegistrationValues): RegistrationValues {
  const out = { ...values };
  for (const key of ['numeroContrat', 'nir', 'codePostal', 'iban'] as const) if (!out[key]) delete out[key];
  return out;
}
