// First: zod's eval probe runs when a schema module loads, so jitless must be set before.
import '@/lib/zod-setup';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  adherentExportLimit,
  adherentSearchSchema,
  compteEtatLabels,
  type AdherentRow,
} from '@portail/shared/admin/adherents';
import type { GridPage } from '@portail/shared/admin/grid';
import { buildUrl } from '@/lib/api-client';
import { defineResource, resourceQueryOptions, resourceUrl } from '@/lib/resources';
import { usePageTitle } from '@/lib/use-page-title';
import { adminTexts } from '../texts';
import { DataGrid, type GridColumn, type GridState } from './data-grid/data-grid';

const t = adminTexts.adherents;
const adherents = defineResource({ route: 'adherents', front: false, label: t.title });
const filterNames = ['nom', 'numPers', 'contrat', 'email', 'nir', 'codePostal'] as const;
type FilterName = (typeof filterNames)[number];

const frDate = (iso: string) => iso.split('-').reverse().join('/');

const columns: GridColumn<AdherentRow>[] = [
  { id: 'numPers', header: t.columns.numPers, accessorKey: 'numPers', meta: { sortable: true } },
  { id: 'nom', header: t.columns.nom, accessorKey: 'nom', meta: { sortable: true } },
  { id: 'prenom', header: t.columns.prenom, accessorKey: 'prenom' },
  { id: 'dateNaissance', header: t.columns.dateNaissance, cell: ({ row }) => frDate(row.original.dateNaissance) },
  { id: 'email', header: t.columns.email, cell: ({ row }) => row.original.email ?? '' },
  { id: 'codePostal', header: t.columns.codePostal, accessorKey: 'codePostal', meta: { sortable: true } },
  { id: 'ville', header: t.columns.ville, cell: ({ row }) => row.original.ville ?? '' },
  { id: 'contrats', header: t.columns.contrats, cell: ({ row }) => row.original.contrats.join(', ') },
  {
    id: 'compte',
    header: t.columns.compte,
    cell: ({ row }) => (
      <span className={`badge badge--${row.original.compte}`}>{compteEtatLabels[row.original.compte]}</span>
    ),
  },
];

/** The URL holds the search: a link, Back and a reload give the same list. */
function useGridSearch() {
  const [params, setParams] = useSearchParams();
  // A wrong parameter in a shared link is dropped on its own; the rest of the search stands.
  const raw: Record<string, string> = Object.fromEntries(params);
  let parsed = adherentSearchSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = adherentSearchSchema.safeParse(raw);
  }
  const search = parsed.success ? parsed.data : adherentSearchSchema.parse({});
  const update = (next: Record<string, string | number | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '') merged.delete(key);
      else merged.set(key, String(value));
    }
    setParams(merged);
  };
  return { search, update };
}

type Criteria = Record<FilterName, string>;

/**
 * The criteria form. Keyed by the search in the address: Back, Forward or « Effacer » show the
 * criteria of the list on screen, never a draft left from another search.
 */
function AdherentFilters({ initial, onSearch }: { initial: Criteria; onSearch(criteria: Criteria): void }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<FilterName, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    // The route's own schema checks the criteria: the same French messages here and there.
    const given = Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== ''));
    const checked = adherentSearchSchema.safeParse(given);
    if (!checked.success) {
      const found: Partial<Record<FilterName, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as FilterName] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    onSearch(draft);
  }

  return (
    <form className="admin-filters" onSubmit={submit} noValidate aria-label={t.filters}>
      {filterNames.map((name) => (
        <div className="field" key={name}>
          <label htmlFor={`adherents-${name}`}>{t[name]}</label>
          <input
            id={`adherents-${name}`}
            name={name}
            value={draft[name]}
            inputMode={name === 'codePostal' || name === 'nir' ? 'numeric' : name === 'email' ? 'email' : undefined}
            autoComplete="off"
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `adherents-${name}-error` : undefined}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          />
          {errors[name] && (
            <p className="field__error" id={`adherents-${name}-error`}>
              {errors[name]}
            </p>
          )}
        </div>
      ))}
      <div className="button-row admin-filters__buttons">
        <button type="submit" className="btn btn--primary">
          {t.search}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => onSearch(Object.fromEntries(filterNames.map((name) => [name, ''])) as Criteria)}
        >
          {t.reset}
        </button>
      </div>
    </form>
  );
}

/** Back office: the member search (issue 14), on the data grid. */
export function AdherentsPage() {
  usePageTitle(t.title);
  const { search, update } = useGridSearch();
  const criteria = Object.fromEntries(filterNames.map((name) => [name, search[name] ?? ''])) as Criteria;
  // Only the criteria given: an empty one is no criterion.
  const given = Object.fromEntries(filterNames.flatMap((name) => (search[name] ? [[name, search[name]]] : [])));
  const params = { ...given, page: search.page, pageSize: search.pageSize, sort: search.sort, order: search.order };
  const query = useQuery({
    ...resourceQueryOptions<GridPage<AdherentRow>>(adherents, params),
    placeholderData: keepPreviousData,
  });
  const state: GridState = { page: search.page, pageSize: search.pageSize, sort: search.sort, order: search.order };
  const { page: _page, pageSize: _pageSize, ...exportParams } = params;

  return (
    <div className="stack">
      <section className="card">
        <h1>{t.title}</h1>
        <p className="lead">{t.lead}</p>
        <AdherentFilters
          key={JSON.stringify(criteria)}
          initial={criteria}
          onSearch={(next) => update({ ...next, page: 1 })}
        />
      </section>
      <section className="card">
        <DataGrid
          id="adherents"
          caption={t.title}
          columns={columns}
          rows={query.data?.rows}
          total={query.data?.total}
          isFetching={query.isFetching}
          isError={query.isError && !query.data}
          state={state}
          onStateChange={(next) => update(next)}
          rowKey={(row) => String(row.id)}
          exportUrl={buildUrl(resourceUrl(adherents, 'export'), exportParams)}
          exportLimit={adherentExportLimit}
        />
      </section>
    </div>
  );
}
