// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { resetPasswordSchema, type ResetPasswordInput } from '@portail/shared/identity-account';
import { FormPasswordField } from '@/components/identity/form-fields';
import { toastSubmitErrors } from '@/components/identity/toast-submit-errors';
import { Button } from '@/components/ui/button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useCheckToken } from '@/lib/api/identity-check-token';
import { useResetPassword } from '@/lib/api/identity-reset-password';
import { showToast } from '@/lib/toasts';
import { usePageTitle } from '@/lib/use-page-title';
import { passwordTexts as t } from '../texts';

/** §2 reset-password: the link is checked on load (failure → reset-password-error), then the new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const userId = params.get('userId') ?? '';
  const check = useCheckToken({ purpose: 'ResetPassword', code, userId });
  usePageTitle(t.resetTitle);
  if (check.isError) return <Navigate to="/reset-password-error" replace />;
  return (
    <section className="card">
      <h1>{t.resetTitle}</h1>
      {check.isPending ? <LoadingStatus label={t.checking} /> : <ResetForm code={code} userId={userId} />}
    </section>
  );
}

function ResetForm({ code, userId }: { code: string; userId: string }) {
  const { configuration } = useClientConfig();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema(configuration)),
    defaultValues: { password: '', confirmPassword: '', code, userId },
  });
  const onSubmit = form.handleSubmit(
    (values) =>
      reset.mutate(values, {
        onSuccess: () => void navigate('/reset-password-confirmation', { replace: true }),
        onError: (error) => {
          if (isApiError(error) && error.code === 'InvalidToken')
            return void navigate('/reset-password-error', { replace: true });
          showToast({ type: 'danger', text: t.resetFailed, details: [errorMessage(error)] });
        },
      }),
    toastSubmitErrors,
  );
  return (
    <>
      <p className="lead">{t.resetLead}</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormPasswordField control={form.control} name="password" label={t.password} required />
        <FormPasswordField control={form.control} name="confirmPassword" label={t.confirmPassword} required />
        <div className="button-row">
          <Button type="submit" disabled={reset.isPending || reset.isSuccess}>
            {t.submit}
          </Button>
        </div>
      </form>
    </>
  );
}
