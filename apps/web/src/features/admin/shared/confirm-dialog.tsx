import { Modal } from '@/components/ui/modal';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm(): void;
  onClose(): void;
}

/** A question before an action that changes what members see (deletions): confirm or cancel. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel = 'Annuler',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onClose}>
      <p>{text}</p>
      <div className="button-row">
        <button type="button" className="btn btn--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {cancelLabel}
        </button>
      </div>
    </Modal>
  );
}
