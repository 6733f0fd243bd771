import { useMutation } from '@tanstack/react-query';
import type { EstimationResponse } from '@portail/shared/contrat/garanties-api';
import { apiJson } from '@/lib/api-client';

/** « Estimer un remboursement »: the amounts as typed (euros), the server answers in cents. Not a write. */
export function useEstimation() {
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiJson<EstimationResponse>('/api/v2/adherent/garanties/estimation', { method: 'POST', body }),
  });
}
