import { queryOptions } from '@tanstack/react-query';
import type { ContratsResponse } from '@portail/shared/contrats';
import { messages } from '@portail/shared/messages';
import { contratsRoute } from '@portail/shared/page-bootstrap';
import { defineResource, fetchResource, resourceQueryOptions } from '../resources';

export const contratsResource = defineResource({ route: contratsRoute, front: true, label: 'Contrats' });

/** §7: an empty contract list is the error "0 contrat", which opens the blocking modal. */
export class NoContratError extends Error {
  constructor() {
    super(messages.noContract);
    this.name = 'NoContratError';
  }
}

async function fetchContrats(signal?: AbortSignal): Promise<ContratsResponse> {
  const response = await fetchResource<ContratsResponse>(contratsResource, undefined, signal);
  if (!response?.contrats?.length) throw new NoContratError();
  return response;
}

export function contratsQueryOptions() {
  return queryOptions({
    ...resourceQueryOptions<ContratsResponse>(contratsResource),
    queryFn: ({ signal }) => fetchContrats(signal),
  });
}
