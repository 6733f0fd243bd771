import { useQuery } from '@tanstack/react-query';
import type { ContratDetail } from '@portail/shared/contrat/contrat-detail';
import type { CarteTPResponse } from '@portail/shared/contrat/editions-api';
import type { GarantiesResponse } from '@portail/shared/contrat/garanties-api';
import type { DownloadedFile } from '@/lib/api-blob';
import { defineResource, downloadResource, resourceQueryOptions } from '@/lib/resources';

/* « Mes contrats »: the reads of the current contract (X-NumContrat), cached per contract (§4). */

const contratResource = defineResource({ route: 'v2/adherent/contrat', front: true, label: 'Mon contrat' });
const garantiesResource = defineResource({ route: 'v2/adherent/garanties', front: true, label: 'Mes garanties' });
const carteResource = defineResource({ route: 'v2/adherent/cartetp', front: true, label: 'Carte de tiers payant' });

export function useContratDetail() {
  return useQuery(resourceQueryOptions<ContratDetail>(contratResource));
}

/** The guarantee tree; also read by forms/garanties for the offers and reinforcements to choose from. */
export function useGaranties(enabled = true) {
  return useQuery({ ...resourceQueryOptions<GarantiesResponse>(garantiesResource), enabled });
}

export function useCarteTP() {
  return useQuery(resourceQueryOptions<CarteTPResponse>(carteResource));
}

/** The documents issued on the fly, each with its verification code (GET {route}/print). */
export const editions = {
  attestation: 'v2/adherent/attestation',
  carte: 'v2/adherent/cartetp',
  situation: 'v2/adherent/situation-contractuelle',
} as const;

export function downloadEdition(kind: keyof typeof editions): Promise<DownloadedFile> {
  return downloadResource(defineResource({ route: editions[kind], front: true, label: kind }), { action: 'print' });
}
