import { useMemo } from 'react';
import type { ReseauSoinsService } from '@portail/shared/reseaux-soins';
import { ExternalServicesModal, type ExternalService } from '@/components/ui/modals/external-services-modal';
import { errorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toasts';
import { useReseauxSoins } from '../api/get-reseaux-soins';
import { postScTokenCreate } from '../api/post-sctoken-create';
import { partnerUrl } from '../partner-url';
import '../care-networks.css';

function toCard(service: ReseauSoinsService): ExternalService {
  return {
    reseau: service.libelle,
    url: service.url,
    description: service.description,
    imageForm: service.imageForm,
    ...(service.numOmc ? { numOmc: service.numOmc } : {}),
    ...(service.icon ? { icon: service.icon } : {}),
    ...(service.imageId === null ? {} : { imageUrl: `/api/cms/documents/images/${service.imageId}` }),
  };
}

/**
 * Opens the partner in a new tab with a fresh single-use token. The tab is opened at once (the
 * click still counts as the reader's gesture for popup blockers), then sent to the partner.
 */
async function openPartner(service: ReseauSoinsService): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const { scTokenId } = await postScTokenCreate(service.reseau);
    const target = partnerUrl(service.url, scTokenId);
    if (tab) {
      tab.opener = null;
      tab.location.href = target;
    } else {
      window.location.assign(target);
    }
  } catch (error) {
    tab?.close();
    showToast({ type: 'danger', text: errorMessage(error) });
  }
}

/** The modal of care-network cards, loaded when the member opens it (CareNetworksLauncher). */
export function CareNetworksDialog({ onClose }: { onClose(): void }) {
  const { data } = useReseauxSoins(true);
  // Each card stays tied to its own service (two services may share a label).
  const entries = useMemo(() => (data?.services ?? []).map((service) => ({ service, card: toCard(service) })), [data]);
  if (!data) return null;
  return (
    <ExternalServicesModal
      services={entries.map((entry) => entry.card)}
      onOpen={(card) => {
        const entry = entries.find((e) => e.card === card);
        if (entry) void openPartner(entry.service);
      }}
      onClose={onClose}
    />
  );
}
