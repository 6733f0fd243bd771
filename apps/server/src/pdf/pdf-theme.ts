/* Page geometry, type sizes and colours shared by every layout piece. Units are PDF points. */

export const mm = (value: number) => (value * 72) / 25.4;

export const page = {
  size: 'A4' as const,
  width: 595.28,
  height: 841.89,
  marginX: mm(18),
  headerTop: mm(12),
  /** Content starts below the header band on every page. */
  contentTop: mm(36),
  footerBottom: mm(10),
};

export const contentWidth = page.width - 2 * page.marginX;

export const fontSize = {
  title: 17,
  subtitle: 10,
  h2: 11.5,
  h3: 10,
  body: 9.5,
  small: 8,
  table: 7.5,
  header: 8,
  footer: 6.5,
  card: 5.6,
  cardTitle: 7.5,
};

export const colors = {
  text: '#1F2933',
  muted: '#5B6670',
  rule: '#C6CED6',
  zebra: '#F3F5F7',
  white: '#FFFFFF',
};

export const space = {
  block: 9,
  paragraph: 6,
  cell: 3,
};

/** ISO/IEC 7810 ID-1, the bank-card format tiers-payant cards use. */
export const card = {
  width: mm(85.6),
  height: mm(53.98),
  radius: mm(3.18),
  padding: mm(2.6),
};

const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);

function luminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const c = channel(hex, i) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** Mix a colour with white: weight 1 keeps the colour, 0 gives white. */
export function tint(hex: string, weight: number): string {
  return toHex([0, 1, 2].map((i) => 255 - (255 - channel(hex, i)) * weight));
}

/** The client's colour darkened until text in it reads on white (WCAG AA, 4.5:1). */
export function readableOnWhite(hex: string): string {
  let rgb = [0, 1, 2].map((i) => channel(hex, i));
  for (let step = 0; step < 20 && 1.05 / (luminance(toHex(rgb)) + 0.05) < 4.5; step++) {
    rgb = rgb.map((c) => c * 0.85);
  }
  return toHex(rgb);
}
