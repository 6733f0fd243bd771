// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import {
  inboxAcceptSchema,
  inboxAskPieceSchema,
  inboxRefuseSchema,
  inboxReplySchema,
  type InboxDetail,
} from '@portail/shared/admin/demandes';
import { formOptionsFor, isFormType } from '@portail/shared/forms/form-rules';
import { FileUploader } from '@/components/ui/file-uploader/file-uploader';
import { pendingMessage, type UploadPending } from '@/components/ui/file-uploader/uploader-rules';
import type { UploadedFile } from '@/components/ui/file-uploader/use-upload-queue';
import { Tabs } from '@/components/ui/tabs';
import { useClientConfig } from '@/lib/api/get-client-config';
import { apiJson } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toasts';
import { uploaderOptionsOf } from '@/components/ui/file-uploader/uploader-options';
import { inboxTexts } from './inbox-texts';

const t = inboxTexts.detail;
const inboxActions = ['repondre', 'demander-piece', 'accepter', 'refuser'] as const;
type InboxAction = (typeof inboxActions)[number];

/** Each action's route schema, and the field its text goes to. */
const actionSchemas: Record<InboxAction, { schema: z.ZodType; field: 'message' | 'motif'; label: string }> = {
  repondre: { schema: inboxReplySchema, field: 'message', label: t.message },
  'demander-piece': { schema: inboxAskPieceSchema, field: 'message', label: t.pieceMessage },
  accepter: { schema: inboxAcceptSchema, field: 'message', label: t.messageOptional },
  refuser: { schema: inboxRefuseSchema, field: 'motif', label: t.motif },
};

interface DemandeActionsProps {
  demande: InboxDetail;
  /** After a save, or to read the request again after a conflict. */
  onChanged(): Promise<unknown>;
}

/**
 * Handling a request: answer (with documents), ask for a document, accept, refuse. Each save
 * carries the version read; a colleague's save in between is refused by the server (409) and the
 * draft stays here, to send again once the request is read anew.
 */
export function DemandeActions({ demande, onChanged }: DemandeActionsProps) {
  const { configuration } = useClientConfig();
  const [action, setAction] = useState<InboxAction>('repondre');
  const [drafts, setDrafts] = useState<Record<InboxAction, string>>({
    repondre: '',
    'demander-piece': '',
    accepter: '',
    refuser: '',
  });
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploadPending, setUploadPending] = useState<UploadPending>(null);
  const uploading = uploadPending !== null;
  const [uploaderKey, setUploaderKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const uploader = useMemo(
    () =>
      uploaderOptionsOf(
        formOptionsFor(isFormType(demande.type) ? demande.type : 'contact/v2', configuration.formulaires).pieces,
      ),
    [demande.type, configuration.formulaires],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading || pending) return;
    const { schema, field } = actionSchemas[action];
    const body = {
      version: demande.version,
      [field]: drafts[action],
      ...(action === 'repondre' ? { pieces: files } : {}),
    };
    const checked = schema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const answer = await apiJson<{ message: string }>(`/api/admin/demandes/${demande.id}/${action}`, {
        method: 'POST',
        body: checked.data,
      });
      showToast({ type: 'success', text: answer.message });
      setDrafts((d) => ({ ...d, [action]: '' }));
      if (action === 'repondre') {
        setFiles([]);
        setUploaderKey((k) => k + 1);
      }
      setConflict(null);
      await onChanged();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setConflict(failure.message);
      else if (failure instanceof ApiError && failure.errors)
        setError(Object.values(failure.errors)[0] ?? failure.message);
      else showToast({ type: 'danger', text: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setPending(false);
    }
  }

  const form = (current: InboxAction) => {
    const { field, label } = actionSchemas[current];
    const id = `inbox-${current}-${field}`;
    return (
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={id}>{label}</label>
          <textarea
            id={id}
            rows={5}
            maxLength={5000}
            value={drafts[current]}
            onChange={(e) => setDrafts((d) => ({ ...d, [current]: e.target.value }))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p className="field__error" id={`${id}-error`}>
              {error}
            </p>
          )}
        </div>
        {current === 'repondre' && (
          <FileUploader
            key={uploaderKey}
            label={t.joindre}
            inputName="pieces"
            options={uploader}
            message={pendingMessage(uploadPending)}
            onPendingChange={setUploadPending}
            onFilesChange={setFiles}
          />
        )}
        <p className="field__help">{t.mailNote}</p>
        <div className="button-row">
          <button
            type="submit"
            className={current === 'refuser' ? 'btn btn--danger' : 'btn btn--primary'}
            disabled={pending || uploading}
          >
            {t.send[current]}
          </button>
        </div>
      </form>
    );
  };

  return (
    <section className="card stack" aria-labelledby="inbox-actions-title">
      <h2 id="inbox-actions-title">{t.actions}</h2>
      {conflict && (
        <div className="alert alert--danger" role="alert">
          <p>{conflict}</p>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => void onChanged().then(() => setConflict(null))}
          >
            {t.reload}
          </button>
        </div>
      )}
      <Tabs
        label={t.actions}
        selectedKey={action}
        onSelectionChange={(key) => {
          setAction(key as InboxAction);
          setError(null);
        }}
        items={inboxActions.map((a) => ({ key: a, label: t.actionLabels[a], content: form(a) }))}
      />
    </section>
  );
}
