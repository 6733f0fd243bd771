// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { referentielSearchSchema, type ReferentielRow } from '@portail/shared/admin/referentiels';
import { referentielTables, type ReferentielTable } from '@portail/shared/referentiels';
import { useStaffRights } from '../shared/staff-rights';
import { referentielResource, useParentValues } from './referentiels-api';
import { referentielsTexts as t } from './referentiels-texts';
import type { GridFilter } from '../shared/data-grid/grid-filters';
import { GridListPage } from '../shared/data-grid/grid-list-page';
import { referentielColumns, type RowAction } from './referentiel-columns';
import { ReferentielDialog } from './referentiel-dialog';
import { EtatDialog } from './referentiel-etat-dialog';
import { ImportDialog } from './referentiel-import-dialog';

type FilterName = 'q' | 'actif' | 'parent';
type Open = { kind: 'ajouter' } | { kind: 'importer' } | RowAction | null;

const isTable = (name: string): name is ReferentielTable => Object.hasOwn(referentielTables, name);

/** Back office: one reference table on the grid (decision 031), its values added, edited, (de)activated, imported. */
export function ReferentielTablePage() {
  const { table = '' } = useParams();
  if (!isTable(table))
    return (
      <section className="card">
        <p className="alert alert--danger" role="alert">
          Cette table de référence n’existe pas.
        </p>
        <Link to="/admin/referentiels">{t.back}</Link>
      </section>
    );
  // One page per table: a new table starts from its own state.
  return <TableEditor key={table} table={table} />;
}

function TableEditor({ table }: { table: ReferentielTable }) {
  const definition = referentielTables[table];
  const parentTable = definition.parent as ReferentielTable | null;
  const rights = useStaffRights();
  const canUpdate = rights.can('referentiels', 'update');
  const canCreate = rights.can('referentiels', 'create');
  const [open, setOpen] = useState<Open>(null);
  const parents = useParentValues(parentTable).data?.rows ?? [];
  const parentLabel = parentTable ? referentielTables[parentTable].libelle : '';
  const filters: GridFilter<FilterName>[] = [
    { name: 'q', label: t.q },
    {
      name: 'actif',
      label: t.etat,
      type: 'select',
      allLabel: t.toutes,
      options: [
        { value: 'oui', label: t.actives },
        { value: 'non', label: t.inactives },
      ],
    },
    ...(parentTable
      ? [
          {
            name: 'parent' as const,
            label: t.parent(parentLabel),
            type: 'select' as const,
            allLabel: t.tousParents,
            options: parents.map((p) => ({ value: p.code, label: p.libelle })),
          },
        ]
      : []),
  ];
  const columns = referentielColumns(table, parents, canUpdate ? setOpen : null);
  const close = () => setOpen(null);
  return (
    <>
      <p>
        <Link to="/admin/referentiels">{t.back}</Link>
      </p>
      <GridListPage<ReferentielRow, FilterName>
        id={`referentiel-${table}`}
        title={definition.libelle}
        lead={
          <>
            {t.tableLead(definition.usage)} {t.tableRules}
          </>
        }
        filtersLabel={t.filters}
        filters={filters}
        resource={referentielResource(table, definition.libelle)}
        schema={referentielSearchSchema}
        columns={columns}
        rowKey={(row) => row.code}
      >
        {canUpdate ? (
          <div className="button-row">
            {canCreate && (
              <button type="button" className="btn btn--primary" onClick={() => setOpen({ kind: 'ajouter' })}>
                {t.ajouter}
              </button>
            )}
            <button type="button" className="btn btn--secondary" onClick={() => setOpen({ kind: 'importer' })}>
              {t.importer}
            </button>
          </div>
        ) : (
          <p className="alert alert--info">{t.readOnly}</p>
        )}
      </GridListPage>
      {open?.kind === 'ajouter' && <ReferentielDialog table={table} parents={parents} onClose={close} />}
      {open?.kind === 'modifier' && (
        <ReferentielDialog table={table} parents={parents} row={open.row} onClose={close} />
      )}
      {open?.kind === 'etat' && <EtatDialog table={table} row={open.row} onClose={close} />}
      {open?.kind === 'importer' && <ImportDialog table={table} onClose={close} />}
    </>
  );
}
