// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@portail/shared/identity-account';
import { FormDateField, FormTextField } from '@/components/identity/form-fields';
import { FormButtons } from '@/components/ui/form-buttons';
import { widgetTexts } from '@/components/ui/widget-texts';
import { goBack } from '@/components/ui/go-back';
import { errorMessage } from '@/lib/api-error';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useForgotPassword } from '@/lib/api/identity-forgot-password';
import { showToast } from '@/lib/toasts';
import { urls } from '@/lib/urls';
import { passwordTexts as t } from '../texts';

/** §2 forgot-password: identifier, birth date only with isCheckBirthdayForgotPasswordActivated. */
export function ForgotPasswordForm() {
  const { configuration } = useClientConfig();
  const withBirthDate = configuration.isCheckBirthdayForgotPasswordActivated;
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema({ isCheckBirthdayForgotPasswordActivated: withBirthDate })),
    defaultValues: withBirthDate ? { userName: '', dateNaissance: '' } : { userName: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: () => void navigate('/forgot-password-confirmation'),
      onError: (error) => showToast({ type: 'danger', text: t.forgotFailed, details: [errorMessage(error)] }),
    }),
  );
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="form__legend">{widgetTexts.mandatoryMarker}</p>
      <FormTextField
        control={form.control}
        name="userName"
        label={t.userName}
        required
        type="email"
        inputMode="email"
        autoComplete="username"
      />
      {withBirthDate && (
        <FormDateField
          control={form.control}
          name="dateNaissance"
          label={t.dateNaissance}
          required
          onBlurCheck={() => void form.trigger('dateNaissance')}
        />
      )}
      <FormButtons
        onBack={() => goBack(urls.loginPage)}
        submitLabel={t.send}
        backLabel={t.back}
        submitDisabled={forgot.isPending}
      />
    </form>
  );
}
