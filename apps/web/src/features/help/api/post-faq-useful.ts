import '@/lib/zod-setup';
import { useMutation } from '@tanstack/react-query';
import { faqMessages, type FaqUsefulBody } from '@portail/shared/faq';
import { apiJson } from '@/lib/api-client';
import { showToast } from '@/lib/toasts';

/** POST /api/faq/useful {rateCode, isUseful, comment, userType}. */
function postFaqUseful(body: FaqUsefulBody): Promise<{ message: string }> {
  return apiJson('/api/faq/useful', { method: 'POST', body, redirectOn401: false });
}

/** §8: « Nous vous remercions pour votre retour », or « Une erreur est survenue. » on failure. */
export function usePostFaqUseful() {
  return useMutation({
    mutationFn: postFaqUseful,
    onSuccess: () => showToast({ type: 'success', text: faqMessages.thanks }),
    onError: () => showToast({ type: 'danger', text: faqMessages.failed }),
  });
}
