import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReferentielImportResponse,
  ReferentielRow,
  ReferentielTablesResponse,
} from '@portail/shared/admin/referentiels';
import type { GridPage } from '@portail/shared/admin/grid';
import type { ReferentielTable } from '@portail/shared/referentiels';
import { apiJson } from '@/lib/api-client';
import { defineResource, resourceKeyRoot, resourceQueryOptions } from '@/lib/resources';
import { referentielsTexts } from './referentiels-texts';

/* The reference-data editor's calls (decision 031): /api/admin/referentiels/… */

const tablesResource = defineResource({ route: 'referentiels', front: false, label: referentielsTexts.title });

export function referentielResource(table: ReferentielTable, label: string) {
  return defineResource({ route: `referentiels/${table}`, front: false, label });
}

export function useReferentielTables() {
  return useQuery(resourceQueryOptions<ReferentielTablesResponse>(tablesResource));
}

/** The values of a parent table, deactivated ones too (a value may stay attached to one). */
export function useParentValues(table: ReferentielTable | null) {
  const resource = referentielResource(table ?? 'themes-contact', referentielsTexts.title);
  return useQuery({
    ...resourceQueryOptions<GridPage<ReferentielRow>>(resource, { pageSize: 100, sort: 'ordre' }),
    enabled: table !== null,
  });
}

const url = (table: ReferentielTable, ...rest: string[]) =>
  ['/api/admin/referentiels', table, ...rest.map(encodeURIComponent)].join('/');

export interface Ecriture {
  message: string;
  valeur: ReferentielRow;
}

/** Every write reloads the tables and grids read so far. */
export function useReferentielWrites(table: ReferentielTable) {
  const queryClient = useQueryClient();
  const refresh = <T>(answer: T) => queryClient.invalidateQueries({ queryKey: [resourceKeyRoot] }).then(() => answer);
  return {
    creer: (body: unknown) => apiJson<Ecriture>(url(table), { method: 'POST', body }).then(refresh),
    modifier: (code: string, body: unknown) =>
      apiJson<Ecriture>(url(table, code), { method: 'PUT', body }).then(refresh),
    changerEtat: (code: string, etat: 'desactiver' | 'reactiver', version: number) =>
      apiJson<Ecriture>(url(table, code, etat), { method: 'POST', body: { version } }).then(refresh),
    importer: (csv: string) =>
      apiJson<ReferentielImportResponse>(url(table, 'import'), { method: 'POST', body: { csv } }).then(refresh),
  };
}
