import { describe, expect, it } from 'vitest';
import { testDocument as document } from '../test/pdf-fixtures.ts';
import { PdfInputError, type PdfDocument } from './pdf-document-schema.ts';
import { renderPdf } from './render-pdf.ts';

describe('renderPdf : entrées refusées', () => {
  const refused = async (input: PdfDocument) => {
    const error = await renderPdf(input).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PdfInputError);
    return (error as PdfInputError).message;
  };

  it('refuse un titre vide en nommant le champ', async () => {
    expect(await refused(document({ title: '   ' }))).toMatch(/title — le titre est obligatoire/);
  });

  it('refuse une ligne de tableau qui n’a pas autant de cellules que de colonnes', async () => {
    const table = {
      type: 'table' as const,
      columns: [
        { header: 'A', width: 1 },
        { header: 'B', width: 1 },
      ],
      rows: [['1', '2'], ['3']],
    };
    expect(await refused(document({ blocks: [table] }))).toMatch(/blocks\.0\.rows\.1 — 2 cellules attendues/);
  });

  it('refuse une couleur, un logo WebP, une adresse de vérification et des mentions légales invalides', async () => {
    const message = await refused(
      document({
        client: {
          libelle: 'X',
          primaryColor: 'bleu',
          logo: { data: Buffer.from('RIFF'), contentType: 'image/webp' as never },
        },
        verification: { code: 'AB12', url: 'javascript:alert(1)' },
        legalMentions: [],
      }),
    );
    expect(message).toMatch(/client\.primaryColor/);
    expect(message).toMatch(/client\.logo\.contentType/);
    expect(message).toMatch(/verification\.url/);
    expect(message).toMatch(/legalMentions — au moins une mention légale/);
  });
});
