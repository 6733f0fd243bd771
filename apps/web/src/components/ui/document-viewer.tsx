import { Modal } from './modal';

export const viewerTexts = {
  view: 'Afficher',
  download: 'Télécharger',
  downloadFailed: 'Le téléchargement a échoué.',
  close: 'Fermer',
  frameTitle: (titre: string) => `Aperçu du document ${titre}`,
  viewNamed: (name: string) => `Afficher ${name}`,
  downloadNamed: (name: string) => `Télécharger ${name}`,
  noPieces: 'Aucune pièce jointe.',
} as const;
const t = viewerTexts;

interface DocumentViewerProps {
  title: string;
  /** The {route}/visionneuse address: served inline, framable by the portal only. */
  url: string;
  contentType: string;
  onDownload(): void;
  onClose(): void;
}

/** The in-page viewer (§7 visionneuse): a PDF in a frame, an image as an image, download beside. */
export function DocumentViewer({ title, url, contentType, onDownload, onClose }: DocumentViewerProps) {
  return (
    <Modal
      title={title}
      size="xl"
      onClose={onClose}
      className="document-viewer"
      actions={
        <>
          <button type="button" className="btn btn--secondary" onClick={onDownload}>
            {t.download}
          </button>
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t.close}
          </button>
        </>
      }
    >
      {contentType.startsWith('image/') ? (
        <img className="document-viewer__image" src={url} alt={title} />
      ) : (
        <iframe className="document-viewer__frame" src={url} title={t.frameTitle(title)} />
      )}
    </Modal>
  );
}
