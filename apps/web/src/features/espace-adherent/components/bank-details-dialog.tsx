import { useState } from 'react';
import { contratLabel } from '@portail/shared/contrat-rules';
import { formOptionsFor } from '@portail/shared/forms/form-rules';
import { formSuccessMessage } from '@portail/shared/forms/form-options';
import { messages } from '@portail/shared/messages';
import { MfaChallenge } from '@/components/identity/mfa-challenge';
import { BankPopupModal } from '@/components/ui/modals/bank-popup-modal';
import { useClientConfig } from '@/lib/api/get-client-config';
import { useOwnerCodeSendType } from '@/lib/api/identity-account';
import { isApiError } from '@/lib/api-error';
import { useContrats } from '@/lib/contrats-context';
import { showToast } from '@/lib/toasts';
import { useSubmitForm } from '@/lib/api/demandes';
import { uploaderOptionsOf } from '@/components/ui/file-uploader/uploader-options';

/**
 * The §2 benefit-payment bank popup of BankDetailsPrompt, loaded when it opens (the contract has no
 * account for benefits): sent through the request engine (forms/ribprestations).
 * A bank change needs a fresh security code: on 403 SECURITY_CODE_REQUIRED the multi-factor step
 * opens over the popup, then the same values go again (decision 026).
 */
export function BankDetailsDialog({ onClose }: { onClose(): void }) {
  const { configuration } = useClientConfig();
  const { current } = useContrats();
  const submit = useSubmitForm('ribprestations');
  const options = formOptionsFor('ribprestations', configuration.formulaires);
  const paiement = current.modalitePaiementPrestation;
  const ownerSendType = useOwnerCodeSendType();
  const [waiting, setWaiting] = useState<unknown>(null);
  function send(body: unknown) {
    submit.mutate(body, {
      onSuccess: (answer) => {
        onClose();
        showToast({ type: 'success', text: formSuccessMessage(answer) });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'SECURITY_CODE_REQUIRED') {
          setWaiting(body);
          return;
        }
        showToast({
          type: 'danger',
          text: messages.requestFailed,
          details: isApiError(error) && error.errors ? Object.values(error.errors) : [],
        });
      },
    });
  }
  return (
    <>
      <BankPopupModal
        contrat={{
          numContrat: current.numeroContratIndividuel,
          nomOffre: current.nomOffre,
          rib: paiement.rib,
          codeModePaiement: paiement.codeModePaiement,
          hadRib: !paiement.isMissing,
        }}
        contratLabel={contratLabel(current)}
        isModeGestionManuel={options.modeGestion === 'manuel'}
        uploaderOptions={{ ...uploaderOptionsOf(options.pieces), queueLimit: 1 }}
        onClose={onClose}
        onSubmit={({ titulaire, iban, bic, rib }) => send({ titulaire, iban, bic, pieces: rib })}
      />
      {waiting !== null && ownerSendType && (
        <MfaChallenge
          operation="VERIFY_AMF"
          sendType={ownerSendType}
          onVerified={() => {
            const body = waiting;
            setWaiting(null);
            send(body);
          }}
          onClose={() => setWaiting(null)}
        />
      )}
    </>
  );
}
