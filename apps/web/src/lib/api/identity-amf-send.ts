import type { AmfSendBody, AmfSendResponse } from '@portail/shared/identity-amf';
import { apiJson } from '../api-client';

/** POST /api/identity/amf/send: a 6-digit code by SMS or mail (mail when the phone is not allowed). */
export function postAmfSend(body: AmfSendBody): Promise<AmfSendResponse> {
  return apiJson<AmfSendResponse>('/api/identity/amf/send', { method: 'POST', body, redirectOn401: false });
}
