import { describe, expect, it } from 'vitest';
import { readPdf, squash, type ReadPdf } from '../test/read-pdf.ts';
import { PdfLayoutError } from './pdf-context.ts';
import type { PdfDocument } from './pdf-document-schema.ts';
import { renderPdf } from './render-pdf.ts';

const id = (i: number) => `R${String(i + 1).padStart(3, '0')}`;

/** 150 rows, one in four with a label long enough to wrap over three lines, ending with « fin-Rnnn ». */
function longTable(): PdfDocument {
  const rows = Array.from({ length: 150 }, (_, i) => [
    id(i),
    i % 4 === 0
      ? `Libellé long qui passe sur plusieurs lignes pour vérifier qu’une ligne de tableau n’est jamais coupée entre deux pages, fin-${id(i)}`
      : `Libellé court fin-${id(i)}`,
    `${i + 1},00 €`,
  ]);
  return {
    lang: 'fr-FR',
    title: 'Relevé de test',
    client: { libelle: 'Mutuelle Démo', primaryColor: '#0E6674' },
    issuedAt: new Date('2026-11-24T09:00:00Z'),
    legalMentions: ['Mutuelle Démo, mutuelle régie par le livre II du Code de la mutualité.'],
    blocks: [
      { type: 'paragraph', text: 'Introduction.' },
      {
        type: 'table',
        columns: [
          { header: 'Identifiant de ligne', width: 1 },
          { header: 'Libellé de l’acte', width: 2.2 },
          { header: 'Montant payé', width: 1, align: 'right' },
        ],
        rows,
        totals: ['Total', '', '11 325,00 €'],
      },
    ],
  };
}

const pageOf = (read: ReadPdf, text: string) => read.pages.findIndex((page) => page.includes(text));

describe('tableau sur plusieurs pages', () => {
  it('répartit 150 lignes sur plusieurs pages numérotées « Page n sur N »', async () => {
    const read = await readPdf(await renderPdf(longTable()));
    expect(read.pageCount).toBeGreaterThanOrEqual(3);
    expect(read.pages[1]).toContain(`Page 2 sur ${read.pageCount}`);
    expect(read.pages.at(-1)).toContain(`Page ${read.pageCount} sur ${read.pageCount}`);
  });

  it('répète la ligne d’en-tête une fois en haut de chaque page du tableau', async () => {
    const read = await readPdf(await renderPdf(longTable()));
    for (const page of read.pages) {
      expect(page.split('Identifiant de ligne').length - 1).toBe(1);
      expect(page.split('Montant payé').length - 1).toBe(1);
    }
  });

  it('ne coupe jamais une ligne : chaque ligne est entière sur une seule page', async () => {
    const read = await readPdf(await renderPdf(longTable()));
    for (let i = 0; i < 150; i++) {
      const pages = read.pages.flatMap((page, n) => (page.includes(`\n${id(i)} `) ? [n] : []));
      expect(pages, id(i)).toHaveLength(1);
      const page = squash(read.pages[pages[0]!]!);
      expect(page, id(i)).toContain(`fin-${id(i)}`);
      expect(page, id(i)).toContain(`${i + 1},00 €`);
    }
  });

  it('laisse le pied de page libre : aucune ligne ne descend sous le numéro de page', async () => {
    const read = await readPdf(await renderPdf(longTable()));
    read.items.forEach((items) => {
      const pageNumber = items.find((item) => item.str.startsWith('Page '))!;
      const rows = items.filter((item) => /^R\d{3}$/.test(item.str));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.y).toBeGreaterThan(pageNumber.y + 10);
    });
  });

  it('termine par la ligne de totaux, sur la dernière page', async () => {
    const read = await readPdf(await renderPdf(longTable()));
    expect(pageOf(read, 'Total')).toBe(read.pageCount - 1);
    expect(squash(read.pages.at(-1)!)).toContain('Total 11 325,00 €');
  });

  it('refuse une ligne plus haute qu’une page plutôt que de la couper', async () => {
    const doc = longTable();
    const twoHundredFiftyLines = 'a\n'.repeat(250);
    doc.blocks = [{ type: 'table', columns: [{ header: 'Acte', width: 1 }], rows: [['x'], [twoHundredFiftyLines]] }];
    await expect(renderPdf(doc)).rejects.toThrow(PdfLayoutError);
    await expect(renderPdf(doc)).rejects.toThrow(/ne tient pas sur une page/);
  });

  it('dit le texte prévu quand le tableau est vide', async () => {
    const doc = longTable();
    doc.blocks = [{ type: 'table', columns: [{ header: 'Acte', width: 1 }], rows: [], emptyText: 'Aucun acte.' }];
    const read = await readPdf(await renderPdf(doc));
    expect(read.text).toContain('Aucun acte.');
  });
});
