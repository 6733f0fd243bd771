import type { Block } from './pdf-blocks-schema.ts';
import { archivalOptions, escapeXmpInfo } from './pdf-archival.ts';
import { drawCard } from './pdf-card.ts';
import { drawCode2d } from './pdf-code2d.ts';
import { container, type RenderContext } from './pdf-context.ts';
import { parsePdfDocument, type PdfDocument, type ValidPdfDocument } from './pdf-document-schema.ts';
import { registerFonts, type PdfKitDocument } from './pdf-fonts.ts';
import { code2dMatrix, logoRaster } from './pdf-images.ts';
import { loadPdfLibraries, pdfLibraries } from './pdf-libraries.ts';
import { drawPageFrames, footerHeight, type FrameImages } from './pdf-page-frame.ts';
import { drawSignature } from './pdf-signature.ts';
import { drawTable } from './pdf-table.ts';
import { drawHeading, drawKeyValues, drawNotice, drawParagraph, drawSpacer, drawTitle } from './pdf-text-blocks.ts';
import { page, readableOnWhite } from './pdf-theme.ts';

/** Room between the last line of content and the footer rule. */
const footerGap = 12;

function drawBlock(ctx: RenderContext, block: Block): void {
  switch (block.type) {
    case 'heading':
      return drawHeading(ctx, block);
    case 'paragraph':
      return drawParagraph(ctx, block);
    case 'notice':
      return drawNotice(ctx, block);
    case 'keyValues':
      return drawKeyValues(ctx, block);
    case 'table':
      return drawTable(ctx, block);
    case 'code2d':
      return drawCode2d(ctx, block);
    case 'signature':
      return drawSignature(ctx, block);
    case 'spacer':
      return drawSpacer(ctx, block);
    case 'card':
      return drawCard(ctx, block);
  }
}

function createDocument(spec: ValidPdfDocument): PdfKitDocument {
  const doc = new (pdfLibraries().PDFDocument)({
    autoFirstPage: false,
    bufferPages: true,
    size: page.size,
    ...archivalOptions,
    tagged: true,
    lang: spec.lang,
    displayTitle: true,
    info: {
      Title: spec.title,
      ...(spec.subject ? { Subject: spec.subject } : {}),
      Author: spec.client.libelle,
      Creator: 'Portail adhérent',
      Producer: 'Portail adhérent (PDFKit)',
      // The date of issue, not the clock: the same data always gives the same bytes. No ModDate:
      // PDFKit's XMP has no xmp:ModifyDate to match it, which PDF/A requires of every Info entry.
      CreationDate: spec.issuedAt,
    },
  });
  escapeXmpInfo(doc);
  return doc;
}

function collect(doc: PdfKitDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * Renders a document to PDF bytes: A4, the client's logo and colour, « Page n sur N », date of
 * issue, verification QR code, legal mentions, tagged for screen readers, PDF/A-2b (pdf-archival.ts). Throws PdfInputError
 * on invalid input and PdfLayoutError for content that cannot be laid out (an overflowing card,
 * a table row taller than a page).
 */
export async function renderPdf(input: PdfDocument): Promise<Buffer> {
  const spec = parsePdfDocument(input);
  await loadPdfLibraries();
  const doc = createDocument(spec);
  const bytes = collect(doc);
  registerFonts(doc);
  const contentBottom = page.height - page.footerBottom - footerHeight(doc, spec) - footerGap;
  const margins = {
    top: page.contentTop,
    bottom: page.height - contentBottom,
    left: page.marginX,
    right: page.marginX,
  };
  const images: FrameImages = {
    ...(spec.client.logo ? { logo: doc.openImage(logoRaster(spec.client.logo)) } : {}),
    ...(spec.verification ? { verification: code2dMatrix('qrcode', spec.verification.url) } : {}),
  };

  const addPage = () => doc.addPage({ size: page.size, margins });
  addPage();
  const root = doc.struct('Document');
  doc.addStructure(root);
  const ctx: RenderContext = {
    doc,
    parent: root,
    accent: readableOnWhite(spec.client.primaryColor),
    primary: spec.client.primaryColor,
    contentBottom,
    addPage,
  };
  // Created first so that the header of page 1 (drawn last) is read before the content.
  const headerInfo = container(root, doc, 'Div');
  drawTitle(ctx, spec.title, spec.subject);
  for (const block of spec.blocks) drawBlock(ctx, block);
  drawPageFrames(ctx, spec, images, headerInfo);
  headerInfo.end();
  root.end();
  doc.end();
  return bytes;
}
