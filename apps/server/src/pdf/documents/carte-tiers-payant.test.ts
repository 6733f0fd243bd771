import { describe, expect, it } from 'vitest';
import { decodeCode, pathBoxes, readPdf, squash, windows } from '../../test/read-pdf.ts';
import { PdfLayoutError } from '../pdf-context.ts';
import { renderPdf } from '../render-pdf.ts';
import { buildCarteTiersPayant, carteTiersPayantPayload } from './carte-tiers-payant.ts';
import { sampleCarte } from './sample-data.ts';

const documentedExample =
  'CTP1|AMC:123456789|CONV:SP|ROUT:SP 38|ADH:P100001|VAL:20260101-20261231|RESP:O|' +
  'BEN:DUPONT/MARIE/19780514,DUPONT/THOMAS/19760209,DUPONT/LUCAS/20060903|' +
  'DOM:PHAR/100 % BR,MED/100 % BR,LABO/100 % BR,RADL/100 % BR,AUXM/100 % BR,HOSP/SUR PEC,' +
  'DENT/100 % BR,OPTI/100 % SANTE PEC,AUDI/100 % SANTE,TRAN/100 % BR';

/**
 * The front card's frame, in the text items' space (points from the bottom-left corner): PDFKit
 * draws paths from the top-left corner (flipped CTM), so the higher frame has the smaller top.
 */
async function frontCard(read: Awaited<ReturnType<typeof readPdf>>) {
  const pageHeight = 841.89;
  const id1 = (await pathBoxes(read, 1)).filter(
    ([x0, y0, x1, y1]) => Math.abs(x1! - x0! - 242.65) < 0.5 && Math.abs(y1! - y0! - 153.02) < 0.5,
  );
  const [x0, top, x1, bottom] = id1.sort((a, b) => a[1]! - b[1]!)[0]!;
  return { x0: x0!, x1: x1!, y0: pageHeight - bottom!, y1: pageHeight - top! };
}

const within = (card: Awaited<ReturnType<typeof frontCard>>) => (i: { x: number; y: number }) =>
  i.x > card.x0 && i.x < card.x1 && i.y > card.y0 && i.y < card.y1;

describe('carte de tiers payant (PDF)', () => {
  it('tient sur une page : recto (AMC, adhérent, bénéficiaires) et verso (domaines couverts)', async () => {
    const read = await readPdf(await renderPdf(buildCarteTiersPayant(sampleCarte)));
    expect(read.pageCount).toBe(1);
    const text = squash(read.text);
    expect(text).toContain('Valable du 01/01/2026 au 31/12/2026 Mutuelle Démo');
    expect(text).toContain('R Contrat responsable');
    expect(text).toContain('Tiers payant : PHAR · MED · LABO · RADL · AUXM · HOSP · DENT · OPTI · AUDI · TRAN');
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
    // The example of docs/carte-tiers-payant-2d.md, to the character.
    expect(decoded).toBe(documentedExample);
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
      /^Le contenu de la carte « Valable du 01\/01\/2026 au 31\/12\/2026 » dépasse le format ID-1 de \d+,\d mm$/,
    );
  });

  it('place la période de validité en haut à gauche du recto, comme la carte inter-AMC', async () => {
    const read = await readPdf(await renderPdf(buildCarteTiersPayant(sampleCarte)));
    const card = await frontCard(read);
    const validity = read.items[0]!.filter(within(card)).find((i) => i.str.startsWith('Valable du 01/01/2026'))!;
    expect(validity).toBeDefined();
    expect(validity.x).toBeGreaterThan(card.x0);
    expect(validity.x).toBeLessThan((card.x0 + card.x1) / 2);
    expect(validity.y).toBeGreaterThan((card.y0 + card.y1) / 2);
    expect(validity.y).toBeLessThan(card.y1);
    // The organisme on the same band, at the right.
    const organisme = read.items[0]!.filter(within(card)).find((i) => i.str === 'Mutuelle Démo')!;
    expect(organisme.x).toBeGreaterThan((card.x0 + card.x1) / 2);
  });

  it('porte le « R » d’un contrat responsable, et pas sur un contrat qui ne l’est pas', async () => {
    const inside = async (responsable: boolean) => {
      const data = { ...sampleCarte, carte: { ...sampleCarte.carte, responsable } };
      const read = await readPdf(await renderPdf(buildCarteTiersPayant(data)));
      const card = await frontCard(read);
      const strings = read.items[0]!.filter(within(card)).map((i) => i.str.trim());
      return { strings, payload: carteTiersPayantPayload(data) };
    };
    const yes = await inside(true);
    expect(yes.strings).toContain('R');
    expect(yes.strings).toContain('Contrat responsable');
    expect(yes.payload).toContain('|RESP:O|');
    const no = await inside(false);
    expect(no.strings).not.toContain('R');
    expect(no.strings).not.toContain('Contrat responsable');
    expect(no.payload).toContain('|RESP:N|');
  });

  it('garde ses séparateurs dans le code 2D quels que soient les noms (« | », « , », « / », accents)', () => {
    const data = {
      ...sampleCarte,
      beneficiaires: [{ prenom: 'Zoë-Anne', nom: 'de La Tour|Dupin, née/Ğül', dateNaissance: '2001-02-03' }],
    };
    expect(carteTiersPayantPayload(data)).toContain('|BEN:DE LA TOUR DUPIN NEE GUL/ZOE-ANNE/20010203|');
  });
});
