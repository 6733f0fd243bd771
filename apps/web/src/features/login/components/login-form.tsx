// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { loginBodySchema, type LoginBody } from '@portail/shared/current-user';
import { errorMessage } from '@/lib/api-error';
import { browserLocation } from '@/lib/browser-location';
import { isSafeCallbackUrl, urls } from '@/lib/urls';
import { useFeature } from '@/lib/use-feature';
import { MfaChallenge } from '@/components/identity/mfa-challenge';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { TextField } from '@/components/ui/text-field';
import { useLogin } from '../api/post-login';
import { EmailNotConfirmed } from './email-not-confirmed';
import { loginTexts } from '../texts';
import { afterLoginUrl } from '../after-login-url';

type LoginInput = z.input<typeof loginBodySchema>;

/** French text of a schema failure: the shared schema decides, the catalogue words it. */
function fieldErrorText(field: keyof LoginInput, error: FieldError | undefined): string | null {
  if (!error) return null;
  if (error.type === 'too_big') return loginTexts.tooLong;
  return field === 'userName' ? loginTexts.userNameRequired : loginTexts.passwordRequired;
}

export function LoginForm({ callbackUrl }: { callbackUrl: string | null }) {
  const login = useLogin();
  const { control, handleSubmit, formState } = useForm<LoginInput, unknown, LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { userName: '', password: '' },
  });
  const userNameError = fieldErrorText('userName', formState.errors.userName);
  const passwordError = fieldErrorText('password', formState.errors.password);

  const canRecoverUserName = useFeature('forgotUsernameAutreActe');
  // Why the last code step ended (too many codes, and how long to wait): stays until the next try.
  const [ended, setEnded] = useState<string | null>(null);
  const onSubmit = handleSubmit((body) => {
    setEnded(null);
    login.mutate(body, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'signedIn') browserLocation.assign(afterLoginUrl(callbackUrl, outcome.user));
      },
    });
  });
  // The last answer decides what shows: a code step (202) or the unconfirmed-address notice (403).
  const outcome = login.data;
  const signedIn = outcome?.kind === 'signedIn';
  const pending = outcome?.kind === 'amf' ? outcome.pending : null;
  const unconfirmed = outcome?.kind === 'emailNotConfirmed' ? outcome : null;

  return (
    <>
      <form className="form" onSubmit={onSubmit} noValidate>
        {ended && (
          <div className="alert alert--danger" role="alert">
            {ended}
          </div>
        )}
        {login.isError && (
          <div className="alert alert--danger" role="alert">
            {errorMessage(login.error)}
          </div>
        )}
        {unconfirmed && <EmailNotConfirmed userId={unconfirmed.userId} message={unconfirmed.message} />}
        <Controller
          control={control}
          name="userName"
          render={({ field }) => (
            <TextField
              label={loginTexts.userName}
              required
              requiredMark={false}
              inputMode="email"
              autoComplete="username"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              inputRef={field.ref}
              state={userNameError ? 'error' : 'default'}
              message={userNameError}
            />
          )}
        />
        <Controller
          control={control}
          name="password"
          render={({ field }) => (
            <PasswordInput
              label={loginTexts.password}
              required
              requiredMark={false}
              autoComplete="current-password"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              inputRef={field.ref}
              state={passwordError ? 'error' : 'default'}
              message={passwordError}
            />
          )}
        />
        <div className="button-row">
          <Button type="submit" disabled={login.isPending || signedIn}>
            {login.isPending ? loginTexts.submitting : loginTexts.submit}
          </Button>
          <a href="/#/forgot-password">{loginTexts.forgotPassword}</a>
          {canRecoverUserName && <a href="/#/forgot-username">{loginTexts.forgotUsername}</a>}
        </div>
      </form>
      {pending && (
        <MfaChallenge
          operation="LOGIN_AMF"
          sendType={pending.sendType}
          onVerified={(_code, answer) =>
            browserLocation.assign(
              answer.currentUser
                ? afterLoginUrl(callbackUrl, answer.currentUser)
                : isSafeCallbackUrl(answer.redirectUrl)
                  ? answer.redirectUrl
                  : urls.home,
            )
          }
          onClose={() => login.reset()}
          onSignInEnded={setEnded}
        />
      )}
    </>
  );
}
