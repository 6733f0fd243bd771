/* Images for tests: a real 1 × 1 PNG, and headers that declare any size (an image bomb in a few bytes). */

/** A complete 1 × 1 transparent PNG (68 bytes). */
export const tinyPng = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000b49444154789c6360000200000500017a5eab3f0000000049454e44ae426082',
  'hex',
);

/** A PNG whose header declares width × height (the pixels themselves are not there). */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.from(tinyPng);
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}
