import type { ReactNode } from 'react';
import { Button } from '../button';
import { Modal, type ModalSize } from '../modal';
import { modalTexts } from './texts';

interface InfoModalProps {
  title?: string;
  children: ReactNode;
  onClose(): void;
  size?: ModalSize;
}

/** §2 info modal: an optional title, the message and Ok. */
export function InfoModal({ title, children, onClose, size }: InfoModalProps) {
  return (
    <Modal
      title={title}
      label={modalTexts.info}
      size={size}
      onClose={onClose}
      actions={
        <Button onClick={onClose} autoFocus>
          {modalTexts.ok}
        </Button>
      }
    >
      {children}
    </Modal>
  );
}
