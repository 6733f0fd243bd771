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
import { useChangeIdentifier, useOwnerCodeSendType } from '@/lib/api/identity-account';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/api/get-current-user';
import { showToast } from '@/lib/toasts';
import { accountTexts as t } from '../texts';
import { AccountSection } from './account-section';

/** The two proofs, in order: the owner (VERIFY_AMF, by SMS when protected), then the new address. */
type Step = { values: ChangeIdentifierInput; operation: 'VERIFY_AMF' | 'VERIFY_MAIL_AMF' };

/**
 * A sensitive change (issue 13): the owner proves himself with a VERIFY_AMF code, then the new
 * address with a VERIFY_MAIL_AMF code sent to it; the change is sent with that second code.
 */
export function ChangeIdentifierSection() {
  const form = useForm<ChangeIdentifierInput>({
    resolver: zodResolver(changeIdentifierSchema),
    defaultValues: { newUserName: '', password: '' },
  });
  const [step, setStep] = useState<Step | null>(null);
  const change = useChangeIdentifier();
  const ownerSendType = useOwnerCodeSendType();
  const queryClient = useQueryClient();
  // The owner's code goes by SMS on a protected account: the form waits to know which it is.
  const onSubmit = form.handleSubmit((values) => {
    if (ownerSendType) setStep({ values, operation: 'VERIFY_AMF' });
  });

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
          <Button type="submit" disabled={change.isPending || !ownerSendType}>
            {t.submit}
          </Button>
        </div>
      </form>
      {step && (
        <MfaChallenge
          key={step.operation}
          operation={step.operation}
          {...(step.operation === 'VERIFY_AMF'
            ? { sendType: ownerSendType ?? 'SMS' }
            : { sendType: 'MAIL', username: step.values.newUserName })}
          onVerified={() => {
            if (step.operation === 'VERIFY_AMF') return setStep({ ...step, operation: 'VERIFY_MAIL_AMF' });
            setStep(null);
            send(step.values);
          }}
          onClose={() => setStep(null)}
        />
      )}
    </AccountSection>
  );
}
