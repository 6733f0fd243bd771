import { useState } from 'react';
import type { PieceJointe } from '@portail/shared/demandes';
import type { DownloadedFile } from '@/lib/api-blob';
import { saveDownloadedFile } from '@/lib/resources';
import { showToast } from '@/lib/toasts';
import { DocumentViewer, viewerTexts as t } from './document-viewer';

interface PieceListProps {
  pieces: readonly PieceJointe[];
  /** The piece's {route}/visionneuse address. */
  viewUrl(piece: PieceJointe): string;
  download(piece: PieceJointe): Promise<DownloadedFile>;
}

/** A request's attachments: each shown in the in-page viewer or downloaded (member and staff alike). */
export function PieceList({ pieces, viewUrl, download }: PieceListProps) {
  const [viewing, setViewing] = useState<PieceJointe | null>(null);
  const save = (piece: PieceJointe) =>
    download(piece)
      .then(saveDownloadedFile)
      .catch(() => showToast({ type: 'danger', text: t.downloadFailed }));
  if (pieces.length === 0) return <p>{t.noPieces}</p>;
  return (
    <>
      <ul className="file-list">
        {pieces.map((piece) => (
          <li key={piece.remoteFileName} className="file-list__item">
            <span className="file-list__name">{piece.nomFichier}</span>
            <span className="file-list__actions">
              <button
                type="button"
                className="btn btn--ghost btn--small"
                aria-label={t.viewNamed(piece.nomFichier)}
                onClick={() => setViewing(piece)}
              >
                {t.view}
              </button>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                aria-label={t.downloadNamed(piece.nomFichier)}
                onClick={() => void save(piece)}
              >
                {t.download}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {viewing && (
        <DocumentViewer
          title={viewing.nomFichier}
          url={viewUrl(viewing)}
          contentType={viewing.contentType}
          onDownload={() => void save(viewing)}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}
