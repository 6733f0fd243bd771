import { describe, expect, it } from 'vitest';
import { readPdf, squash, toUnicodeCodePoints } from '../test/read-pdf.ts';
import { buildAttestationAdhesion } from './documents/attestation-adhesion.ts';
import { sampleAttestation } from './documents/sample-data.ts';
import { renderPdf } from './render-pdf.ts';

/* Documents kept for years (decision 050): PDF/A-2b, and text that copies and searches as it was typed. */

const ligatures = /[\uFB00-\uFB06]/u;

describe('renderPdf : archivage et texte tel que saisi', () => {
  it('extrait « vérification » et « Offre » lettre à lettre, sans aucune ligature U+FB00–FB06', async () => {
    const pdf = await renderPdf(buildAttestationAdhesion(sampleAttestation));
    const text = squash((await readPdf(pdf)).text);
    for (const word of ['Code de vérification', 'Offre Santé Essentielle', 'bénéficie', 'Date d’effet', '(fictif)'])
      expect(text).toContain(word);
    expect(text).not.toMatch(ligatures);
    // What copy and paste yields, whatever the reader: no ligature in the fonts' ToUnicode maps.
    expect([...toUnicodeCodePoints(pdf)].filter((c) => c >= 0xfb00 && c <= 0xfb06)).toEqual([]);
  });

  it('se déclare PDF/A-2b : XMP pdfaid, profil sRGB en OutputIntent, polices embarquées', async () => {
    const pdf = await renderPdf(buildAttestationAdhesion(sampleAttestation));
    const read = await readPdf(pdf);
    expect(read.xmp).toMatch(/<pdfaid:part>2<\/pdfaid:part>/);
    expect(read.xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(read.xmp).toContain('<dc:title>');
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/^%PDF-1\.7/);
    expect(raw).toMatch(/\/Type \/OutputIntent/);
    expect(raw).toMatch(/\/S \/GTS_PDFA1/);
    expect(raw).toContain('sRGB IEC61966-2.1');
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(raw).not.toMatch(/\/Encrypt/);
  });

  it('écrit un XMP bien formé même quand le nom du client ou le titre porte « & » ou « < »', async () => {
    const client = { ...sampleAttestation.client, libelle: 'Santé & Prévoyance <Ouest>' };
    const read = await readPdf(await renderPdf(buildAttestationAdhesion({ ...sampleAttestation, client })));
    expect(read.info.Author).toBe('Santé & Prévoyance <Ouest>');
    expect(read.xmp).toContain('<rdf:li>Santé &amp; Prévoyance &lt;Ouest&gt;</rdf:li>');
  });
});
