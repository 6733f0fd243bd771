import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { toBuffer } from 'bwip-js/node';
import { fontFamily, fontFiles } from './pdf-fonts.ts';

/*
 * Pictures the PDF embeds, always as PNG or JPEG (what PDF and PDFKit take natively):
 * SVG logos are rasterised by resvg at print resolution, 2D codes drawn by bwip-js.
 */

/** Logo raster height: 13 mm in the header at ~500 dpi, sharp on paper. */
const logoRasterHeight = 256;
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

/** A logo ready for PDFKit: SVG rendered once per distinct file, PNG and JPEG passed through. */
export function logoRaster(logo: { data: Uint8Array; contentType: string }): Buffer {
  const data = Buffer.from(logo.data.buffer, logo.data.byteOffset, logo.data.byteLength);
  if (logo.contentType !== 'image/svg+xml') return data;
  const key = createHash('sha256').update(data).digest('hex');
  return remember(key, () => {
    // No system fonts: the same logo must give the same pixels on every machine.
    const resvg = new Resvg(data, {
      fitTo: { mode: 'height', value: logoRasterHeight },
      font: {
        fontFiles: Object.values(fontFiles),
        loadSystemFonts: false,
        defaultFontFamily: fontFamily,
        sansSerifFamily: fontFamily,
      },
    });
    return resvg.render().asPng();
  });
}

export type Symbology = 'qrcode' | 'datamatrix';

/** bwip-js draws a 2D module as 2 units; scale 3 gives 6 pixels per module, sharp in print. */
const moduleUnits = 2;
const scale = 3;

/** A 2D code as PNG with its quiet zone (4 modules for QR, 2 for DataMatrix, as the standards ask). */
export async function code2dPng(symbology: Symbology, data: string): Promise<Buffer> {
  const quiet = symbology === 'qrcode' ? 4 : 2;
  return toBuffer({
    bcid: symbology,
    text: data,
    scale,
    paddingwidth: quiet * moduleUnits,
    paddingheight: quiet * moduleUnits,
    backgroundcolor: 'FFFFFF',
    ...(symbology === 'qrcode' ? { eclevel: 'M' } : {}),
  });
}
