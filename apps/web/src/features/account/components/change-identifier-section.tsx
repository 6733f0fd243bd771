// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changeIdentifierSchema, type ChangeIdentifierInput } from '@portail/shared/identity-account';
import { FormPasswordField, FormTextField } from '@/components/identity/form-fields';
import { MfaChallenge } from '@/components/identity/mfa-challenge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { useChangeIdentifier } from '@/lib/api/identity-account';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/api/get-current-user';
import { showToast } from '@/lib/toasts';
import { accountTexts as t } from '../texts';
import { AccountSection } from './account-section';

/** The new address is proved first by a VERIFY_MAIL_AMF code sent to it, then the change is sent. */
export function ChangeIdentifierSection() {
  const form = useForm<ChangeIdentifierInput>({
    resolver: zodResolver(changeIdentifierSchema),
    defaultValues: { newUserName: '', password: '' },
  });
  const [pending, setPending] = useState<ChangeIdentifierInput | null>(null);
  const change = useChangeIdentifier();
  const queryClient = useQueryClient();
  const onSubmit = form.handleSubmit(setPending);

  function send(values: ChangeIdentifierInput) {
    change.mutate(values, {
      onSuccess: (answer) => {
        showToast({ type: 'success', text: answer.message });
        form.reset();
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      },
      onError: (error) => showToast({ type: 'danger', text: t.identifierFailed, details: [errorMessage(error)] }),
    });
  }

  return (
    <AccountSection id="account-identifier" title={t.identifierTitle} lead={t.identifierLead}>
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormTextField
          control={form.control}
          name="newUserName"
          label={t.newUserName}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <FormPasswordField
          control={form.control}
          name="password"
          label={t.password}
          required
          autoComplete="current-password"
        />
        <div className="button-row">
          <Button type="submit" disabled={change.isPending}>
            {t.submit}
          </Button>
        </div>
      </form>
      {pending && (
        <MfaChallenge
          operation="VERIFY_MAIL_AMF"
          sendType="MAIL"
          username={pending.newUserName}
          onVerified={() => {
            setPending(null);
            send(pending);
          }}
          onClose={() => setPending(null)}
        />
      )}
    </AccountSection>
  );
}
