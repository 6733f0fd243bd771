// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  cguFeature,
  registrationSchema,
  type RegistrationInput,
  type RegistrationValues,
} from '@portail/shared/identity-registration';
import { CguLabel } from '@/components/identity/cgu-label';
import { FormCheckbox, FormPasswordField, FormTextField } from '@/components/identity/form-fields';
import { toastSubmitErrors } from '@/components/identity/toast-submit-errors';
import { Button } from '@/components/ui/button';
import { widgetTexts } from '@/components/ui/widget-texts';
import { isApiError, type ApiError } from '@/lib/api-error';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useFeature } from '@/lib/use-feature';
import { useRegister } from '@/lib/api/identity-register';
import { showToast } from '@/lib/toasts';
import { urls } from '@/lib/urls';
import { registerTexts as t } from '../texts';
import { DematerialisationPopup } from '@/components/identity/dematerialisation-popup';
import { emptyIdentityAndCredentials, IdentityFields, withoutEmptyIdentityFields } from './identity-fields';

/** §2 register: the registration form (§3 Registration user, §5 rules), then popup and display-email. */
export function RegisterForm() {
  const { configuration: config } = useClientConfig();
  const navigate = useNavigate();
  const register = useRegister();
  const [failures, setFailures] = useState(0);
  const [popupFor, setPopupFor] = useState<string | null>(null);
  // §6 consentementCGUCreationCompteAutreActe: the CGU and consents are asked here, or not at all.
  const asksCgu = useFeature(cguFeature);
  const resolver = useMemo(() => zodResolver(registrationSchema(config, { asksCgu })), [config, asksCgu]);
  const form = useForm<RegistrationInput, unknown, RegistrationValues>({
    resolver,
    defaultValues: {
      ...emptyIdentityAndCredentials,
      cgu: false,
      consentements: asksCgu ? config.consentements.map((c) => ({ ...c, accepted: false })) : [],
      dematerialization: true,
    },
  });
  const { control } = form;
  // §4: the button goes after registerAttemptNumber failures, or when the server says the attempts are spent.
  const blocked = failures >= config.registerAttemptNumber || isAttemptsExceeded(register.error);

  function fail(error: unknown) {
    if (isAttemptsExceeded(error)) {
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
      showToast({ type: 'danger', text: config.registerAttemptNumberAfterMessage });
      return;
    }
    const message = isApiError(error) ? error.message : t.failed;
    showToast({ type: 'danger', text: t.failed, details: message === t.failed ? [] : [message] });
  }

  const onSubmit = form.handleSubmit(
    (values) =>
      register.mutate(withoutEmptyIdentityFields(values), {
        onSuccess: (answer) => {
          if (answer.showDematerialisationPopup && values.dematerialization) setPopupFor(answer.email);
          else void navigate('/display-email', { state: { email: answer.email } });
        },
        onError: fail,
      }),
    toastSubmitErrors,
  );

  return (
    <>
      <form className="form" onSubmit={onSubmit} noValidate>
        <p className="form__legend">{widgetTexts.mandatoryMarker}</p>
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
          {asksCgu && (
            <>
              <FormCheckbox control={control} name="cgu">
                <CguLabel />
                <span aria-hidden="true"> *</span>
              </FormCheckbox>
              {config.consentements.map((c, index) => (
                <FormCheckbox key={c.nom} control={control} name={`consentements.${index}.accepted`}>
                  {c.libelle}
                </FormCheckbox>
              ))}
            </>
          )}
          <FormCheckbox control={control} name="dematerialization">
            {t.dematerialization}
          </FormCheckbox>
        </fieldset>
        <div className="button-row">
          <a className="btn btn--secondary" href={urls.welcome}>
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
    </>
  );
}

function isAttemptsExceeded(error: unknown): error is ApiError {
  return isApiError(error) && error.code === 'REGISTER_ATTEMPTS_EXCEEDED';
}
