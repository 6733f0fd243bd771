import {
  configurationImageLimits,
  imageFormatsText,
  svgMaxAspectRatio,
  type ClientImageContentType,
  type ConfigurationImageKind,
} from '@portail/shared/admin/configuration-images';
import { configurationMessages as m } from '@portail/shared/admin/configuration-messages';
import { sanitizeSvg } from '../../lib/sanitize-svg.ts';
import { AppError } from '../../lib/app-error.ts';
import { readRasterHeader } from '../../lib/image-header.ts';

export interface ClientImage {
  contentType: ClientImageContentType;
  data: Uint8Array;
}

function refused(status: number, code: string, message: string): AppError {
  return new AppError(status, code, message, { fichier: message });
}

/** A text whose first markup, within its first 4 KB (prolog, comments, doctype aside), opens an svg element. */
function asSvgText(data: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
    // Plain searches, no nested quantifier: a crafted file cannot make the check slow.
    return /^\s*</.test(text) && /<svg[\s>]/i.test(text.slice(0, 4096)) ? text : null;
  } catch {
    return null;
  }
}

/** What is left after the allow-list must draw something: a file of scripts alone leaves an empty frame. */
const drawing = /<(path|rect|circle|ellipse|line|polyline|polygon|text)\b/;

/** Width over height from the root's viewBox, else its width and height; null when it says neither. */
function svgAspect(svg: string): number | null {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite)) return box[2]! / box[3]!;
  const [width, height] = [attribute('width'), attribute('height')].map((v) => Number.parseFloat(v ?? ''));
  return width && height ? width / height : null;
}

/**
 * An image is what its bytes say (magic numbers, or an SVG root), never what its name or the browser
 * claim. Rasters must declare a size within the limit (a decompression bomb is refused unread);
 * drawings go through the SVG allow-list and must not be so stretched that printing them explodes.
 */
export function checkClientImage(kind: ConfigurationImageKind, data: Uint8Array): ClientImage {
  const limits = configurationImageLimits[kind];
  const notImage = () => refused(415, 'IMAGE_REFUSED', m.image.notImage(imageFormatsText(kind)));
  const raster = readRasterHeader(data);
  if (raster) {
    if (!limits.types.includes(raster.contentType)) throw notImage();
    if (!raster.size || raster.size.width === 0 || raster.size.height === 0)
      throw refused(400, 'IMAGE_UNREADABLE', m.image.unreadable);
    const { width, height } = raster.size;
    if (width > limits.maxSide || height > limits.maxSide)
      throw refused(400, 'IMAGE_TOO_MANY_PIXELS', m.image.tooManyPixels(width, height, limits.maxSide));
    return { contentType: raster.contentType, data };
  }
  const text = asSvgText(data);
  if (text === null) throw notImage();
  const svg = sanitizeSvg(text);
  if (svg === null || !drawing.test(svg)) throw refused(400, 'IMAGE_SVG_EMPTY', m.image.svgEmpty);
  const aspect = svgAspect(svg);
  if (aspect !== null && (!(aspect > 0) || aspect > svgMaxAspectRatio || aspect < 1 / svgMaxAspectRatio))
    throw refused(400, 'IMAGE_SVG_PROPORTIONS', m.image.svgProportions(svgMaxAspectRatio));
  return { contentType: 'image/svg+xml', data: new TextEncoder().encode(svg) };
}
