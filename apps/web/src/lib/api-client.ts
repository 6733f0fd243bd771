import { defaultHttpMessage } from '@portail/shared/messages';
import { ApiError, apiErrorFromResponse } from './api-error';
import { browserLocation } from './browser-location';
import { getCurrentNumContrat } from './current-contrat';
import { buildRequestHeaders } from './request-headers';
import { removeStorage, storageKeys, writeStorage } from './storage';
import { loginPageUrl, urls } from './urls';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryParamValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryParamValue | readonly QueryParamValue[]>;

export interface ApiRequestOptions {
  method?: HttpMethod;
  params?: QueryParams;
  /** Sent as JSON, unless it is already FormData or a Blob. */
  body?: unknown;
  signal?: AbortSignal;
  /** false for calls where a 401 is an answer, not an expired session (current user, sign-in). */
  redirectOn401?: boolean;
}

export function buildUrl(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== null && v !== undefined) search.append(key, String(v));
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** JSON, unless the body is already FormData or a Blob (sent as they are). */
const jsonOf = (body: unknown) =>
  body === undefined || body instanceof FormData || body instanceof Blob ? undefined : JSON.stringify(body);

/**
 * Writes whose last attempt got no answer or a 5xx, by what they send (method, URL, contract, JSON
 * body), with their Idempotency-Key: the same submission sent again keeps it, so that if the first
 * was saved the server replays its answer instead of saving it twice (decision 044).
 */
const unanswered = new Map<string, string>();

/** §4: a 401 sends the browser to the sign-in page, a 503 to the error page, which shows its body (§7). */
function followErrorRedirect(error: ApiError, redirectOn401: boolean): void {
  if (error.status === 401 && redirectOn401 && window.location.pathname !== urls.loginPage) {
    browserLocation.assign(loginPageUrl(browserLocation.current()));
  } else if (error.status === 503) {
    if (error.message !== defaultHttpMessage(503))
      writeStorage('session', storageKeys.serviceUnavailableMessage, error.message);
    else removeStorage('session', storageKeys.serviceUnavailableMessage);
    browserLocation.assign(urls.serviceUnavailable);
  }
}

/** Every call of the SPA goes through here: headers, cookies, typed errors and redirects. */
export async function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.params);
  const json = jsonOf(options.body);
  // A FormData upload gets a new key each time: what it sends cannot be compared.
  const submission =
    method === 'GET' || (json === undefined && options.body !== undefined)
      ? undefined
      : [method, url, getCurrentNumContrat(), json].join('\n');
  const headers = buildRequestHeaders(method, url, submission && unanswered.get(submission));
  const key = headers.get('Idempotency-Key');
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const init: RequestInit = { method, headers, credentials: 'same-origin', body: json ?? (options.body as BodyInit) };
  if (options.signal) init.signal = options.signal;
  let response: Response | undefined;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
  } finally {
    if (submission && key) {
      if (!response || response.status >= 500) unanswered.set(submission, key);
      else unanswered.delete(submission);
    }
  }
  if (!response) throw new ApiError(0);
  if (!response.ok) {
    const error = await apiErrorFromResponse(response);
    followErrorRedirect(error, options.redirectOn401 ?? true);
    throw error;
  }
  return response;
}

/** JSON answer; an empty body (204) gives undefined. */
export async function apiJson<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
