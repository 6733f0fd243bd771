import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { defaultHttpMessage, serverMessages } from '@portail/shared/messages';
import { isDatabaseUnavailable } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';

interface ErrorReply {
  statusCode: number;
  code: string;
  message: string;
  errors?: Record<string, string>;
}

const malformedMultipart: [number, string, string] = [400, 'MULTIPART_INVALID', serverMessages.malformedMultipart];

const fastifyErrorMessages: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON', serverMessages.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_JSON', serverMessages.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', serverMessages.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', serverMessages.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST', defaultHttpMessage(400)],
  // A multipart body that cannot be read (no boundary, cut short, a broken part) is bad input: 400.
  FST_INVALID_MULTIPART_CONTENT_TYPE: malformedMultipart,
  FST_MP_PREMATURE_CLOSE: malformedMultipart,
  FST_PROTO_VIOLATION: malformedMultipart,
  FST_INVALID_JSON_FIELD_ERROR: malformedMultipart,
};

/** @fastify/multipart names its errors (above); its parser, busboy, throws bare Errors known by their message. */
const busboyMessages =
  /^(Multipart: Boundary not found|Unexpected end of (multipart data|form)|Malformed part header|\w+ terminated early due to unexpected end of multipart data)$/;

/** An answer names at most this many fields: 15,000 unknown keys must not make a 574 KB reply. */
export const maxReportedFields = 20;

/** Turns any error into {message, code, errors?}; 5xx never tell more than the §8 default. */
function toErrorReply(error: FastifyError | AppError | Error): ErrorReply {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message, errors: error.errors };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    let count = 0;
    const report = (field: string, message: string) => {
      if (count >= maxReportedFields || field in errors) return;
      errors[field] = message;
      count += 1;
    };
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const unknownKeys = (issue.params as { keys?: unknown }).keys;
      if (issue.keyword === 'unrecognized_keys' && Array.isArray(unknownKeys)) {
        for (const key of unknownKeys.slice(0, maxReportedFields))
          report([field, String(key).slice(0, 100)].filter(Boolean).join('.'), serverMessages.unknownField);
      } else {
        report(field || '_', issue.message ?? serverMessages.invalidValue);
      }
      if (count >= maxReportedFields) break;
    }
    return { statusCode: 400, code: 'VALIDATION', message: defaultHttpMessage(400), errors };
  }
  const fastifyError = error as FastifyError;
  const known =
    (fastifyError.code ? fastifyErrorMessages[fastifyError.code] : undefined) ??
    (busboyMessages.test(fastifyError.message ?? '') ? malformedMultipart : undefined);
  if (known) return { statusCode: known[0], code: known[1], message: known[2] };
  const status = fastifyError.statusCode ?? 500;
  // PostgreSQL restarting or failing over: « Service momentanément indisponible », and the next request reconnects.
  if (status >= 500 && isDatabaseUnavailable(error))
    return { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: defaultHttpMessage(503) };
  if (status === 429) return { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: serverMessages.tooManyRequests };
  if (status >= 400 && status < 500)
    return { statusCode: status, code: 'BAD_REQUEST', message: defaultHttpMessage(status) };
  return { statusCode: 500, code: 'INTERNAL', message: defaultHttpMessage(500) };
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let mapped: ErrorReply;
    try {
      mapped = toErrorReply(error);
    } catch {
      mapped = { statusCode: 500, code: 'INTERNAL', message: defaultHttpMessage(500) };
    }
    const { statusCode, ...body } = mapped;
    if (error instanceof AppError && error.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(error.retryAfterSeconds));
    // Every 429 says when to come back; the rate-limit plugin has already set its own.
    else if (statusCode === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, statusCode }, 'request refused');
    return reply.status(statusCode).send(body);
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ message: defaultHttpMessage(404), code: 'NOT_FOUND' }),
  );
}
