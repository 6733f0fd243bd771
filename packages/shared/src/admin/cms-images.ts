/* Images of the CMS store sent from the back office (issue 15): plain rules, no zod. */
import { formatMo } from '../format.ts';

/** 2 Mo, as for the content import: pictures of a content page, not photo albums. */
export const cmsImageMaxBytes = 2 * 1024 * 1024;
/** Declared dimensions beyond these are refused before any decoding (an image bomb decodes to gigabytes). */
export const cmsImageMaxSide = 8000;
export const cmsImageMaxPixels = 40_000_000;

export const cmsImageExtensions = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'] as const;
export const cmsImageAccept = '.png,.jpg,.jpeg,.gif,.webp,.svg,image/png,image/jpeg,image/gif,image/webp,image/svg+xml';

export const cmsImageMessages = {
  wrongType: 'Format d’image non accepté : PNG, JPEG, GIF, WebP ou SVG.',
  /** Without the size when the server stopped reading at the limit. */
  tooLarge: (size?: number) =>
    `${size === undefined ? 'Cette image dépasse' : `Cette image pèse ${formatMo(size)} :`} ${formatMo(cmsImageMaxBytes)}${size === undefined ? '' : ' au plus'}. Réduisez-la avant de l’envoyer.`,
  wrongContent: 'Le contenu du fichier ne correspond pas à son extension : ce n’est pas une image de ce format.',
  unreadable: 'Les dimensions de cette image ne peuvent pas être lues : le fichier est abîmé ou n’est pas une image.',
  tooManyPixels: (width: number, height: number) =>
    `Cette image annonce ${width.toLocaleString('fr-FR')} × ${height.toLocaleString('fr-FR')} pixels : ${cmsImageMaxSide.toLocaleString('fr-FR')} pixels de côté et ${(cmsImageMaxPixels / 1_000_000).toLocaleString('fr-FR')} millions de pixels au plus.`,
  badSvg: 'Ce fichier SVG n’est pas une image acceptée (formes, dégradés et textes seulement).',
  noFile: 'Choisissez un fichier image.',
} as const;

/** What the browser can check before sending: the extension and the size (the server checks the content). */
export function checkCmsImageFile(name: string, size: number): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  if (!(cmsImageExtensions as readonly string[]).includes(extension)) return cmsImageMessages.wrongType;
  if (size > cmsImageMaxBytes) return cmsImageMessages.tooLarge(size);
  return null;
}
