/*
 * What a raster image says about itself in its first bytes: its type (magic numbers) and the pixel
 * size it declares, read without decoding anything, so a small file announcing a huge picture (a
 * decompression bomb) is refused before any library inflates it.
 */

type RasterType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface RasterHeader {
  contentType: RasterType;
  /** null when the header cannot be read (truncated or damaged file). */
  size: { width: number; height: number } | null;
}

function startsWith(data: Uint8Array, bytes: readonly number[], at = 0): boolean {
  return bytes.every((byte, i) => data[at + i] === byte);
}

const be16 = (d: Uint8Array, i: number) => ((d[i] ?? 0) << 8) | (d[i + 1] ?? 0);
const le16 = (d: Uint8Array, i: number) => (d[i] ?? 0) | ((d[i + 1] ?? 0) << 8);
const le24 = (d: Uint8Array, i: number) => le16(d, i) | ((d[i + 2] ?? 0) << 16);
const be32 = (d: Uint8Array, i: number) => be16(d, i) * 65536 + be16(d, i + 2);
const ascii = (d: Uint8Array, i: number, n: number) => String.fromCharCode(...d.subarray(i, i + n));

function pngSize(d: Uint8Array) {
  if (d.length < 24 || ascii(d, 12, 4) !== 'IHDR') return null;
  return { width: be32(d, 16), height: be32(d, 20) };
}

/** Start-of-frame markers (baseline, progressive, lossless…), not DHT (C4), JPG (C8) or DAC (CC). */
const startOfFrame = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(d: Uint8Array) {
  let i = 2;
  while (i + 9 < d.length) {
    if (d[i] !== 0xff) return null;
    const marker = d[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (startOfFrame.has(marker)) return { width: be16(d, i + 7), height: be16(d, i + 5) };
    // Image data starts (SOS) or the image ends before any frame header: nothing to read.
    if (marker === 0xda || marker === 0xd9) return null;
    i += marker >= 0xd0 && marker <= 0xd7 ? 2 : 2 + be16(d, i + 2);
  }
  return null;
}

function webpSize(d: Uint8Array) {
  const chunk = ascii(d, 12, 4);
  if (chunk === 'VP8 ' && d.length >= 30 && startsWith(d, [0x9d, 0x01, 0x2a], 23))
    return { width: le16(d, 26) & 0x3fff, height: le16(d, 28) & 0x3fff };
  if (chunk === 'VP8L' && d.length >= 25 && d[20] === 0x2f) {
    const bits = (d[21] ?? 0) | ((d[22] ?? 0) << 8) | ((d[23] ?? 0) << 16) | ((d[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && d.length >= 30) return { width: le24(d, 24) + 1, height: le24(d, 27) + 1 };
  return null;
}

/** The raster type and declared size of a PNG, JPEG or WebP file; null for anything else. */
export function readRasterHeader(data: Uint8Array): RasterHeader | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', size: pngSize(data) };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', size: jpegSize(data) };
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return { contentType: 'image/webp', size: webpSize(data) };
  return null;
}
