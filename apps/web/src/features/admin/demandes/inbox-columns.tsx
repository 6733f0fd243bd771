import { Link } from 'react-router';
import { slaLibelles, type InboxRow } from '@portail/shared/admin/demandes';
import { StatutChip } from '@/components/ui/statut-chip';
import { frDate } from '@/lib/format-date';
import { inboxTexts as t } from './inbox-texts';
import type { GridColumn } from '../shared/data-grid/data-grid';

/** The age against the deadline: its words always, its colour only as a help. */
export function SlaBadge({ sla, ageJours }: Pick<InboxRow, 'sla' | 'ageJours'>) {
  if (sla === 'close') return <span>{t.jours(ageJours)}</span>;
  return (
    <span className={`badge sla sla--${sla}`}>
      {t.jours(ageJours)}
      {sla !== 'dans_les_temps' && ` · ${slaLibelles[sla]}`}
    </span>
  );
}

export const inboxColumns: GridColumn<InboxRow>[] = [
  {
    id: 'numero',
    header: t.columns.numero,
    meta: { sortable: true },
    cell: ({ row }) => (
      <>
        <Link to={`/admin/demandes/${row.original.id}`}>{row.original.numero}</Link>
        {row.original.messageAdherent && (
          <span className="badge badge--new" title={t.nouveauMessage}>
            <span aria-hidden="true">✉</span>
            <span className="visually-hidden"> {t.nouveauMessage}</span>
          </span>
        )}
      </>
    ),
  },
  {
    id: 'creeLe',
    header: t.columns.creeLe,
    meta: { sortable: true },
    cell: ({ row }) => (
      <span className="cell-stack">
        <span>{frDate(row.original.creeLe)}</span>
        <SlaBadge {...row.original} />
      </span>
    ),
  },
  {
    id: 'objet',
    header: t.columns.objet,
    cell: ({ row }) => (
      <span className="cell-stack cell-wrap">
        <span>{row.original.objet}</span>
        <span className="muted">{row.original.libelleType}</span>
      </span>
    ),
  },
  {
    id: 'adherent',
    header: t.columns.adherent,
    cell: ({ row }) => {
      const a = row.original.adherent;
      return (
        <Link to={`/admin/adherents/${a.id}`}>
          {a.prenom} {a.nom}
        </Link>
      );
    },
  },
  {
    id: 'statut',
    header: t.columns.statut,
    meta: { sortable: true },
    cell: ({ row }) => <StatutChip statut={row.original.statut} />,
  },
  { id: 'attribueA', header: t.columns.attribueA, cell: ({ row }) => row.original.attribueA ?? t.personne },
];
