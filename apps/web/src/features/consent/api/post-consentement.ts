import '@/lib/zod-setup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consentementMessages, type ConsentementAnswer } from '@portail/shared/consentements';
import { apiJson } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toasts';
import { consentementsQueryKey } from './get-pending-consentements';

/** POST /api/forms/consentement {nomConsentement, isAccepted}: one answer, kept as evidence. */
function postConsentement(answer: ConsentementAnswer): Promise<{ message: string }> {
  return apiJson('/api/forms/consentement', { method: 'POST', body: answer });
}

/** Success: §8 « Nous avons bien pris en compte votre consentement. »; failure: the server's message. */
export function usePostConsentement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postConsentement,
    onSuccess: () => showToast({ type: 'success', text: consentementMessages.accepted }),
    onError: (error) => showToast({ type: 'danger', text: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consentementsQueryKey }),
  });
}
