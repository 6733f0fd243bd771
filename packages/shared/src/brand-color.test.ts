import { describe, expect, it } from 'vitest';
import { brandColors, contrastRatio } from './brand-color';

describe('couleur du client', () => {
  it.each(['#ffd700', '#00a3e0', '#005a9c', '#e30613', '#7fff00'])(
    'donne un texte lisible (≥ 4,5:1) pour %s',
    (primary) => {
      const { primaryInk } = brandColors(primary);
      expect(contrastRatio(primaryInk, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(primaryInk, '#f4f6f9')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('garde une couleur déjà lisible telle quelle', () => {
    expect(brandColors('#005a9c').primaryInk).toBe('#005a9c');
  });
});
