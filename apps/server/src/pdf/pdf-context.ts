import type { FontName, PdfKitDocument } from './pdf-fonts.ts';
import { colors, mm, page } from './pdf-theme.ts';

/** What every block renderer needs: the PDFKit document, the structure parent, the page limits. */
export interface RenderContext {
  doc: PdfKitDocument;
  /** The tagged-PDF element new content goes under (the Document, or a container). */
  parent: PDFKit.PDFStructureElement;
  /** Client colour, darkened if needed so text in it stays readable. */
  accent: string;
  /** Client colour as given, for rules and fills. */
  primary: string;
  /** Lowest y content may reach on a page (the footer starts below). */
  contentBottom: number;
  /** Adds a page with the document's margins (PDFKit's own breaks reuse them too). */
  addPage: () => void;
}

/** An image PDFKit has opened once, so that every page reuses the same embedded object. */
export type PdfImage = PDFKit.OpenedImage;

export type Align = 'left' | 'center' | 'right';

/** Font for measuring only: works before the first page exists (colours need a page). */
export function measureFont(doc: PdfKitDocument, font: FontName, size: number): void {
  doc.font(font).fontSize(size);
}

export function setFont(doc: PdfKitDocument, font: FontName, size: number, color: string = colors.text): void {
  doc.font(font).fontSize(size).fillColor(color);
}

/** Content that cannot be laid out (a card that overflows, a row taller than a page): a template error. */
export class PdfLayoutError extends Error {
  override name = 'PdfLayoutError';
}

/**
 * Start a new page when `height` points of unbreakable content do not fit below the cursor; true
 * when a page was added. Content taller than a whole page is refused rather than cut.
 */
export function ensureSpace(ctx: RenderContext, height: number): boolean {
  if (ctx.doc.y + height <= ctx.contentBottom) return false;
  if (height > ctx.contentBottom - page.contentTop)
    throw new PdfLayoutError(
      `Un bloc de ${(height / mm(1)).toFixed(0)} mm ne tient pas sur une page (${((ctx.contentBottom - page.contentTop) / mm(1)).toFixed(0)} mm au plus)`,
    );
  ctx.addPage();
  ctx.doc.y = page.contentTop;
  return true;
}

/** Drawing that is decoration (rules, fills, borders): marked as an artifact so readers skip it. */
export function artifact(doc: PdfKitDocument, draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
  doc.markContent('Artifact', { type });
  doc.save();
  draw();
  doc.restore();
  doc.endMarkedContent();
}

/** Content that belongs to the logical structure, drawn in reading order under `parent`. */
export function tagged(
  parent: PDFKit.PDFStructureElement,
  doc: PdfKitDocument,
  type: string,
  draw: () => void,
  options: PDFKit.Mixins.StructureElementOptions = {},
): void {
  parent.add(doc.struct(type, options, draw));
}

/** A structure element that holds others (Table, TR, L…): added now, ended by the caller. */
export function container(
  parent: PDFKit.PDFStructureElement,
  doc: PdfKitDocument,
  type: string,
  options: PDFKit.Mixins.StructureElementOptions = {},
): PDFKit.PDFStructureElement {
  const element = doc.struct(type, options);
  parent.add(element);
  return element;
}
