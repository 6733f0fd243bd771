import { Button } from '../button';
import { Modal } from '../modal';
import { modalTexts } from './texts';

interface NoContractModalProps {
  onContinue(): void;
  message?: string;
}

/** §2 no-contract modal: blocking (Escape does nothing), its message and one way on. */
export function NoContractModal({ onContinue, message = modalTexts.noContractMessage }: NoContractModalProps) {
  return (
    <Modal
      title={modalTexts.noContractTitle}
      titleLevel={1}
      blocking
      onClose={() => undefined}
      actions={
        <Button onClick={onContinue} autoFocus>
          {modalTexts.noContractAction}
        </Button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
