import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './content-disposition';

describe('nom de fichier tiré de content-disposition', () => {
  it.each([
    ['attachment; filename="releve.pdf"', 'releve.pdf'],
    ['attachment; filename=releve.pdf', 'releve.pdf'],
    ["attachment; filename*=UTF-8''attestation%20%C3%A9t%C3%A9.pdf", 'attestation été.pdf'],
    ['attachment; filename="a \\"b\\".pdf"', 'a "b".pdf'],
  ])('%s → %s', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected);
  });

  it('rend null sans en-tête ni nom', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('inline')).toBeNull();
  });
});
