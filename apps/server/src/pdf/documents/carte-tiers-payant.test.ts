import { describe, expect, it } from 'vitest';
import { decodeCode, pathBoxes, readPdf, squash, windows } from '../../test/read-pdf.ts';
import { PdfLayoutError } from '../pdf-context.ts';
import { renderPdf } from '../render-pdf.ts';
import { buildCarteTiersPayant, carteTiersPayantPayload } from './carte-tiers-payant.ts';
import { sampleCarte } from './sample-data.ts';

describe('carte de tiers payant (PDF)', () => {
  it('tient sur une page : recto (AMC, adhérent, bénéficiaires) et verso (domaines couverts)', async () => {
    const read = await readPdf(await renderPdf(buildCarteTiersPayant(sampleCarte)));
    expect(read.pageCount).toBe(1);
    const text = squash(read.text);
    expect(text).toContain('Carte de tiers payant du 01/01/2026 au 31/12/2026');
    expect(text).toContain('N° AMC 123456789');
    expect(text).toContain('Adhérent n° P100001');
    expect(text).toContain('DUPONT Lucas 03/09/2006');
    expect(text).toContain('PHAR Pharmacie 100 % BR');
    expect(text).toContain('OPTI Optique 100 % Santé / PEC');
    expect(text).toContain('01 99 00 12 34');
  });

  it('imprime recto et verso à la taille réelle d’une carte ID-1 : 85,60 × 53,98 mm', async () => {
    const read = await readPdf(await renderPdf(buildCarteTiersPayant(sampleCarte)));
    const toMm = (points: number) => Math.round(((points * 25.4) / 72) * 100) / 100;
    const frames = (await pathBoxes(read, 1))
      .map(([x0, y0, x1, y1]) => [toMm(x1! - x0!), toMm(y1! - y0!), Math.round(y0!)])
      .filter(([w, h]) => w === 85.6 && h === 53.98);
    expect(new Set(frames.map(([, , top]) => top)).size).toBe(2);
  });

  it('porte un DataMatrix qui se relit en données de la carte', async () => {
    const read = await readPdf(await renderPdf(buildCarteTiersPayant(sampleCarte)));
    const asideColumn = { x: 320, y: 150, width: 120, height: 320 };
    const decoded = await decodeCode(read, 1, 'datamatrix', windows(asideColumn, 90, 15));
    expect(decoded).toBe(carteTiersPayantPayload(sampleCarte));
    expect(decoded).toContain('BEN:DUPONT MARIE 19780514,DUPONT THOMAS 19760209,DUPONT LUCAS 20060903');
  });

  it('refuse une carte dont le contenu ou le bandeau dépasserait le format ID-1', async () => {
    const crowded = {
      ...sampleCarte,
      beneficiaires: Array.from({ length: 12 }, (_, i) => ({
        prenom: `Enfant ${i}`,
        nom: 'Dupont',
        dateNaissance: '2010-01-01',
      })),
    };
    const error = await renderPdf(buildCarteTiersPayant(crowded)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfLayoutError);
    expect((error as Error).message).toMatch(
      /^Le contenu de la carte « Mutuelle Démo » dépasse le format ID-1 de \d+,\d mm$/,
    );
  });
});
