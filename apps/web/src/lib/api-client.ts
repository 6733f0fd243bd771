import { defaultHttpMessage } from '@portail/shared/messages';
import { ApiError, apiErrorFromResponse } from './api-error';
import { browserLocation } from './browser-location';
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

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

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
  const headers = buildRequestHeaders(method, url);
  const init: RequestInit = { method, headers, credentials: 'same-origin', body: encodeBody(options.body, headers) };
  if (options.signal) init.signal = options.signal;
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0);
  }
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
