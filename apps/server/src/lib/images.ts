import { cmsImageMaxBytes, cmsImageMaxPixels, cmsImageMaxSide } from '@portail/shared/admin/cms-images';
import { rasterDimensions } from './image-dimensions.ts';
import { sanitizeSvg } from './sanitize-svg.ts';

type ImageContentType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml';

/** 2 Mo: pictures of a content page, not photo albums. */
const maxImageBytes = cmsImageMaxBytes;

const byExtension: Record<string, ImageContentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

function startsWith(data: Uint8Array, bytes: number[], at = 0): boolean {
  return bytes.every((byte, i) => data[at + i] === byte);
}

/** The file's first bytes must match its declared raster type (no HTML passed off as a PNG). */
function hasRasterSignature(type: ImageContentType, data: Uint8Array): boolean {
  switch (type) {
    case 'image/png':
      return startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return startsWith(data, [0xff, 0xd8, 0xff]);
    case 'image/gif':
      return startsWith(data, [0x47, 0x49, 0x46, 0x38]);
    case 'image/webp':
      return startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8);
    default:
      return false;
  }
}

export type ImageRefusal =
  | { reason: 'type' | 'size' | 'svg' | 'unreadable'; extension: string }
  | { reason: 'content'; extension: string }
  | { reason: 'dimensions'; extension: string; width: number; height: number };

export type InspectedImage =
  { ok: true; contentType: ImageContentType; data: Uint8Array } | ({ ok: false } & ImageRefusal);

/**
 * One check of an image, for the content import and the back office: extension, size, content
 * matching the extension, declared dimensions (no image bomb); SVG goes through the allow-list.
 */
export function inspectImage(fileName: string, data: Uint8Array): InspectedImage {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const contentType = byExtension[extension];
  if (!contentType) return { ok: false, reason: 'type', extension };
  if (data.byteLength > maxImageBytes) return { ok: false, reason: 'size', extension };
  if (contentType === 'image/svg+xml') {
    const svg = sanitizeSvg(Buffer.from(data).toString('utf8'));
    if (svg === null) return { ok: false, reason: 'svg', extension };
    return { ok: true, contentType, data: new Uint8Array(Buffer.from(svg, 'utf8')) };
  }
  if (!hasRasterSignature(contentType, data)) return { ok: false, reason: 'content', extension };
  const size = rasterDimensions(contentType, data);
  if (!size || size.width === 0 || size.height === 0) return { ok: false, reason: 'unreadable', extension };
  if (size.width > cmsImageMaxSide || size.height > cmsImageMaxSide || size.width * size.height > cmsImageMaxPixels)
    return { ok: false, reason: 'dimensions', extension, ...size };
  return { ok: true, contentType, data };
}

export type CheckedImage = { ok: true; contentType: ImageContentType; data: Uint8Array } | { ok: false; error: string };

/** The import's wording of a refusal (listed with the entry that names the file). */
export function checkImage(fileName: string, data: Uint8Array): CheckedImage {
  const image = inspectImage(fileName, data);
  if (image.ok) return image;
  switch (image.reason) {
    case 'type':
      return { ok: false, error: 'format d’image non accepté (png, jpg, gif, webp ou svg)' };
    case 'size':
      return { ok: false, error: 'image de plus de 2 Mo' };
    case 'svg':
      return { ok: false, error: 'le fichier n’est pas une image SVG' };
    case 'content':
      return { ok: false, error: `le contenu du fichier ne correspond pas à son extension .${image.extension}` };
    case 'unreadable':
      return { ok: false, error: 'dimensions de l’image illisibles (fichier abîmé ?)' };
    case 'dimensions':
      return {
        ok: false,
        error: `image de ${image.width} × ${image.height} pixels (${cmsImageMaxSide} de côté et ${cmsImageMaxPixels / 1_000_000} millions de pixels au plus)`,
      };
  }
}
