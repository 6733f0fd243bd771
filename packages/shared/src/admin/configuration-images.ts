/* Images of the client (logo, background) uploaded in the back office: what is accepted (decision 030). */

export const configurationImageKinds = ['logo', 'fond'] as const;
export type ConfigurationImageKind = (typeof configurationImageKinds)[number];

export const imageContentTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type ClientImageContentType = (typeof imageContentTypes)[number];

export interface ImageLimits {
  /** « le logo », « l’image de fond »: how messages name it. */
  what: string;
  maxBytes: number;
  /** A picture declaring more pixels than this on a side is refused before anything decodes it. */
  maxSide: number;
  /** The logo is also printed on PDF documents, which take no WebP. */
  types: readonly ClientImageContentType[];
  /** The file chooser's `accept`. */
  accept: string;
}

export const configurationImageLimits: Record<ConfigurationImageKind, ImageLimits> = {
  logo: {
    what: 'le logo',
    maxBytes: 2 * 1024 * 1024,
    maxSide: 2000,
    types: ['image/png', 'image/jpeg', 'image/svg+xml'],
    accept: '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml',
  },
  fond: {
    what: 'l’image de fond',
    maxBytes: 5 * 1024 * 1024,
    maxSide: 5000,
    types: imageContentTypes,
    accept: '.png,.jpg,.jpeg,.webp,.svg,image/png,image/jpeg,image/webp,image/svg+xml',
  },
};

/** A drawing (SVG) whose width and height differ more than this is refused: printed, it would be all one way. */
export const svgMaxAspectRatio = 20;

export const imageFormatLabels: Record<ClientImageContentType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
};

/** « PNG, JPEG ou SVG »: the formats an image of this kind may be, as messages say them. */
export function imageFormatsText(kind: ConfigurationImageKind): string {
  const labels = configurationImageLimits[kind].types.map((type) => imageFormatLabels[type]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} ou ${labels.at(-1)}` : (labels[0] ?? '');
}
