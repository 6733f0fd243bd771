import { useQuery } from '@tanstack/react-query';
import type { CommunesResponse } from '@portail/shared/profil/adresse';
import type { PaiementsResponse, ProfilResponse } from '@portail/shared/profil/profil';
import {
  defineResource,
  downloadResource,
  resourceQueryOptions,
  saveDownloadedFile,
  useResource,
} from '@/lib/resources';

/* « Mon profil » (decision 026): the profile, the contract's payments, the communes of a postal code. */

const profilResource = defineResource({ route: 'adherent/profil', front: true, label: 'Mon profil' });
const paiementsResource = defineResource({ route: 'adherent/paiements', front: true, label: 'Mes paiements' });
const communesResource = defineResource({ route: 'referentiel/communes', front: true, label: 'Communes' });

/** The profile's cache key: writes elsewhere that change what it shows refresh it. */
export const profilQueryKey = resourceQueryOptions(profilResource).queryKey;

export function useProfil() {
  return useResource<ProfilResponse>(profilResource);
}

/** The current contract's bank details, premiums, mandates and schedule (holder only). */
export function usePaiements(enabled = true) {
  return useQuery({ ...resourceQueryOptions<PaiementsResponse>(paiementsResource), enabled });
}

/** Suggestions once the postal code has its five digits. */
export function useCommunes(codePostal: string) {
  return useQuery({
    ...resourceQueryOptions<CommunesResponse>(communesResource, { codePostal }),
    enabled: /^\d{5}$/.test(codePostal),
  });
}

export async function downloadMandat(rum: string): Promise<void> {
  const resource = defineResource({ route: `adherent/mandats/${rum}`, front: true, label: 'Mandat SEPA' });
  saveDownloadedFile(await downloadResource(resource, { action: 'print' }));
}

export async function downloadEcheancier(): Promise<void> {
  const resource = defineResource({ route: 'adherent/paiements/echeancier', front: true, label: 'Échéancier' });
  saveDownloadedFile(await downloadResource(resource, { action: 'print' }));
}
