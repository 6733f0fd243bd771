/*
 * The dimensions a raster image declares in its header, read without decoding it: an « image
 * bomb » (a few kilobytes announcing 100,000 × 100,000 pixels) is refused on what it declares.
 */

export interface Dimensions {
  width: number;
  height: number;
}

function u16be(data: Uint8Array, at: number): number {
  return ((data[at] ?? 0) << 8) | (data[at + 1] ?? 0);
}
function u16le(data: Uint8Array, at: number): number {
  return (data[at] ?? 0) | ((data[at + 1] ?? 0) << 8);
}
function u24le(data: Uint8Array, at: number): number {
  return u16le(data, at) | ((data[at + 2] ?? 0) << 16);
}
function u32be(data: Uint8Array, at: number): number {
  return (data[at] ?? 0) * 2 ** 24 + (((data[at + 1] ?? 0) << 16) | u16be(data, at + 2));
}

/** JPEG: the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC) holds height then width. */
function jpeg(data: Uint8Array): Dimensions | null {
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = u16be(data, at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: u16be(data, at + 5), width: u16be(data, at + 7) };
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

function webp(data: Uint8Array): Dimensions | null {
  const chunk = String.fromCharCode(...data.subarray(12, 16));
  if (chunk === 'VP8X' && data.length >= 30) return { width: u24le(data, 24) + 1, height: u24le(data, 27) + 1 };
  if (chunk === 'VP8L' && data.length >= 25) {
    const bits = (data[21] ?? 0) | ((data[22] ?? 0) << 8) | ((data[23] ?? 0) << 16) | ((data[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && data.length >= 30)
    return { width: u16le(data, 26) & 0x3fff, height: u16le(data, 28) & 0x3fff };
  return null;
}

/** null when the header cannot be read (truncated or not an image of that type). */
export function rasterDimensions(contentType: string, data: Uint8Array): Dimensions | null {
  switch (contentType) {
    case 'image/png':
      return data.length >= 24 ? { width: u32be(data, 16), height: u32be(data, 20) } : null;
    case 'image/gif':
      return data.length >= 10 ? { width: u16le(data, 6), height: u16le(data, 8) } : null;
    case 'image/jpeg':
      return jpeg(data);
    case 'image/webp':
      return webp(data);
    default:
      return null;
  }
}
