import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition, pdfFileName, sendPdf } from './send-pdf.ts';

const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');

describe('sendPdf', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.get('/attestation', (_, reply) => sendPdf(reply, pdf, 'attestation-40012345-2026-11-23.pdf'));
    app.get('/apercu', (_, reply) => sendPdf(reply, pdf, 'relevé « été ».pdf', { inline: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('envoie le PDF en téléchargement, jamais mis en cache, avec sa taille exacte', async () => {
    const response = await app.inject({ method: 'GET', url: '/attestation' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="attestation-40012345-2026-11-23.pdf"; filename*=UTF-8\'\'attestation-40012345-2026-11-23.pdf',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-length']).toBe(String(pdf.length));
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('peut l’afficher dans le navigateur (inline), avec un nom accentué encodé en UTF-8', async () => {
    const response = await app.inject({ method: 'GET', url: '/apercu' });
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="releve _ ete _.pdf"; filename*=UTF-8\'\'relev%C3%A9%20%C2%AB%20%C3%A9t%C3%A9%20%C2%BB.pdf',
    );
  });
});

describe('contentDisposition', () => {
  it('retire chemins, guillemets et retours à la ligne d’un nom reçu', () => {
    expect(contentDisposition('../../etc/passwd"\r\nSet-Cookie: x=1')).toBe(
      'attachment; filename="passwdSet-Cookie: x=1.pdf"; filename*=UTF-8\'\'passwdSet-Cookie%3A%20x%3D1.pdf',
    );
    expect(contentDisposition('..\\secret.pdf')).toBe(
      'attachment; filename="secret.pdf"; filename*=UTF-8\'\'secret.pdf',
    );
  });

  it('se rabat sur « document.pdf » quand il ne reste rien, ou un nom caché', () => {
    expect(contentDisposition('"\r\n')).toContain('filename="document.pdf"');
    expect(contentDisposition('.pdf')).toContain('filename="document.pdf"');
  });

  it('encode les caractères que RFC 8187 réserve', () => {
    expect(contentDisposition("l'attestation (copie)*.pdf")).toContain(
      "filename*=UTF-8''l%27attestation%20%28copie%29%2A.pdf",
    );
  });
});

describe('pdfFileName', () => {
  it('compose genre, référence et jour d’édition à Paris : attestation-40012345-2026-11-24.pdf', () => {
    expect(pdfFileName('Attestation', '40012345', new Date('2026-11-23T23:30:00Z'))).toBe(
      'attestation-40012345-2026-11-24.pdf',
    );
    expect(pdfFileName('Relevé de remboursements', 'Contrat n° 40012345', new Date('2026-06-30T10:00:00Z'))).toBe(
      'releve-de-remboursements-contrat-n-40012345-2026-06-30.pdf',
    );
  });
});
