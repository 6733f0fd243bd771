import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import { fontFamily, fontFiles } from './pdf-fonts.ts';
import { pdfLibraries } from './pdf-libraries.ts';

/*
 * Pictures the PDF embeds. Logos become opaque RGB PNGs, once per distinct file: PDFKit embeds
 * those as they are, whereas a PNG with transparency is decoded pixel by pixel on every render.
 * 2D codes are not pictures at all: bwip-js encodes them and the page draws their modules.
 */

/** Logo raster height: 13 mm in the header at ~400 dpi, sharp on paper. */
const logoRasterHeight = 200;
const cacheLimit = 64;
const logoCache = new Map<string, Buffer>();

function remember(key: string, make: () => Buffer): Buffer {
  const hit = logoCache.get(key);
  if (hit) return hit;
  const value = make();
  if (logoCache.size >= cacheLimit) logoCache.delete(logoCache.keys().next().value!);
  logoCache.set(key, value);
  return value;
}

/** RGBA pixels laid on white, written as an RGB PNG. */
function opaquePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const png = new PNG({ width, height, colorType: 2, inputColorType: 6, inputHasAlpha: true });
  for (let i = 0; i < rgba.length; i += 4) {
    const alpha = rgba[i + 3]! / 255;
    for (let c = 0; c < 3; c++) png.data[i + c] = Math.round(rgba[i + c]! * alpha + 255 * (1 - alpha));
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png, { colorType: 2, inputColorType: 6, inputHasAlpha: true });
}

function svgToPng(svg: Buffer): Buffer {
  // No system fonts: the same logo must give the same pixels on every machine.
  const resvg = new (pdfLibraries().Resvg)(svg, {
    fitTo: { mode: 'height', value: logoRasterHeight },
    font: {
      fontFiles: Object.values(fontFiles),
      loadSystemFonts: false,
      defaultFontFamily: fontFamily,
      sansSerifFamily: fontFamily,
    },
  });
  // Trimmed to what is drawn, so that the logo's own blank margins do not push it off its place.
  const drawn = resvg.getBBox();
  if (drawn) resvg.cropByBBox(drawn);
  const rendered = resvg.render();
  return opaquePng(rendered.width, rendered.height, rendered.pixels);
}

/** A logo ready for PDFKit: SVG rendered, PNG made opaque, JPEG passed through. */
export function logoRaster(logo: { data: Uint8Array; contentType: string }): Buffer {
  const data = Buffer.from(logo.data.buffer, logo.data.byteOffset, logo.data.byteLength);
  if (logo.contentType === 'image/jpeg') return data;
  const key = createHash('sha256').update(logo.contentType).update(data).digest('hex');
  return remember(key, () => {
    if (logo.contentType === 'image/svg+xml') return svgToPng(data);
    const png = PNG.sync.read(data);
    return opaquePng(png.width, png.height, png.data);
  });
}

export type Symbology = 'qrcode' | 'datamatrix';

/** Dark modules of a 2D code, with the quiet zone the standard asks for (4 modules QR, 2 DataMatrix). */
export interface CodeMatrix {
  /** Modules on a side, quiet zone included. */
  size: number;
  isDark: (x: number, y: number) => boolean;
}

export function code2dMatrix(symbology: Symbology, data: string): CodeMatrix {
  const quiet = symbology === 'qrcode' ? 4 : 2;
  const [symbol] = pdfLibraries().bwipjs.raw(symbology, data, symbology === 'qrcode' ? 'eclevel=M' : '');
  if (!symbol || !('pixs' in symbol)) throw new Error(`bwip-js did not encode a 2D ${symbology}`);
  const { pixs, pixx, pixy } = symbol;
  return {
    size: Math.max(pixx, pixy) + 2 * quiet,
    isDark: (x, y) => {
      const [mx, my] = [x - quiet, y - quiet];
      return mx >= 0 && my >= 0 && mx < pixx && my < pixy && pixs[my * pixx + mx] === 1;
    },
  };
}
