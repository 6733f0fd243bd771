import { Button } from '@/components/ui/button';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { replyMaxLength, type PieceJointe } from '@portail/shared/demandes';
import { formOptionsFor, isFormType } from '@portail/shared/forms/form-rules';
import { messages } from '@portail/shared/messages';
import { FileUploader } from '@/components/ui/file-uploader/file-uploader';
import { pendingMessage, type UploadPending } from '@/components/ui/file-uploader/uploader-rules';
import type { UploadedFile } from '@/components/ui/file-uploader/use-upload-queue';
import { LoadingStatus } from '@/components/ui/loading-status';
import { TextArea } from '@/components/ui/text-area';
import { useClientConfig } from '@/lib/api/get-client-config';
import { isApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toasts';
import { usePageTitle } from '@/lib/use-page-title';
import { DemandeDonnees, DemandeThread, DemandeTimeline } from '@/components/ui/demande-parts';
import { PieceList } from '@/components/ui/piece-list';
import { downloadPiece, pieceUrl, useDemande, useReplyDemande } from '@/lib/api/demandes';
import { frDate } from '@/lib/format-date';
import { demandesTexts } from '../texts';
import { uploaderOptionsOf } from '@/components/ui/file-uploader/uploader-options';
import { StatutChip } from '@/components/ui/statut-chip';

const t = demandesTexts.detail;

/** The request's attachments, shown or downloaded through the member's routes. */
function Pieces({ numero, pieces }: { numero: string; pieces: readonly PieceJointe[] }) {
  return (
    <PieceList
      pieces={pieces}
      viewUrl={(piece) => pieceUrl(numero, piece.remoteFileName, 'visionneuse')}
      download={(piece) => downloadPiece(numero, piece.remoteFileName)}
    />
  );
}

function ReplyForm({ numero, type }: { numero: string; type: string }) {
  const { configuration } = useClientConfig();
  const reply = useReplyDemande(numero);
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploadPending, setUploadPending] = useState<UploadPending>(null);
  const uploading = uploadPending !== null;
  const [error, setError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const uploader = useMemo(
    () => uploaderOptionsOf(formOptionsFor(isFormType(type) ? type : 'contact/v2', configuration.formulaires).pieces),
    [type, configuration.formulaires],
  );
  return (
    <form
      className="form reply-form"
      noValidate
      aria-labelledby="reply-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (uploading || reply.isPending) return;
        reply.mutate(
          { message, pieces: files },
          {
            onSuccess: () => {
              showToast({ type: 'success', text: t.replySent });
              setMessage('');
              setFiles([]);
              setError(null);
              setResetKey((k) => k + 1);
              // The reply is now the thread's last message: the member is taken there (WCAG 2.4.3).
              document.getElementById('thread-title')?.focus();
            },
            onError: (e) => {
              const fieldError = isApiError(e) ? (e.errors?.message ?? e.errors?.pieces) : undefined;
              setError(fieldError ?? null);
              showToast({ type: 'danger', text: messages.requestFailed, details: fieldError ? [fieldError] : [] });
            },
          },
        );
      }}
    >
      <h3 id="reply-title">{t.reply}</h3>
      <TextArea
        id="reply-message"
        label={t.replyMessage}
        rows={4}
        characterLimit={replyMaxLength}
        value={message}
        onChange={setMessage}
        error={error}
      />
      <FileUploader
        key={resetKey}
        label={t.replyPieces}
        inputName="pieces"
        options={uploader}
        message={pendingMessage(uploadPending)}
        onPendingChange={setUploadPending}
        onFilesChange={setFiles}
      />
      <div className="button-row">
        <Button type="submit" disabled={uploading} busy={reply.isPending}>
          {t.replySend}
        </Button>
      </div>
    </form>
  );
}

/** #/espace-adherent/demandes/{numero}: status timeline, what was sent, attachments, thread, answer. */
export function DemandeDetailPage() {
  const { numero = '' } = useParams();
  const { data: demande, isPending, error } = useDemande(numero);
  usePageTitle(demande ? `${demande.objet} – ${demandesTexts.title}` : demandesTexts.title);
  if (isPending) return <LoadingStatus />;
  if (error || !demande) {
    return (
      <section className="card stack">
        <h1>{demandesTexts.title}</h1>
        <p role="alert">{isApiError(error) ? error.message : messages.requestFailed}</p>
        <Link to="/espace-adherent/demandes">{t.back}</Link>
      </section>
    );
  }
  return (
    <div className="stack">
      <section className="card stack">
        <Link to="/espace-adherent/demandes" className="back-link">
          <span aria-hidden="true">← </span>
          {t.back}
        </Link>
        <div className="demande-head">
          <h1>{demande.objet}</h1>
          <StatutChip statut={demande.statut} />
        </div>
        <p className="item-list__meta">
          {demande.libelleType} · {demandesTexts.numero(demande.numero)} ·{' '}
          {demandesTexts.sentOn(frDate(demande.creeLe))}
          {demande.numeroContrat && ` · ${t.contrat} ${demande.numeroContrat}`}
        </p>
        {demande.statut === 'en_attente_pieces' && <p className="alert alert--warning">{t.waiting}</p>}
        {demande.motifRefus && (
          <div className="alert alert--danger">
            <p>
              <strong>{t.refused}</strong>
            </p>
            <p className="preformatted">{demande.motifRefus}</p>
          </div>
        )}
      </section>

      <div className="demande-columns">
        <section className="card stack" aria-labelledby="timeline-title">
          <h2 id="timeline-title">{t.timeline}</h2>
          <DemandeTimeline historique={demande.historique} />
        </section>

        <section className="card stack" aria-labelledby="data-title">
          <h2 id="data-title">{t.data}</h2>
          <DemandeDonnees donnees={demande.donnees} />
          <h3>{t.pieces}</h3>
          <Pieces numero={demande.numero} pieces={demande.pieces} />
        </section>
      </div>

      <section className="card stack" aria-labelledby="thread-title">
        <h2 id="thread-title" tabIndex={-1}>
          {t.thread}
        </h2>
        {demande.messages.length === 0 ? (
          <p>{t.noMessages}</p>
        ) : (
          <DemandeThread
            messages={demande.messages}
            author={(index) => (demande.messages[index]?.auteur === 'adherent' ? t.you : t.mutuelle)}
            pieces={(m) => <Pieces numero={demande.numero} pieces={m.pieces} />}
          />
        )}
        {demande.peutRepondre ? <ReplyForm numero={demande.numero} type={demande.type} /> : <p>{t.closed}</p>}
      </section>
    </div>
  );
}
