/**
 * WCAG 2.x contrast helpers, so a client's brand colour never gives unreadable text. The server
 * resolves the ink colour into the public configuration (`branding.primaryInk`); the back office's
 * colour field can show the same result.
 */
function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const PAGE = '#f4f6f9';

export interface BrandColors {
  primary: string;
  /**
   * The primary colour darkened until text in it reads on white and on the page grey (≥ 4.5:1);
   * white text on it reads as well, so it is also the background of primary buttons.
   */
  primaryInk: string;
}

export function brandColors(primary: string): BrandColors {
  let ink = channels(primary);
  for (let i = 0; i < 20 && contrastRatio(toHex(ink), PAGE) < 4.5; i++) {
    ink = ink.map((c) => c * 0.9) as [number, number, number];
  }
  return { primary, primaryInk: toHex(ink) };
}
