import type { ReactNode } from 'react';
import { Dialog, Heading, I18nProvider, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import './press-style';
import '@/styles/ui-modals.css';

export type ModalSize = 'lg' | 'xl';

interface ModalProps {
  /** Optional for the info modal; `label` then names the dialog. */
  title?: string;
  label?: string;
  /** h1 when the dialog is all the page shows (e.g. a blocking modal), h2 otherwise. */
  titleLevel?: 1 | 2;
  children: ReactNode;
  actions?: ReactNode;
  /** Called on Escape (unless blocking); a modal shown by the page closes by unmounting or isOpen. */
  onClose(): void;
  /** §9 modal sizes. */
  size?: ModalSize;
  /** Blocking: Escape does nothing, the reader must use the modal's own action. */
  blocking?: boolean;
  isOpen?: boolean;
  className?: string;
}

/**
 * Modal dialog on react-aria: focus is trapped inside, Escape closes it unless it is blocking,
 * the background is inert, and focus returns where it was when it closes.
 */
export function Modal(props: ModalProps) {
  const { title, label, titleLevel = 2, children, actions, onClose, size = 'lg', blocking = false } = props;
  return (
    <I18nProvider locale="fr-FR">
      <ModalOverlay
        className="ui-modal-overlay"
        isOpen={props.isOpen ?? true}
        onOpenChange={(open) => !open && onClose()}
        isKeyboardDismissDisabled={blocking}
      >
        <AriaModal className={`ui-modal ui-modal--${size} ${props.className ?? ''}`}>
          <Dialog
            className="ui-modal__dialog"
            role={blocking ? 'alertdialog' : 'dialog'}
            {...(title ? {} : { 'aria-label': label })}
          >
            {title && (
              <Heading slot="title" level={titleLevel} className="ui-modal__title">
                {title}
              </Heading>
            )}
            <div className="ui-modal__content">{children}</div>
            {actions && <div className="ui-modal__actions">{actions}</div>}
          </Dialog>
        </AriaModal>
      </ModalOverlay>
    </I18nProvider>
  );
}
