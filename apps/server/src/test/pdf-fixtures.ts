import type { PdfDocument } from '../pdf/pdf-document-schema.ts';

/** 23 November 2026, 23:30 UTC: already the 24th in Paris. */
const lateEvening = new Date('2026-11-23T23:30:00Z');

/** A small valid document; tests override what they check. */
export function testDocument(overrides: Partial<PdfDocument> = {}): PdfDocument {
  return {
    lang: 'fr-FR',
    title: 'Attestation de test',
    subject: 'Sujet du document',
    client: { libelle: 'Mutuelle du Littoral', primaryColor: '#1D5B99' },
    issuedAt: lateEvening,
    reference: 'Contrat n° 40012345',
    legalMentions: ['Mutuelle du Littoral, mutuelle régie par le livre II du Code de la mutualité.'],
    blocks: [{ type: 'paragraph', text: 'Bonjour.' }],
    ...overrides,
  };
}
