import type { FastifyReply } from 'fastify';
import { sendFile } from '../lib/file-response.ts';
import { isoParisDate } from './pdf-texts.ts';

export { contentDisposition } from '../lib/file-response.ts';

/* Sending a rendered PDF from a route: a download by default, never cached (documents hold personal data). */

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

/** Replies with the PDF bytes: attachment (or inline), no-store, exact length. */
export function sendPdf(
  reply: FastifyReply,
  pdf: Buffer,
  fileName: string,
  options: { inline?: boolean } = {},
): FastifyReply {
  return sendFile(reply, { data: pdf, contentType: 'application/pdf', fileName }, { inline: options.inline ?? false });
}
