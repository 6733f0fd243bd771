import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { uploadAuthorizedTypes } from '@portail/shared/file-types';

/* Every file the portal sends (documents, attachments, PDFs): named, never cached, never sniffed. */

const maxNameLength = 120;
const extensionOf: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'text/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/zip': 'zip',
};

/** What is left of a file name once path parts, control characters and quotes are gone, with its extension. */
function cleanName(fileName: string, contentType: string): string {
  const extension = extensionOf[contentType.split(';')[0]!.trim()] ?? 'bin';
  const base = fileName.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, maxNameLength);
  if (!clean || clean.startsWith('.')) return `document.${extension}`;
  return new RegExp(`\\.${extension}$`, 'i').test(clean) || (extension === 'jpg' && /\.jpe?g$/i.test(clean))
    ? clean
    : `${clean}.${extension}`;
}

/**
 * RFC 6266 header: `filename` is an ASCII fallback for old clients, `filename*` (RFC 8187) the
 * exact UTF-8 name that current browsers use.
 */
export function contentDisposition(fileName: string, inline = false, contentType = 'application/pdf'): string {
  const name = cleanName(fileName, contentType);
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|[\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface SentFile {
  data: Uint8Array;
  contentType: string;
  fileName: string;
}

/**
 * Replies with the file: a download (§7 {route}/export), or shown inline in the portal's own
 * viewer (§7 {route}/visionneuse), which alone may frame it.
 */
export function sendFile(
  reply: FastifyReply,
  file: SentFile,
  { inline = false }: { inline?: boolean } = {},
): FastifyReply {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName, inline, file.contentType))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-length', file.data.length);
  if (inline)
    reply
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'")
      .header('x-frame-options', 'SAMEORIGIN');
  return reply.send(Buffer.from(file.data));
}

/** The media types a file response may have, for the OpenAPI document (plugins/openapi.ts). */
const fileResponses = new WeakMap<object, { mediaTypes: readonly string[]; description: string }>();

/**
 * The response schema of a route that sends a file (`response: { 200: fileResponse(…) }`): its
 * payload is a Buffer, which Fastify sends as is, so the schema only documents the media types.
 */
export function fileResponse(description: string, ...mediaTypes: [string, ...string[]]) {
  const schema = z.instanceof(Uint8Array);
  fileResponses.set(schema, { mediaTypes, description });
  return schema;
}

export function fileMediaTypesOf(schema: unknown) {
  return typeof schema === 'object' && schema !== null ? fileResponses.get(schema) : undefined;
}

/** What a member's documents and a request's attachments can be: the upload and import rules' types. */
export const documentMediaTypes = [...new Set(uploadAuthorizedTypes.map((t) => t.mime))] as [string, ...string[]];
