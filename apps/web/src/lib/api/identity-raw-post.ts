import { ApiError } from '../api-error';
import { buildRequestHeaders } from '../request-headers';

export interface RawAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

/**
 * A JSON POST whose answer the page reads itself: identity calls whose error bodies carry data
 * the common error type does not keep (isAccountConfirmed, userId) or whose 202 means a next step.
 */
export async function postJsonRaw(url: string, body: unknown): Promise<RawAnswer> {
  const headers = buildRequestHeaders('POST', url);
  headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, credentials: 'same-origin', body: JSON.stringify(body) });
  } catch {
    throw new ApiError(0);
  }
  const parsed: unknown = await response.json().catch(() => null);
  return {
    status: response.status,
    body: typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null,
  };
}

/** The common error of an answer that is not one the caller handles. */
export function rawError({ status, body }: RawAnswer): ApiError {
  const text = (key: string) => (typeof body?.[key] === 'string' ? (body[key] as string) : null);
  return new ApiError(status, text('message'), text('code'));
}
