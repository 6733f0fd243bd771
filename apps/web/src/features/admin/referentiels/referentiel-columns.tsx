import type { ReferentielRow } from '@portail/shared/admin/referentiels';
import { referentielTables, type ReferentielTable } from '@portail/shared/referentiels';
import { referentielsTexts as t } from './referentiels-texts';
import type { GridColumn } from '../shared/data-grid/data-grid';

export type RowAction = { kind: 'modifier'; row: ReferentielRow } | { kind: 'etat'; row: ReferentielRow };

/** The grid's columns for a table: its own fields, the state, and the actions when the staff member may write. */
export function referentielColumns(
  table: ReferentielTable,
  parents: readonly ReferentielRow[],
  onAction: ((action: RowAction) => void) | null,
): GridColumn<ReferentielRow>[] {
  const definition = referentielTables[table];
  const parentName = (code: string | null) => parents.find((p) => p.code === code)?.libelle ?? code ?? '';
  return [
    { id: 'code', header: t.grid.code, meta: { sortable: true }, cell: ({ row }) => <code>{row.original.code}</code> },
    {
      id: 'libelle',
      header: t.grid.libelle,
      meta: { sortable: true },
      // A long label (a télétransmission reason) wraps instead of widening the grid.
      cell: ({ row }) => <span className="cell--wrap">{row.original.libelle}</span>,
    },
    ...(definition.parent
      ? [
          {
            id: 'parent',
            header: t.grid.parent,
            meta: { sortable: true },
            cell: ({ row }) => parentName(row.original.parent),
          } satisfies GridColumn<ReferentielRow>,
        ]
      : []),
    ...definition.champs.map((champ): GridColumn<ReferentielRow> => ({
      id: `champ-${champ.nom}`,
      header: champ.libelle,
      cell: ({ row }) => row.original.donnees[champ.nom] ?? '',
    })),
    { id: 'ordre', header: t.grid.ordre, accessorKey: 'ordre', meta: { sortable: true } },
    {
      id: 'etat',
      header: t.grid.etat,
      cell: ({ row }) => (
        <span className={`badge ${row.original.actif ? 'badge--actif' : 'badge--desactive'}`}>
          {row.original.actif ? t.grid.active : t.grid.inactive}
        </span>
      ),
    },
    ...(onAction
      ? [
          {
            id: 'actions',
            header: t.grid.actions,
            cell: ({ row }) => (
              <div className="referentiel-actions">
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  aria-label={t.modifierLabel(row.original.libelle)}
                  onClick={() => onAction({ kind: 'modifier', row: row.original })}
                >
                  {t.modifier}
                </button>
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  aria-label={(row.original.actif ? t.desactiverLabel : t.reactiverLabel)(row.original.libelle)}
                  onClick={() => onAction({ kind: 'etat', row: row.original })}
                >
                  {row.original.actif ? t.desactiver : t.reactiver}
                </button>
              </div>
            ),
          } satisfies GridColumn<ReferentielRow>,
        ]
      : []),
  ];
}
