// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { forgotUsernameSchema, identitySchema, type ForgotUsernameInput } from '@portail/shared/identity-registration';
import type { PreForgotUsernameResponse } from '@portail/shared/identity-responses';
import { FormPasswordField, FormTextField } from '@/components/identity/form-fields';
import { MfaChallenge } from '@/components/identity/mfa-challenge';
import { toastSubmitErrors } from '@/components/identity/toast-submit-errors';
import { Button } from '@/components/ui/button';
import { widgetTexts } from '@/components/ui/widget-texts';
import { errorMessage } from '@/lib/api-error';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useForgotUsername, usePreForgotUsername, type ForgotUsernameAnswer } from '@/lib/api/identity-forgot-username';
import { showToast } from '@/lib/toasts';
import { usePageTitle } from '@/lib/use-page-title';
import { identityLoginUrl, urls } from '@/lib/urls';
import { registerTexts as t } from '../texts';
import { emptyIdentityAndCredentials, IdentityFields, withoutEmptyIdentityFields } from './identity-fields';

type Step = 'identity' | 'code' | 'newIdentifier';
type StepContext = { step: Step };

/**
 * §2 forgot-username: the registration form in "Nouvel identifiant" mode. The identity is checked
 * first (pre-forgot-username), proved by a VERIFY_UNAUTHENTICATED_AMF code, then the new identifier
 * and password are sent with that code; nothing is revealed before the code.
 */
export function ForgotUsernamePage() {
  const { configuration: config } = useClientConfig();
  const [step, setStep] = useState<Step>('identity');
  const [pre, setPre] = useState<PreForgotUsernameResponse | null>(null);
  const [done, setDone] = useState<ForgotUsernameAnswer | null>(null);
  const preCheck = usePreForgotUsername();
  const submit = useForgotUsername();
  usePageTitle(t.forgotUsernameTitle);
  // Built once per configuration; the current step reaches it as the form's context.
  const resolver = useMemo<Resolver<ForgotUsernameInput, StepContext>>(() => {
    const fullResolver = zodResolver(forgotUsernameSchema(config));
    const identityResolver = zodResolver(identitySchema(config));
    // Step 1 checks the identity fields only (the strict schema would refuse the empty others).
    return (values, context, options) =>
      context?.step === 'identity'
        ? (identityResolver(identityOf(values), context, options as never) as ReturnType<
            Resolver<ForgotUsernameInput, StepContext>
          >)
        : fullResolver(values, context, options);
  }, [config]);
  const form = useForm<ForgotUsernameInput, StepContext>({
    resolver,
    context: { step },
    defaultValues: { ...emptyIdentityAndCredentials },
  });

  const onSubmit = form.handleSubmit((values) => {
    const body = withoutEmptyIdentityFields(values);
    if (step === 'identity') {
      return preCheck.mutate(identityOf(body), {
        onSuccess: (answer) => {
          setPre(answer);
          setStep('code');
        },
        onError: (error) => showToast({ type: 'danger', text: t.forgotFailed, details: [errorMessage(error)] }),
      });
    }
    submit.mutate(body, {
      onSuccess: setDone,
      onError: (error) => showToast({ type: 'danger', text: t.forgotFailed, details: [errorMessage(error)] }),
    });
  }, toastSubmitErrors);

  if (done) return <ForgotUsernameDone answer={done} />;
  const { control } = form;
  const locked = step !== 'identity';
  return (
    <section className="card register">
      <h1>{t.forgotUsernameTitle}</h1>
      <p className="lead">{t.forgotUsernameLead}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <p className="form__legend">{widgetTexts.mandatoryMarker}</p>
        <fieldset className="form__plain" disabled={locked}>
          <IdentityFields control={control} rules={config} onBirthDateBlur={() => void form.trigger('dateNaissance')} />
        </fieldset>
        {step === 'newIdentifier' && pre && (
          <fieldset className="form__group">
            <legend>{t.yourAccount}</legend>
            <p role="status">{t.codeVerified}</p>
            <p>{t.currentUserName(pre.currentUserName)}</p>
            <FormTextField
              control={control}
              name="email"
              label={t.newEmail}
              required
              type="email"
              inputMode="email"
              autoComplete="email"
            />
            <FormPasswordField control={control} name="password" label={t.password} required />
            <FormPasswordField control={control} name="confirmPassword" label={t.confirmPassword} required />
          </fieldset>
        )}
        <div className="button-row">
          <a className="btn btn--secondary" href={urls.welcome}>
            {t.back}
          </a>
          {step !== 'code' && (
            <Button type="submit" disabled={preCheck.isPending || submit.isPending}>
              {step === 'identity' ? t.verify : t.continueForgot}
            </Button>
          )}
        </div>
      </form>
      {step === 'code' && pre && (
        <MfaChallenge
          operation="VERIFY_UNAUTHENTICATED_AMF"
          sendType={pre.sendType}
          onVerified={() => setStep('newIdentifier')}
          onClose={() => setStep('identity')}
        />
      )}
    </section>
  );
}

function ForgotUsernameDone({ answer }: { answer: ForgotUsernameAnswer }) {
  return (
    <section className="card">
      <h1>{t.forgotDoneTitle}</h1>
      <p>{t.newUserName(answer.userName)}</p>
      {answer.isEmailConfirmationRequired && <p>{t.checkMail}</p>}
      <a className="btn btn--primary" href={identityLoginUrl()}>
        {t.signIn}
      </a>
    </section>
  );
}

function identityOf(values: ForgotUsernameInput) {
  const { email: _email, password: _password, confirmPassword: _confirm, ...identity } = values;
  return identity;
}
