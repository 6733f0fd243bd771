import { useState, type ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';
import { Button } from '../button';
import { Modal, type ModalSize } from '../modal';
import { modalTexts } from './texts';

interface CmsPopupModalProps {
  title: string;
  /** The CMS content, already sanitised and rendered by the feature. */
  children: ReactNode;
  /** Shows the "ne plus afficher ce message" checkbox (cookie option). */
  showDontShowAgain?: boolean;
  onClose(dontShowAgain: boolean): void;
  size?: ModalSize;
}

/** §2 CMS popup: title, content, Fermer and the optional "do not show again" checkbox. */
export function CmsPopupModal({ title, children, showDontShowAgain, onClose, size }: CmsPopupModalProps) {
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const close = () => onClose(showDontShowAgain === true && dontShowAgain);
  return (
    <Modal
      title={title}
      size={size}
      onClose={close}
      actions={
        <>
          {showDontShowAgain && (
            <Checkbox className="checkbox ui-modal__checkbox" isSelected={dontShowAgain} onChange={setDontShowAgain}>
              <span className="checkbox__box" aria-hidden="true" />
              {modalTexts.dontShowAgain}
            </Checkbox>
          )}
          <Button onClick={close}>{modalTexts.close}</Button>
        </>
      }
    >
      <div className="cms-content">{children}</div>
    </Modal>
  );
}
