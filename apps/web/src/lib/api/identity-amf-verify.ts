import type { AmfVerifyBody, AmfVerifyResponse } from '@portail/shared/identity-amf';
import { apiJson } from '../api-client';
import { writeStorage, storageKeys } from '../storage';

/** POST /api/identity/amf/verify; §4: a verified code becomes the stored security code (X-SecurityCode). */
export async function postAmfVerify(body: AmfVerifyBody): Promise<AmfVerifyResponse> {
  const answer = await apiJson<AmfVerifyResponse>('/api/identity/amf/verify', {
    method: 'POST',
    body,
    redirectOn401: false,
  });
  writeStorage('session', storageKeys.securityCode, body.securityCode);
  return answer;
}
