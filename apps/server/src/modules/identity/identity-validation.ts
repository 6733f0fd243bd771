import type { z } from 'zod';
import { defaultHttpMessage, serverMessages } from '@portail/shared/messages';
import { AppError } from '../../lib/app-error.ts';
import { maxReportedFields } from '../../plugins/errors.ts';

/**
 * Checks a body against a schema built from the client's configuration (the route schema only
 * knows the loosest rules) and refuses it in the same shape as the route validation: 400
 * {code: VALIDATION, errors: {field: message}}, the first message of each field.
 */
export function parseWithClientRules<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    // An unknown field is named as the route validation names it (plugins/errors.ts, decision 035).
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys.slice(0, maxReportedFields))
        errors[[field, key.slice(0, 100)].filter(Boolean).join('.')] ??= serverMessages.unknownField;
    else errors[field || '_'] ??= issue.message || serverMessages.invalidValue;
  }
  throw new AppError(400, 'VALIDATION', defaultHttpMessage(400), errors);
}
