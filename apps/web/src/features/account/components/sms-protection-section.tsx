// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import { QueryPending } from '@/components/ui/query-pending';
import '@/lib/zod-setup';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { newAmfTelSchema, type AmfOperation } from '@portail/shared/identity-amf';
import { MfaChallenge } from '@/components/identity/mfa-challenge';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { amfStatusQueryOptions, useAmfStatus } from '@/lib/api/identity-account';
import { showToast } from '@/lib/toasts';
import { accountTexts as t } from '../texts';
import { AccountSection } from './account-section';

/** A step of the change; `then`: the step that follows once this code is verified. */
type Change = { operation: AmfOperation; newAmfTel?: string; then?: Change };

/**
 * SMS protection: activate (ACTIVATE_AMF to the new mobile), modify (a VERIFY_AMF code of the
 * current owner first, then MODIFY_TEL_AMF to the new mobile; decision 026), deactivate.
 */
export function SmsProtectionSection() {
  const status = useAmfStatus();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [change, setChange] = useState<Change | null>(null);

  function withPhone(operation: AmfOperation) {
    const parsed = newAmfTelSchema.safeParse(phone);
    if (!parsed.success) return setPhoneError(parsed.error.issues[0]?.message ?? null);
    setPhoneError(null);
    const step = { operation, newAmfTel: parsed.data };
    setChange(operation === 'MODIFY_TEL_AMF' ? { operation: 'VERIFY_AMF', then: step } : step);
  }

  if (!status.data) return <QueryPending query={status} />;
  const { isAmfActivated, telephone, amfSmsActivated } = status.data;
  return (
    <AccountSection id="account-sms" title={t.smsTitle}>
      {!amfSmsActivated && !isAmfActivated ? (
        <p>{t.smsUnavailable}</p>
      ) : (
        <div className="form">
          <p>{isAmfActivated ? t.smsOn(telephone ?? '') : t.smsOff}</p>
          {amfSmsActivated && (
            <TextField
              label={t.mobile}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={setPhone}
              state={phoneError ? 'error' : 'default'}
              message={phoneError}
            />
          )}
          <div className="button-row">
            {!isAmfActivated && <Button onClick={() => withPhone('ACTIVATE_AMF')}>{t.activate}</Button>}
            {isAmfActivated && amfSmsActivated && (
              <Button variant="secondary" onClick={() => withPhone('MODIFY_TEL_AMF')}>
                {t.modify}
              </Button>
            )}
            {isAmfActivated && (
              <Button variant="secondary" onClick={() => setChange({ operation: 'DESACTIVATE_AMF' })}>
                {t.deactivate}
              </Button>
            )}
          </div>
        </div>
      )}
      {change && (
        <MfaChallenge
          key={change.operation}
          operation={change.operation}
          sendType="SMS"
          {...(change.newAmfTel ? { newAmfTel: change.newAmfTel } : {})}
          onVerified={(_code, answer) => {
            if (change.then) return setChange(change.then);
            setChange(null);
            setPhone('');
            showToast({ type: 'success', text: answer.message });
            // §7: a refresh follows ActivateAmf and ModifyTelAmf.
            void queryClient.invalidateQueries({ queryKey: amfStatusQueryOptions.queryKey });
          }}
          onClose={() => setChange(null)}
        />
      )}
    </AccountSection>
  );
}
