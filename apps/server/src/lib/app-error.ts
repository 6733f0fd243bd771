/** An error whose message is meant for the user, in French, with a machine code. */
export class AppError extends Error {
  /** Seconds after which the same request may succeed: sent as Retry-After (429). */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 429 with the Retry-After a client (or a person) needs to know when to try again. */
export function tooManyRequests(code: string, message: string, retryAfterSeconds: number): AppError {
  const error = new AppError(429, code, message);
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
}
