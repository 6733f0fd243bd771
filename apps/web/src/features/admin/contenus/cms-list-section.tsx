import { useState } from 'react';
import { Link } from 'react-router';
import type { CmsBlocSummary, CmsListesResponse } from '@portail/shared/admin/cms';
import { useStaffRights } from '../shared/staff-rights';
import { useCmsWrite } from './cms-api';
import { writeFailure } from '../shared/write-failure';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { MoveButtons, moved } from '../shared/move-buttons';
import { ScrollTable } from '../shared/scroll-table';
import { CmsStatut } from './cms-statut';
import type { ActionMessage } from '../shared/action-messages';
import { cmsTexts as t } from './cms-texts';

type Liste = CmsListesResponse['listes'][number];

interface CmsListSectionProps {
  liste: Liste;
  onMessage(message: NonNullable<ActionMessage>): void;
}

/** One block list: its blocks in order (moved with buttons), their state, and the deleted ones to restore. */
export function CmsListSection({ liste, onMessage }: CmsListSectionProps) {
  const rights = useStaffRights();
  const write = useCmsWrite();
  const [removing, setRemoving] = useState<CmsBlocSummary | null>(null);
  const headingId = `cms-liste-${liste.id}`;
  const canUpdate = rights.can('cms', 'update');

  async function run(action: () => Promise<unknown>, success?: string) {
    try {
      await action();
      if (success) onMessage({ text: success });
    } catch (error) {
      onMessage({ text: writeFailure(error).message, error: true });
    }
  }

  function move(index: number, by: -1 | 1) {
    const ids = moved(
      liste.blocs.map((b) => b.id),
      index,
      by,
    );
    void run(() => write('PUT', `listes/${liste.id}/ordre`, { ids }));
  }

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <div className="cms-list__head">
        <h2 id={headingId}>{liste.name}</h2>
        {rights.can('cms', 'create') && (
          <Link className="btn btn--secondary btn--small" to={`/admin/contenus/nouveau?liste=${liste.id}`}>
            {t.newBloc}
            <span className="visually-hidden"> ({liste.name})</span>
          </Link>
        )}
      </div>
      {t.listPurposes[liste.name] && <p className="muted">{t.listPurposes[liste.name]}</p>}
      {liste.blocs.length === 0 ? (
        <p>{t.emptyList}</p>
      ) : (
        <ScrollTable
          labelledBy={headingId}
          caption={liste.name}
          className="cms-table-admin"
          headers={[t.columns.order, t.columns.name, t.columns.title, t.columns.statut, t.columns.actions]}
        >
          {liste.blocs.map((bloc, index) => (
            <tr key={bloc.id}>
              <td>
                {canUpdate && (
                  <MoveButtons
                    upLabel={t.up(bloc.name)}
                    downLabel={t.down(bloc.name)}
                    index={index}
                    count={liste.blocs.length}
                    onMove={(by) => move(index, by)}
                  />
                )}
              </td>
              <th scope="row">
                <Link to={`/admin/contenus/${bloc.id}`} aria-label={t.edit(bloc.name)}>
                  {bloc.name}
                </Link>
              </th>
              <td>{bloc.title}</td>
              <td>
                <CmsStatut bloc={bloc} />
                {bloc.isSingleDisplay && <span className="cms-statut__note">{t.singleDisplay}</span>}
                {bloc.hasCookieOption && <span className="cms-statut__note">{t.cookieOption}</span>}
              </td>
              <td>
                {rights.can('cms', 'delete') && (
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => setRemoving(bloc)}>
                    {t.removeShort}
                    <span className="visually-hidden"> {bloc.name}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
      {liste.supprimes.length > 0 && (
        <details className="cms-deleted">
          <summary>
            {t.deletedTitle} ({liste.supprimes.length})
          </summary>
          <ul>
            {liste.supprimes.map((bloc) => (
              <li key={bloc.id}>
                {bloc.name} — {bloc.title}{' '}
                {canUpdate && (
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    onClick={() =>
                      void run(() => write('POST', `blocs/${bloc.id}/retablir`), t.restoredDeleted(bloc.name))
                    }
                  >
                    {t.restoreDeleted(bloc.name)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
      {liste.blocs.length === 0 && rights.can('cms', 'delete') && (
        <p>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => void run(() => write('DELETE', `listes/${liste.id}`), t.listDeleted(liste.name))}
          >
            {t.deleteList(liste.name)}
          </button>
        </p>
      )}
      {removing && (
        <ConfirmDialog
          title={t.remove(removing.name)}
          text={t.confirmRemove(removing.name)}
          confirmLabel={t.remove(removing.name)}
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            const bloc = removing;
            setRemoving(null);
            void run(() => write('DELETE', `blocs/${bloc.id}`), t.removed(bloc.name));
          }}
        />
      )}
    </section>
  );
}
