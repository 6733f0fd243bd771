import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { loginBodySchema, type LoginBody } from '@portail/shared/current-user';
import { errorMessage } from '@/lib/api-error';
import { browserLocation } from '@/lib/browser-location';
import { useLogin } from '../api/post-login';
import { loginTexts } from '../texts';
import { afterLoginUrl } from '../after-login-url';
import '@/lib/zod-setup';

type LoginInput = z.input<typeof loginBodySchema>;

/** French text of a schema failure: the shared schema decides, the catalogue words it. */
function fieldErrorText(field: keyof LoginInput, error: FieldError | undefined): string | null {
  if (!error) return null;
  if (error.type === 'too_big') return loginTexts.tooLong;
  return field === 'userName' ? loginTexts.userNameRequired : loginTexts.passwordRequired;
}

export function LoginForm({ callbackUrl }: { callbackUrl: string | null }) {
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginInput, unknown, LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { userName: '', password: '' },
  });
  const userNameError = fieldErrorText('userName', formState.errors.userName);
  const passwordError = fieldErrorText('password', formState.errors.password);

  const onSubmit = handleSubmit((body) =>
    login.mutate(body, { onSuccess: (user) => browserLocation.assign(afterLoginUrl(callbackUrl, user)) }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {login.isError && (
        <div className="alert alert--danger" role="alert">
          {errorMessage(login.error)}
        </div>
      )}
      <div className="field">
        <label htmlFor="login-username">{loginTexts.userName}</label>
        <input
          id="login-username"
          type="text"
          inputMode="email"
          autoComplete="username"
          spellCheck={false}
          aria-required="true"
          aria-invalid={userNameError ? true : undefined}
          aria-describedby={userNameError ? 'login-username-error' : undefined}
          {...register('userName')}
        />
        {userNameError && (
          <p id="login-username-error" className="field__error">
            {userNameError}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="login-password">{loginTexts.password}</label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-required="true"
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? 'login-password-error' : undefined}
          {...register('password')}
        />
        {passwordError && (
          <p id="login-password-error" className="field__error">
            {passwordError}
          </p>
        )}
      </div>
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={login.isPending || login.isSuccess}>
          {login.isPending ? loginTexts.submitting : loginTexts.submit}
        </button>
        <a href="/#/forgot-password">{loginTexts.forgotPassword}</a>
      </div>
    </form>
  );
}
