import type { FaqClickBody } from '@portail/shared/faq';
import { apiFetch } from '@/lib/api-client';

/** POST /api/faq/click {clickCode, userType}: counts a question opened (popularity); failures are silent. */
export async function postFaqClick(body: FaqClickBody): Promise<void> {
  try {
    await apiFetch('/api/faq/click', { method: 'POST', body, redirectOn401: false });
  } catch {
    // Counting is best effort: the reader gets the answer either way.
  }
}
