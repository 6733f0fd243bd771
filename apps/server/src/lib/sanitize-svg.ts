import sanitize from 'sanitize-html';

/** Drawing elements only: no script, foreignObject, use, image, animation or style sheet. */
const svgTags = [
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
];

/** Geometry and presentation attributes; no href, no style, no event handler. */
const svgAttributes = [
  'xmlns',
  'id',
  'class',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
  'role',
  'aria-label',
  'aria-labelledby',
  'aria-hidden',
  'focusable',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'clipPathUnits',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'text-anchor',
  'dominant-baseline',
  'dx',
  'dy',
];

/** Paint may only point inside the document: url(#id). */
const externalReference = /url\s*\(\s*(?!['"]?#)|[<>]|&#|javascript:|data:/i;

const options: sanitize.IOptions = {
  allowedTags: svgTags,
  allowedAttributes: { '*': svgAttributes },
  allowedSchemes: [],
  allowVulnerableTags: false,
  disallowedTagsMode: 'completelyDiscard',
  nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'noscript', 'iframe'],
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
  selfClosing: ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'stop'],
  transformTags: {
    '*': (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(Object.entries(attribs).filter(([, value]) => !externalReference.test(value))),
    }),
  },
};

/** SVG images are stored and served through this allow-list; a file without an svg root is refused. */
export function sanitizeSvg(svg: string): string | null {
  const clean = sanitize(svg.replace(/^\uFEFF/, ''), options).trim();
  return /^<svg[\s>]/.test(clean) && clean.endsWith('</svg>') ? clean : null;
}
