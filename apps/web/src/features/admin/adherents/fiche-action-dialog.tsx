// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useId, useState, type FormEvent } from 'react';
import { compteActionBodySchema, compteActionLabels, type CompteAction } from '@portail/shared/admin/fiche';
import { Modal } from '@/components/ui/modal';
import { apiJson } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { adminTexts } from '../shared/texts';

const t = adminTexts.fiche;

/** The reason (always) and the address (to create or change the identifier), then the action. */
export function ActionDialog({
  adherentId,
  action,
  defaultEmail,
  onDone,
  onClose,
}: {
  adherentId: string;
  action: CompteAction;
  defaultEmail: string | null;
  onDone(message: string): void;
  onClose(): void;
}) {
  const id = useId();
  const asksEmail = action === 'creer' || action === 'changer-identifiant';
  const [motif, setMotif] = useState('');
  const [email, setEmail] = useState(action === 'creer' ? (defaultEmail ?? '') : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The route's own schema: the same French messages here and there.
    const checked = compteActionBodySchema.safeParse(asksEmail ? { motif, email } : { motif });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const answer = await apiJson<{ message: string }>(`/api/admin/adherents/${adherentId}/compte/${action}`, {
        method: 'POST',
        body: checked.data,
      });
      onDone(answer.message);
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal title={compteActionLabels[action]} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        {failure && (
          <p className="alert alert--danger" role="alert">
            {failure}
          </p>
        )}
        {asksEmail && (
          <div className="field">
            <label htmlFor={`${id}-email`}>{t.nouvelEmail}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={`${id}-email-help${errors.email ? ` ${id}-email-error` : ''}`}
            />
            <p className="field__help" id={`${id}-email-help`}>
              {t.nouvelEmailHelp}
            </p>
            {errors.email && (
              <p className="field__error" id={`${id}-email-error`}>
                {errors.email}
              </p>
            )}
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-motif`}>{t.motif}</label>
          <textarea
            id={`${id}-motif`}
            rows={3}
            value={motif}
            onChange={(e) => setMotif(e.target.value)}
            aria-invalid={errors.motif ? true : undefined}
            aria-describedby={errors.motif ? `${id}-motif-error` : undefined}
          />
          {errors.motif && (
            <p className="field__error" id={`${id}-motif-error`}>
              {errors.motif}
            </p>
          )}
        </div>
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={pending}>
            {t.confirm}
          </button>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
