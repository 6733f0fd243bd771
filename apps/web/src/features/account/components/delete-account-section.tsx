// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { deleteAccountSchema, type DeleteAccountInput } from '@portail/shared/identity-account';
import { FormCheckbox, FormPasswordField } from '@/components/identity/form-fields';
import { MfaChallenge } from '@/components/identity/mfa-challenge';
import { Button } from '@/components/ui/button';
import { postDeleteAccount } from '@/lib/api/identity-account';
import { accountTexts as t } from '../texts';
import { useProtectedAction } from '@/lib/use-protected-action';
import { AccountSection } from './account-section';

/** forms/suppressioncompte: the password and an explicit confirmation, then delete-user-confirmation. */
export function DeleteAccountSection() {
  const navigate = useNavigate();
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '', confirmation: false as unknown as true },
  });
  const action = useProtectedAction(
    postDeleteAccount,
    () => {
      // The confirmation page then forgets the user (the session ended with the account).
      void navigate('/delete-user-confirmation', { replace: true });
    },
    t.requestFailed,
  );
  const onSubmit = form.handleSubmit(action.start);
  return (
    <AccountSection id="account-delete" title={t.deleteTitle} lead={t.deleteLead}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormPasswordField
          control={form.control}
          name="password"
          label={t.password}
          required
          autoComplete="current-password"
        />
        <FormCheckbox control={form.control} name="confirmation">
          {t.deleteConfirm}
        </FormCheckbox>
        <div className="button-row">
          <Button type="submit" variant="secondary" disabled={action.busy}>
            {t.deleteSubmit}
          </Button>
        </div>
      </form>
      {action.needsCode && (
        <MfaChallenge operation="VERIFY_AMF" sendType="SMS" onVerified={action.onVerified} onClose={action.onCancel} />
      )}
    </AccountSection>
  );
}
