import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { InboxDetail } from '@portail/shared/admin/demandes';
import { LoadingStatus } from '@/components/ui/loading-status';
import { DemandeDonnees, DemandeThread, DemandeTimeline } from '@/components/ui/demande-parts';
import { PieceList } from '@/components/ui/piece-list';
import { StatutChip } from '@/components/ui/statut-chip';
import { apiBlob } from '@/lib/api-blob';
import { apiJson } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { frDate } from '@/lib/format-date';
import { showToast } from '@/lib/toasts';
import { usePageTitle } from '@/lib/use-page-title';
import { useStaffRights } from '../shared/staff-rights';
import { inboxTexts } from './inbox-texts';
import { DemandeActions } from './inbox-demande-actions';
import { SlaBadge } from './inbox-columns';

const t = inboxTexts.detail;

function Pieces({ demande, pieces }: { demande: InboxDetail; pieces: InboxDetail['pieces'] }) {
  const url = (remote: string, action: 'export' | 'visionneuse') =>
    `/api/admin/demandes/${demande.id}/pieces/${encodeURIComponent(remote)}/${action}`;
  return (
    <PieceList
      pieces={pieces}
      viewUrl={(p) => url(p.remoteFileName, 'visionneuse')}
      download={(p) => apiBlob(url(p.remoteFileName, 'export'))}
    />
  );
}

/** Assign to me or free the request: a save of its own, on the version read. */
function Attribution({ demande, onChanged }: { demande: InboxDetail; onChanged(): Promise<unknown> }) {
  const rights = useStaffRights();
  const [pending, setPending] = useState(false);
  const mine = demande.attribueA !== null;
  async function toggle() {
    setPending(true);
    try {
      const answer = await apiJson<{ message: string }>(`/api/admin/demandes/${demande.id}/attribuer`, {
        method: 'POST',
        body: { version: demande.version, attribuer: !mine },
      });
      showToast({ type: 'success', text: answer.message });
    } catch (failure) {
      showToast({ type: 'danger', text: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setPending(false);
      await onChanged();
    }
  }
  return (
    <p className="inbox-assignee">
      <strong>{t.attribueA} :</strong> {demande.attribueA?.nom ?? t.personne}{' '}
      {rights.can('demandes', 'update') && (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() => void toggle()}
          disabled={pending}
        >
          {mine ? t.liberer : t.meAttribuer}
        </button>
      )}
    </p>
  );
}

/** Back office: one request, as the member sent it, its thread, and its handling (decision 034). */
export function DemandePage() {
  const { id = '' } = useParams();
  const rights = useStaffRights();
  const query = useQuery({
    queryKey: ['admin-demande', id],
    queryFn: ({ signal }) => apiJson<InboxDetail>(`/api/admin/demandes/${encodeURIComponent(id)}`, { signal }),
    meta: { resourceLabel: inboxTexts.title },
  });
  const d = query.data;
  usePageTitle(d ? `${t.numero(d.numero)} – ${inboxTexts.title}` : inboxTexts.title);
  if (query.isPending) return <LoadingStatus />;
  if (!d)
    return (
      <section className="card">
        <p className="alert alert--danger" role="alert">
          {query.error instanceof ApiError ? query.error.message : inboxTexts.title}
        </p>
        <Link to="/admin/demandes?statut=ouvertes">{t.back}</Link>
      </section>
    );
  return (
    <div className="stack inbox-demande">
      <section className="card stack">
        <Link to="/admin/demandes?statut=ouvertes">{t.back}</Link>
        <div className="demande-head">
          <h1>{d.objet}</h1>
          <StatutChip statut={d.statut} />
        </div>
        <p className="item-list__meta">
          {t.numero(d.numero)} · {d.libelleType} · {t.recueLe(frDate(d.creeLe))} ·{' '}
          <SlaBadge sla={d.sla} ageJours={d.ageJours} />
          {d.numeroContrat && ` · ${t.contrat} ${d.numeroContrat}`}
        </p>
        <p>
          <strong>{t.adherent} :</strong>{' '}
          <Link to={`/admin/adherents/${d.adherent.id}`}>
            {d.adherent.prenom} {d.adherent.nom}
          </Link>{' '}
          ({d.adherent.numPers}){d.adherent.email && ` · ${d.adherent.email}`}
        </p>
        <Attribution demande={d} onChanged={() => query.refetch()} />
        {d.motifRefus && (
          <div className="alert alert--danger">
            <p>
              <strong>{t.refused}</strong>
            </p>
            <p className="preformatted">{d.motifRefus}</p>
          </div>
        )}
      </section>

      <div className="demande-columns">
        <section className="card stack" aria-labelledby="inbox-data-title">
          <h2 id="inbox-data-title">{t.data}</h2>
          <DemandeDonnees donnees={d.donnees} />
          <h3>{t.pieces}</h3>
          <Pieces demande={d} pieces={d.pieces} />
        </section>
        <section className="card stack" aria-labelledby="inbox-timeline-title">
          <h2 id="inbox-timeline-title">{t.timeline}</h2>
          <DemandeTimeline historique={d.historique} />
        </section>
      </div>

      <section className="card stack" aria-labelledby="inbox-thread-title">
        <h2 id="inbox-thread-title">{t.thread}</h2>
        {d.messages.length === 0 ? (
          <p>{t.noMessages}</p>
        ) : (
          <DemandeThread
            messages={d.messages}
            author={(index) => d.auteurs[index] ?? ''}
            pieces={(m) => <Pieces demande={d} pieces={m.pieces} />}
          />
        )}
      </section>

      {d.peutRepondre && rights.can('demandes', 'update') ? (
        <DemandeActions demande={d} onChanged={() => query.refetch()} />
      ) : (
        !d.peutRepondre && <p className="card">{t.closed}</p>
      )}
    </div>
  );
}
