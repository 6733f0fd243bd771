import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { formatEuros } from '@portail/shared/format';
import { testDocument as document } from '../test/pdf-fixtures.ts';
import { decodeCode, readPdf, roles, squash, toUnicodeCodePoints, windows } from '../test/read-pdf.ts';
import type { PdfDocument } from './pdf-document-schema.ts';
import { frenchTypography } from './pdf-typography.ts';
import { renderPdf } from './render-pdf.ts';

const assets = path.resolve(import.meta.dirname, '../commands/seed/assets');
const littoralLogo = readFileSync(path.join(assets, 'littoral-logo.svg'));

describe('renderPdf : métadonnées et accessibilité', () => {
  it('pose le titre, la langue fr-FR, l’auteur et la date d’édition comme date de création', async () => {
    const read = await readPdf(await renderPdf(document()));
    expect(read.info.Title).toBe('Attestation de test');
    expect(read.info.Language).toBe('fr-FR');
    expect(read.info.Author).toBe('Mutuelle du Littoral');
    expect(read.info.Subject).toBe('Sujet du document');
    expect(read.info.CreationDate).toBe('D:20261123233000Z');
  });

  it('produit un PDF balisé : arbre de structure dans l’ordre de lecture, titre H1, tableau TH/TD', async () => {
    const pdf = await renderPdf(
      document({
        blocks: [
          { type: 'heading', text: 'Bénéficiaires' },
          { type: 'table', columns: [{ header: 'Nom', width: 1 }], rows: [['Marie']] },
          { type: 'code2d', symbology: 'qrcode', data: 'x', alt: 'Code de test' },
        ],
      }),
    );
    const read = await readPdf(pdf);
    expect(read.marked).toBe(true);
    const tree = roles(await read.structTree(1));
    expect(tree.slice(0, 2)).toEqual(['Root', 'Document']);
    expect(tree.indexOf('H1')).toBeLessThan(tree.indexOf('H2'));
    expect(tree.indexOf('H2')).toBeLessThan(tree.indexOf('Table'));
    expect(tree).toEqual(expect.arrayContaining(['THead', 'TH', 'TBody', 'TD', 'Figure']));
    expect(pdf.toString('latin1')).toContain('/DisplayDocTitle true');
  });
});

describe('renderPdf : texte français', () => {
  it('garde accents, guillemets, œ, € et l’espace fine insécable des montants (police embarquée)', async () => {
    const amount = formatEuros(123456);
    const pdf = await renderPdf(
      document({
        blocks: [
          { type: 'paragraph', text: `Cœur « Santé » : ${amount} remboursés à Łukasz Öztürk, déjà payé.` },
          { type: 'table', columns: [{ header: 'Montant', width: 1, align: 'right' }], rows: [[amount]] },
        ],
      }),
    );
    const read = await readPdf(pdf);
    expect(squash(read.text)).toContain('Cœur « Santé » : 1 234,56 € remboursés à Łukasz Öztürk, déjà payé.');
    expect(squash(read.pages[0]!)).toContain('Montant 1 234,56 €');
    // Copy and paste gives back the narrow no-break space and the no-break space, not plain spaces.
    const copied = toUnicodeCodePoints(pdf);
    expect(copied.has(0x202f)).toBe(true);
    expect(copied.has(0x00a0)).toBe(true);
    expect(pdf.toString('latin1')).toContain('/FontFile2');
    expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('ne laisse jamais « » » ou « : » seul en début de ligne : espaces insécables posés', async () => {
    const pdf = await renderPdf(document({ blocks: [{ type: 'paragraph', text: 'Offre « Santé » : n° 4' }] }));
    expect(squash((await readPdf(pdf)).text)).toContain('Offre « Santé » : n° 4');
    expect(frenchTypography('Offre « Santé » : 100 % ; n° 4 ?')).toBe(
      'Offre «\u00a0Santé\u00a0»\u00a0: 100\u202f%\u202f; n°\u00a04\u202f?',
    );
  });

  it('garde chaque lettre dans le texte copié d’un document à l’autre (« O » après « Ö »)', async () => {
    await renderPdf(document({ blocks: [{ type: 'paragraph', text: 'Öztürk' }] }));
    const read = await readPdf(await renderPdf(document({ blocks: [{ type: 'paragraph', text: 'Offre Olivier' }] })));
    expect(read.text).toContain('Offre Olivier');
  });
});

describe('renderPdf : cadre de page', () => {
  it('imprime « Page 1 sur 1 », la référence et « Édité le » à la date de Paris', async () => {
    const read = await readPdf(await renderPdf(document()));
    expect(read.pageCount).toBe(1);
    expect(read.text).toContain('Page 1 sur 1');
    expect(read.text).toContain('Édité le 24/11/2026');
    expect(squash(read.text)).toContain('Contrat n° 40012345');
    expect(read.text).toContain('Mutuelle du Littoral, mutuelle régie par le livre II du Code de la mutualité.');
  });

  it('imprime le code de vérification et un QR code qui mène à l’adresse de vérification', async () => {
    const url = 'https://adherent.mutuelle-du-littoral.fr/api/verify/AB12-CD34';
    const read = await readPdf(await renderPdf(document({ verification: { code: 'AB12-CD34', url } })));
    expect(squash(read.text)).toContain('Code de vérification : AB12-CD34');
    expect(read.text).toContain(url);
    const footer = { x: 30, y: 841.89 - 150, width: 110, height: 150 };
    expect(await decodeCode(read, 1, 'qrcode', [footer])).toBe(url);
  });

  it('accepte un logo SVG, un logo PNG ou aucun logo (le libellé du client est alors écrit)', async () => {
    const png = new PNG({ width: 40, height: 10 });
    png.data.fill(128);
    const variants: PdfDocument['client'][] = [
      {
        libelle: 'Mutuelle du Littoral',
        primaryColor: '#1D5B99',
        logo: { data: littoralLogo, contentType: 'image/svg+xml' },
      },
      {
        libelle: 'Mutuelle du Littoral',
        primaryColor: '#1D5B99',
        logo: { data: PNG.sync.write(png), contentType: 'image/png' },
      },
    ];
    for (const client of variants) {
      const pdf = await renderPdf(document({ client }));
      expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    }
    const bare = await readPdf(await renderPdf(document()));
    expect(bare.text).toContain('Mutuelle du Littoral');
  });

  it('donne les mêmes octets pour les mêmes données (date de création = date d’édition)', async () => {
    const input = document({ verification: { code: 'AB12-CD34', url: 'https://example.fr/v/AB12' } });
    expect((await renderPdf(input)).equals(await renderPdf(input))).toBe(true);
  });
});

describe('renderPdf : plusieurs pages', () => {
  it('numérote « Page n sur N » sur chaque page et répète le code de vérification', async () => {
    const paragraphs = Array.from({ length: 60 }, (_, i) => ({
      type: 'paragraph' as const,
      text: `Paragraphe ${i + 1}. ${'Texte '.repeat(40)}`,
    }));
    const read = await readPdf(
      await renderPdf(document({ blocks: paragraphs, verification: { code: 'AB12', url: 'https://example.fr/v' } })),
    );
    expect(read.pageCount).toBeGreaterThan(2);
    read.pages.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} sur ${read.pageCount}`);
      expect(squash(text)).toContain('Code de vérification : AB12');
    });
    expect(read.text).toContain('Paragraphe 60.');
    expect(await decodeCode(read, 2, 'qrcode', windows({ x: 30, y: 690, width: 110, height: 150 }, 110, 20))).toBe(
      'https://example.fr/v',
    );
  });
});
