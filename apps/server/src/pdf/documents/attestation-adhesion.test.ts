import { describe, expect, it } from 'vitest';
import { decodeCode, readPdf, squash } from '../../test/read-pdf.ts';
import { renderPdf } from '../render-pdf.ts';
import { buildAttestationAdhesion } from './attestation-adhesion.ts';
import { sampleAttestation, sampleVerification } from './sample-data.ts';

describe('attestation d’adhésion (PDF)', () => {
  it('tient sur une page avec titre, langue, adhérent, contrat, bénéficiaires et validité', async () => {
    const read = await readPdf(await renderPdf(buildAttestationAdhesion(sampleAttestation)));
    expect(read.pageCount).toBe(1);
    expect(read.info).toMatchObject({ Title: 'Attestation d’adhésion', Language: 'fr-FR', Author: 'Mutuelle Démo' });
    const text = squash(read.text);
    expect(text).toContain('Mutuelle Démo atteste que Mme Marie DUPONT est adhérent(e) du contrat');
    expect(text).toContain('« Santé Essentielle »');
    expect(text).toContain('N° d’adhérent P100001');
    expect(text).toContain('Date de naissance 14/05/1978');
    expect(text).toContain('N° de contrat 40012345');
    expect(text).toContain('Thomas DUPONT Conjoint 09/02/1976 01/01/2019');
    expect(text).toContain('Lucas DUPONT Enfant 03/09/2006 01/01/2019');
    expect(text).toContain('Cette attestation est valable du 24/11/2026 au 31/12/2026');
    expect(text).toContain('Contrat n° 40012345');
    expect(text).toContain('Édité le 24/11/2026');
    expect(text).toContain('Page 1 sur 1');
    expect(text).toContain('SIREN 000 000 000');
  });

  it('porte le code de vérification, en clair et dans un QR code qui mène à la page de vérification', async () => {
    const read = await readPdf(await renderPdf(buildAttestationAdhesion(sampleAttestation)));
    expect(squash(read.text)).toContain(`Code de vérification : ${sampleVerification.code}`);
    const footer = { x: 30, y: 841.89 - 150, width: 110, height: 150 };
    expect(await decodeCode(read, 1, 'qrcode', [footer])).toBe(sampleVerification.url);
  });

  it('le dit quand le contrat n’a aucun bénéficiaire enregistré', async () => {
    const read = await readPdf(await renderPdf(buildAttestationAdhesion({ ...sampleAttestation, beneficiaires: [] })));
    expect(read.text).toContain('Aucun bénéficiaire enregistré sur ce contrat.');
  });
});
