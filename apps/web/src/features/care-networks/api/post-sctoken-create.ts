import { apiJson } from '@/lib/api-client';

/** POST /api/identity/sctoken/create {reseau}: a single-use token (2 minutes) for the partner. */
export function postScTokenCreate(reseau: string): Promise<{ scTokenId: string }> {
  return apiJson('/api/identity/sctoken/create', { method: 'POST', body: { reseau } });
}
