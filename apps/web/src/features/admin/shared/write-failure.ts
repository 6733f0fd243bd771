import { ApiError } from '@/lib/api-error';

/** The French message of a failed back-office write, and its field errors. */
export function writeFailure(error: unknown): { message: string; errors: Record<string, string> } {
  if (error instanceof ApiError) return { message: error.message, errors: error.errors ?? {} };
  return { message: error instanceof Error ? error.message : String(error), errors: {} };
}
