import { describe, expect, it } from 'vitest';
import { readableOnWhite, tint } from './pdf-theme.ts';

function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05);
}

describe('couleurs du client', () => {
  it('garde la couleur du client quand elle se lit sur blanc, l’assombrit sinon (4,5:1 au moins)', () => {
    expect(readableOnWhite('#0E6674')).toBe('#0E6674');
    const yellow = readableOnWhite('#FFD500');
    expect(yellow).not.toBe('#FFD500');
    expect(contrastWithWhite(yellow)).toBeGreaterThanOrEqual(4.5);
  });

  it('éclaircit une couleur vers le blanc pour les fonds', () => {
    expect(tint('#0E6674', 0)).toBe('#FFFFFF');
    expect(tint('#0E6674', 1)).toBe('#0E6674');
  });
});
