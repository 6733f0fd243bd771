import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { readRasterHeader } from './image-header.ts';

function png(width: number, height: number): Buffer {
  return PNG.sync.write(new PNG({ width, height }));
}

/** A JPEG's start: SOI, an APP0 segment, then a baseline or progressive frame header. */
function jpeg(width: number, height: number, frame = 0xc0): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, frame, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  return Buffer.from([0xff, 0xd8, ...app0, 0xff, 0xc4, 0x00, 0x04, 0, 0, ...sof, ...Array(9).fill(0)]);
}

function webp(chunk: string, payload: number[]): Buffer {
  return Buffer.concat([
    Buffer.from('RIFF\0\0\0\0WEBP'),
    Buffer.from(chunk),
    Buffer.from([10, 0, 0, 0]),
    Buffer.from(payload),
  ]);
}

describe('en-tête d’une image : type par ses octets, dimensions annoncées sans rien décoder', () => {
  it('lit le PNG, le JPEG (baseline ou progressif, après ses tables) et les trois WebP', () => {
    expect(readRasterHeader(png(240, 64))).toEqual({ contentType: 'image/png', size: { width: 240, height: 64 } });
    expect(readRasterHeader(jpeg(1920, 1080))).toEqual({
      contentType: 'image/jpeg',
      size: { width: 1920, height: 1080 },
    });
    expect(readRasterHeader(jpeg(800, 600, 0xc2))?.size).toEqual({ width: 800, height: 600 });
    // VP8X: canvas size minus one, on 24 bits.
    expect(readRasterHeader(webp('VP8X', [0, 0, 0, 0, 0x7f, 0x07, 0, 0x37, 0x04, 0]))?.size).toEqual({
      width: 1920,
      height: 1080,
    });
    // VP8L: 14 bits each, minus one, after the 0x2f signature.
    const bits = (100 - 1) | ((50 - 1) << 14);
    expect(
      readRasterHeader(webp('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24]))?.size,
    ).toEqual({
      width: 100,
      height: 50,
    });
    expect(readRasterHeader(webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 64, 0, 32, 0]))?.size).toEqual({
      width: 64,
      height: 32,
    });
  });

  it('un fichier tronqué a un type mais pas de dimensions ; le reste n’est pas une image', () => {
    expect(readRasterHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toEqual({
      contentType: 'image/jpeg',
      size: null,
    });
    expect(readRasterHeader(png(4, 4).subarray(0, 16))).toEqual({ contentType: 'image/png', size: null });
    expect(readRasterHeader(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(readRasterHeader(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
