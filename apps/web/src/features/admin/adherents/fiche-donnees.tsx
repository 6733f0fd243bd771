// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dateHeureParis,
  exportDonneesGestionnaireBodySchema,
  type ExportDonneesEtat,
} from '@portail/shared/export-donnees';
import { formatBytes } from '@portail/shared/format';
import { Modal } from '@/components/ui/modal';
import { apiBlob } from '@/lib/api-blob';
import { apiJson } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { saveDownloadedFile } from '@/lib/resources';
import { useStaffRights } from '../shared/staff-rights';
import { ficheDonneesTexts as t } from './fiche-donnees-texts';

const pollMs = 5_000;

function etatTexte(etat: ExportDonneesEtat): string {
  switch (etat.statut) {
    case 'en_preparation':
      return t.enPreparation;
    case 'prete':
      return t.prete(dateHeureParis(etat.expireLe!), t.par[etat.demandePar ?? 'gestionnaire']);
    case 'expiree':
      return t.expiree;
    case 'echec':
      return t.echec;
    default:
      return t.aucune;
  }
}

/** The reason, then the archive is asked for (POST /api/admin/adherents/{id}/donnees/export). */
function PreparerDialog({
  url,
  onDone,
  onClose,
}: {
  url: string;
  onDone(etat: ExportDonneesEtat): void;
  onClose(): void;
}) {
  const id = useId();
  const [motif, setMotif] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = exportDonneesGestionnaireBodySchema.safeParse({ motif });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    setError(null);
    setPending(true);
    try {
      onDone(await apiJson<ExportDonneesEtat>(url, { method: 'POST', body: checked.data }));
    } catch (caught) {
      if (caught instanceof ApiError && caught.errors?.motif) setError(caught.errors.motif);
      setFailure(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal title={t.preparer} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        {failure && (
          <p className="alert alert--danger" role="alert">
            {failure}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-motif`}>{t.motif}</label>
          <textarea
            id={`${id}-motif`}
            rows={3}
            value={motif}
            onChange={(e) => setMotif(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-motif-error` : undefined}
          />
          {error && (
            <p className="field__error" id={`${id}-motif-error`}>
              {error}
            </p>
          )}
        </div>
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={pending}>
            {t.confirmer}
          </button>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t.annuler}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The member sheet's archive of his data, for a request received by post (right: comptes, update). */
export function FicheDonnees({ adherentId }: { adherentId: string }) {
  const rights = useStaffRights();
  const allowed = rights.can('comptes', 'update');
  const url = `/api/admin/adherents/${encodeURIComponent(adherentId)}/donnees/export`;
  const queryClient = useQueryClient();
  const queryKey = ['admin-fiche-donnees', adherentId] as const;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => apiJson<ExportDonneesEtat>(url, { signal }),
    enabled: allowed,
    refetchInterval: (q) => (q.state.data?.statut === 'en_preparation' ? pollMs : false),
    meta: { resourceLabel: t.title },
  });
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!allowed) return null;
  const etat = query.data;

  function download() {
    setFailure(null);
    apiBlob(`${url}/archive`)
      .then(saveDownloadedFile)
      .catch((error: unknown) => {
        setFailure(`${t.telechargementEchoue} ${error instanceof Error ? error.message : ''}`.trim());
        void query.refetch();
      });
  }

  return (
    <section className="card" aria-labelledby="fiche-donnees">
      <h2 id="fiche-donnees">{t.title}</h2>
      <p>{t.lead}</p>
      <p role="status" aria-live="polite">
        {etat ? etatTexte(etat) : ''}
      </p>
      {failure && (
        <p className="alert alert--danger" role="alert">
          {failure}
        </p>
      )}
      <div className="button-row">
        {etat?.statut === 'prete' && (
          <button type="button" className="btn btn--primary" onClick={download}>
            {t.telecharger(formatBytes(etat.taille ?? 0, 1))}
          </button>
        )}
        {etat && etat.statut !== 'en_preparation' && (
          <button type="button" className="btn btn--secondary" onClick={() => setOpen(true)}>
            {t.preparer}
          </button>
        )}
      </div>
      {open && (
        <PreparerDialog
          url={url}
          onClose={() => setOpen(false)}
          onDone={(next) => {
            setOpen(false);
            queryClient.setQueryData(queryKey, next);
          }}
        />
      )}
    </section>
  );
}
