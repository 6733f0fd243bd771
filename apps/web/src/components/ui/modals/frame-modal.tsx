import { Button } from '../button';
import { Modal } from '../modal';
import { modalTexts } from './texts';

interface FrameModalProps {
  title: string;
  /** The external page; the CSP frame-src must allow its origin. */
  url: string;
  /** Inline document instead of url (previews, gallery). */
  srcDoc?: string;
  onClose(): void;
}

/** §2 embedded-frame modal for external links of CMS content, with a way out to a new tab. */
export function FrameModal({ title, url, srcDoc, onClose }: FrameModalProps) {
  return (
    <Modal
      title={title}
      size="xl"
      onClose={onClose}
      actions={
        <>
          <a className="btn btn--ghost" href={url} target="_blank" rel="noopener noreferrer">
            {modalTexts.frameOpenInTab}
          </a>
          <Button onClick={onClose}>{modalTexts.close}</Button>
        </>
      }
    >
      <iframe
        className="frame-modal__frame"
        title={modalTexts.frameTitle(title)}
        {...(srcDoc === undefined ? { src: url } : { srcDoc })}
        sandbox="allow-scripts allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
    </Modal>
  );
}
