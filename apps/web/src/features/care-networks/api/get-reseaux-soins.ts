import { useQuery } from '@tanstack/react-query';
import { reseauSoinsMessages, type ReseauSoinsService } from '@portail/shared/reseaux-soins';
import { defineResource, resourceQueryOptions } from '@/lib/resources';

/** GET /api/referentiel/reseau-soins: the client's care-network partners. */
const reseauxSoinsResource = defineResource({
  route: 'referentiel/reseau-soins',
  front: true,
  label: reseauSoinsMessages.modalTitle,
});

/** Loaded only once the member opens « Services externes ». */
export function useReseauxSoins(enabled: boolean) {
  return useQuery({ ...resourceQueryOptions<{ services: ReseauSoinsService[] }>(reseauxSoinsResource), enabled });
}
