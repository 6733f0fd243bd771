import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChangeIdentifierInput, ChangePasswordInput, DeleteAccountInput } from '@portail/shared/identity-account';
import type { AmfSendType, AmfStatusResponse } from '@portail/shared/identity-amf';
import type { changeIdentifierResponseSchema, MessageResponse } from '@portail/shared/identity-responses';
import { apiJson } from '../api-client';

/** POST /api/identity/change-password (403 SECURITY_CODE_REQUIRED when the account is protected). */
export function postChangePassword(body: ChangePasswordInput): Promise<MessageResponse> {
  return apiJson<MessageResponse>('/api/identity/change-password', { method: 'POST', body });
}

/** POST /api/forms/changementidentifiant/form with X-SecurityCode of a VERIFY_MAIL_AMF code. */
function postChangeIdentifier(body: ChangeIdentifierInput): Promise<z.infer<typeof changeIdentifierResponseSchema>> {
  return apiJson('/api/forms/changementidentifiant/form', { method: 'POST', body });
}

/** POST /api/forms/suppressioncompte: the account ends, and with it the session. */
export function postDeleteAccount(body: DeleteAccountInput): Promise<MessageResponse> {
  return apiJson<MessageResponse>('/api/forms/suppressioncompte', { method: 'POST', body });
}

export const amfStatusQueryOptions = queryOptions({
  queryKey: ['identity', 'amf', 'status'] as const,
  queryFn: ({ signal }) => apiJson<AmfStatusResponse>('/api/identity/amf/status', { signal }),
});

export function useAmfStatus() {
  return useQuery(amfStatusQueryOptions);
}

export function useChangeIdentifier() {
  return useMutation({ mutationFn: postChangeIdentifier });
}

/**
 * How the owner's VERIFY_AMF code is asked: by SMS on a protected account (the API refuses mail
 * there, decision 036), by mail otherwise; null while the status is not known yet. Unknown after a
 * failure: SMS, which the API turns into mail when no allowed mobile can receive it.
 */
export function useOwnerCodeSendType(): AmfSendType | null {
  const amf = useAmfStatus();
  if (amf.isError) return 'SMS';
  if (!amf.data) return null;
  return amf.data.isAmfActivated ? 'SMS' : 'MAIL';
}
