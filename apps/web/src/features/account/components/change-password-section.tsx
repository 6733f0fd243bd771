// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordInput } from '@portail/shared/identity-account';
import { passwordMessages } from '@portail/shared/identity-messages';
import { FormPasswordField } from '@/components/identity/form-fields';
import { MfaChallenge } from '@/components/identity/mfa-challenge';
import { Button } from '@/components/ui/button';
import { useClientConfig } from '@/lib/api/get-client-config';
import { postChangePassword } from '@/lib/api/identity-account';
import { showToast } from '@/lib/toasts';
import { accountTexts as t } from '../texts';
import { useProtectedAction } from '@/lib/use-protected-action';
import { AccountSection } from './account-section';

export function ChangePasswordSection() {
  const { configuration } = useClientConfig();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema(configuration)),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const action = useProtectedAction(
    postChangePassword,
    (answer) => {
      showToast({ type: 'success', text: answer.message });
      form.reset();
    },
    t.passwordFailed,
  );
  const onSubmit = form.handleSubmit(action.start);
  return (
    <AccountSection id="account-password" title={t.passwordTitle}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormPasswordField
          control={form.control}
          name="currentPassword"
          label={t.currentPassword}
          required
          autoComplete="current-password"
        />
        <FormPasswordField
          control={form.control}
          name="password"
          label={t.newPassword}
          required
          hint={passwordMessages.rule(configuration.passwordRequiredLength)}
        />
        <FormPasswordField control={form.control} name="confirmPassword" label={t.confirmPassword} required />
        <div className="button-row">
          <Button type="submit" disabled={action.busy}>
            {t.submit}
          </Button>
        </div>
      </form>
      {action.needsCode && (
        <MfaChallenge operation="VERIFY_AMF" sendType="SMS" onVerified={action.onVerified} onClose={action.onCancel} />
      )}
    </AccountSection>
  );
}
