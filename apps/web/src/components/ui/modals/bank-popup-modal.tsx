import { Modal } from '../modal';
import type { UploaderOptions } from '../file-uploader/upload-filters';
import type { SendFile } from '../file-uploader/use-upload-queue';
import { BankPopupForm, type BankPopupData } from './bank-popup-form';
import { modalTexts } from './texts';

/** §3 the contract part of the bank popup data. */
interface BankPopupContrat {
  numContrat: string;
  nomOffre: string;
  rib: string | null;
  codeModePaiement: string | null;
  hadRib: boolean;
}

interface BankPopupModalProps {
  contrat: BankPopupContrat;
  contratLabel?: string;
  isModeGestionManuel: boolean;
  uploaderOptions: UploaderOptions;
  /** Receives {titulaire, iban, bic, rib} with the contract, as the §7 save action sends it. */
  onSubmit(data: BankPopupData & { contrat: BankPopupContrat }): void;
  onClose(): void;
  send?: SendFile;
}

/** §2 benefit-payment bank popup: the contract, then titulaire, IBAN, BIC and the RIB file. */
export function BankPopupModal({
  contrat,
  contratLabel,
  isModeGestionManuel,
  uploaderOptions,
  onSubmit,
  onClose,
  send,
}: BankPopupModalProps) {
  return (
    <Modal title={modalTexts.bankTitle} size="lg" onClose={onClose}>
      <p>{modalTexts.bankIntro}</p>
      <dl className="summary-list">
        <div>
          <dt>{modalTexts.bankContract}</dt>
          <dd>{contratLabel ?? `${contrat.nomOffre} - ${contrat.numContrat}`}</dd>
        </div>
        <div>
          <dt>{modalTexts.bankCurrentRib}</dt>
          <dd>{contrat.hadRib && contrat.rib ? contrat.rib : modalTexts.bankNoRib}</dd>
        </div>
      </dl>
      <BankPopupForm
        isModeGestionManuel={isModeGestionManuel}
        uploaderOptions={uploaderOptions}
        onSubmit={(values) => onSubmit({ ...values, contrat })}
        onBack={onClose}
        send={send}
      />
    </Modal>
  );
}
