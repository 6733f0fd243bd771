import { defaultHttpMessage } from '@portail/shared/messages';

/** An API failure as the SPA sees it (§8): status 0 means the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string> | undefined;
  /** The whole JSON error body, for answers that carry more than {message, code, errors} (userId, logoutUrl…). */
  readonly body: Readonly<Record<string, unknown>> | undefined;
  /** A 429's Retry-After in seconds: how long the person must wait, said on the page. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    message?: string | null,
    code?: string | null,
    errors?: Record<string, string>,
    body?: Record<string, unknown>,
    retryAfterSeconds?: number,
  ) {
    super(message || defaultHttpMessage(status));
    this.name = 'ApiError';
    this.status = status;
    this.code = code || (status === 0 ? 'NETWORK_ERROR' : `HTTP_${status}`);
    this.errors = errors;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Text to show for any failure: the server's message first, else the §8 default. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return defaultHttpMessage(500);
}

/** Longest plain-text error body kept as a message (a maintenance notice, not a whole HTML page). */
const maxTextMessage = 500;

/**
 * Reads `{message, code, errors}` from an error response; a short plain-text body of a 503 is its
 * message (§7: the page shows the body); anything else gives the defaults.
 */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    text = '';
  }
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    const plain = text.trim();
    const isPlainText = !/^\s*</.test(plain) && plain.length > 0 && plain.length <= maxTextMessage;
    return new ApiError(response.status, response.status === 503 && isPlainText ? plain : null);
  }
  if (typeof body !== 'object' || body === null) return new ApiError(response.status);
  const record = body as Record<string, unknown>;
  const { message, code, errors } = record;
  return new ApiError(
    response.status,
    typeof message === 'string' ? message : null,
    typeof code === 'string' ? code : null,
    isStringRecord(errors) ? errors : undefined,
    record,
    retryAfterOf(response),
  );
}

/** Retry-After in seconds (the API sends seconds, never an HTTP date). */
function retryAfterOf(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}
