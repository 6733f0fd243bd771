import { useQuery } from '@tanstack/react-query';
import type { ReferentielResponse, ReferentielTable } from '@portail/shared/referentiels';
import { defineResource, resourceQueryOptions } from '@/lib/resources';

/** GET /api/referentiel/{table}: the client's active values, kept 5 minutes like every read (§9). */
export function useReferentiel(table: ReferentielTable) {
  return useQuery(
    resourceQueryOptions<ReferentielResponse>(
      defineResource({ route: `referentiel/${table}`, front: true, label: 'Données de référence' }),
    ),
  );
}

/** The values of a table as the options of a choice (of one parent, when given). */
export function useReferentielOptions(
  table: ReferentielTable,
  { parent, sauf }: { parent?: string; sauf?: string } = {},
) {
  const { data } = useReferentiel(table);
  return (data?.entries ?? [])
    .filter((e) => (parent === undefined || e.parent === parent) && e.code !== sauf)
    .map((e) => ({ value: e.code, label: e.libelle }));
}
