import type { FastifyReply } from 'fastify';
import { isoParisDate } from './pdf-texts.ts';

/* Sending a rendered PDF from a route: a download by default, never cached (documents hold personal data). */

const maxNameLength = 120;

/** « attestation-40012345-2026-11-23.pdf »: kind, reference and the day of issue (Paris time). */
export function pdfFileName(kind: string, reference: string, issuedAt: Date): string {
  const slug = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${[slug(kind), slug(reference), isoParisDate(issuedAt)].filter(Boolean).join('-')}.pdf`;
}

/** What is left of a file name once path parts, control characters and quotes are gone. */
function cleanName(fileName: string): string {
  const base = fileName.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, maxNameLength);
  if (!clean || clean.startsWith('.')) return 'document.pdf';
  return /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
}

/**
 * RFC 6266 header: `filename` is an ASCII fallback for old clients, `filename*` (RFC 8187) the
 * exact UTF-8 name that current browsers use.
 */
export function contentDisposition(fileName: string, inline = false): string {
  const name = cleanName(fileName);
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|[\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Replies with the PDF bytes: attachment (or inline), no-store, exact length. */
export function sendPdf(
  reply: FastifyReply,
  pdf: Buffer,
  fileName: string,
  options: { inline?: boolean } = {},
): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(fileName, options.inline ?? false))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-length', pdf.length)
    .send(pdf);
}
