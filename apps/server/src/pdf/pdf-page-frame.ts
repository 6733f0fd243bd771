import { drawCodeMatrix } from './pdf-code2d.ts';
import { artifact, measureFont, setFont, tagged, type PdfImage, type RenderContext } from './pdf-context.ts';
import type { ValidPdfDocument } from './pdf-document-schema.ts';
import type { PdfKitDocument } from './pdf-fonts.ts';
import type { CodeMatrix } from './pdf-images.ts';
import { pdfTexts } from './pdf-texts.ts';
import { colors, contentWidth, fontSize, mm, page } from './pdf-theme.ts';

/*
 * Header (logo, reference, date of issue) and footer (verification code, legal mentions, page
 * numbers) of every page, drawn once the page count is known. The first page's header and the last
 * page's footer are read as content; their repetitions on other pages are artifacts.
 */

export interface FrameImages {
  logo?: PdfImage;
  verification?: CodeMatrix;
}

const qrSide = mm(15);
const qrGap = 8;
const ruleGap = 5;
const pageNumberWidth = 70;
const logoBox = { width: mm(58), height: mm(11.5) };
const rightBlockWidth = mm(80);

function legalWidth(spec: ValidPdfDocument) {
  return spec.verification ? contentWidth : contentWidth - pageNumberWidth;
}

function verificationTextHeight(doc: PdfKitDocument, spec: ValidPdfDocument): number {
  if (!spec.verification) return 0;
  const width = contentWidth - qrSide - qrGap - pageNumberWidth;
  measureFont(doc, 'semibold', 7.5);
  const code = doc.heightOfString(pdfTexts.verificationCode(spec.verification.code), { width });
  measureFont(doc, 'regular', fontSize.footer);
  const help = doc.heightOfString(pdfTexts.verificationHelp, { width });
  return code + help + doc.heightOfString(spec.verification.url, { width }) + 2;
}

function legalHeight(doc: PdfKitDocument, spec: ValidPdfDocument): number {
  measureFont(doc, 'regular', fontSize.footer);
  return doc.heightOfString(spec.legalMentions.join('\n'), { width: legalWidth(spec) });
}

/** Height of the footer band, above the bottom margin; works before the first page exists. */
export function footerHeight(doc: PdfKitDocument, spec: ValidPdfDocument): number {
  const top = spec.verification ? Math.max(qrSide, verificationTextHeight(doc, spec)) + 4 : 0;
  return ruleGap + top + legalHeight(doc, spec);
}

function drawHeader(ctx: RenderContext, spec: ValidPdfDocument, images: FrameImages, first: boolean) {
  const { doc } = ctx;
  const parent = ctx.parent;
  const read = (draw: () => void) => (first ? tagged(parent, doc, 'P', draw) : artifact(doc, draw, 'Pagination'));
  const top = page.headerTop;
  artifact(
    doc,
    () => {
      if (images.logo)
        doc.image(images.logo, page.marginX, top + mm(0.75), {
          fit: [logoBox.width, logoBox.height],
          valign: 'center',
        });
      else {
        setFont(doc, 'semibold', 13, ctx.accent);
        doc.text(spec.client.libelle, page.marginX, top + mm(3), { width: logoBox.width * 1.5, lineBreak: false });
      }
    },
    'Pagination',
  );
  const x = page.marginX + contentWidth - rightBlockWidth;
  const lines: { text: string; font: 'semibold' | 'regular'; color: string }[] = [];
  if (!first) lines.push({ text: spec.title, font: 'semibold', color: colors.text });
  if (spec.reference) lines.push({ text: spec.reference, font: 'regular', color: colors.text });
  lines.push({ text: pdfTexts.issuedOn(spec.issuedAt), font: 'regular', color: colors.muted });
  let y = top + 1;
  for (const line of lines) {
    const lineTop = y;
    read(() => {
      setFont(doc, line.font, fontSize.header, line.color);
      doc.text(line.text, x, lineTop, { width: rightBlockWidth, align: 'right', lineBreak: false });
    });
    y += fontSize.header * 1.45;
  }
  const ruleY = top + mm(16);
  artifact(
    doc,
    () =>
      doc
        .moveTo(page.marginX, ruleY)
        .lineTo(page.width - page.marginX, ruleY)
        .lineWidth(1.2)
        .strokeColor(ctx.primary)
        .stroke(),
    'Pagination',
  );
}

function drawFooter(ctx: RenderContext, spec: ValidPdfDocument, images: FrameImages, index: number, total: number) {
  const { doc } = ctx;
  const last = index === total - 1;
  const read = (draw: () => void) => (last ? tagged(ctx.parent, doc, 'P', draw) : artifact(doc, draw, 'Pagination'));
  const top = page.height - page.footerBottom - footerHeight(doc, spec);
  const right = page.width - page.marginX;
  artifact(
    doc,
    () => doc.moveTo(page.marginX, top).lineTo(right, top).lineWidth(0.5).strokeColor(colors.rule).stroke(),
    'Pagination',
  );
  artifact(
    doc,
    () => {
      setFont(doc, 'regular', 7, colors.muted);
      doc.text(pdfTexts.pageOf(index + 1, total), right - pageNumberWidth, top + ruleGap, {
        width: pageNumberWidth,
        align: 'right',
        lineBreak: false,
      });
    },
    'Pagination',
  );
  let y = top + ruleGap;
  const verification = spec.verification;
  if (verification && images.verification) {
    const qr = images.verification;
    const textX = page.marginX + qrSide + qrGap;
    const width = contentWidth - qrSide - qrGap - pageNumberWidth;
    const qrTop = y;
    const drawQr = () => drawCodeMatrix(doc, qr, page.marginX, qrTop, qrSide);
    if (last) tagged(ctx.parent, doc, 'Figure', drawQr, { alt: pdfTexts.verificationAlt });
    else artifact(doc, drawQr, 'Pagination');
    read(() => {
      setFont(doc, 'semibold', 7.5, colors.text);
      doc.text(pdfTexts.verificationCode(verification.code), textX, qrTop + 2, { width });
      setFont(doc, 'regular', fontSize.footer, colors.muted);
      doc.text(pdfTexts.verificationHelp, { width });
      doc.fillColor(ctx.accent).text(verification.url, { width });
    });
    y += Math.max(qrSide, verificationTextHeight(doc, spec)) + 4;
  }
  const legalTop = y;
  read(() => {
    setFont(doc, 'regular', fontSize.footer, colors.muted);
    doc.text(spec.legalMentions.join('\n'), page.marginX, legalTop, { width: legalWidth(spec) });
  });
}

/** Draws header and footer on every buffered page, the last step before the document ends. */
export function drawPageFrames(
  ctx: RenderContext,
  spec: ValidPdfDocument,
  images: FrameImages,
  headerInfo: PDFKit.PDFStructureElement,
) {
  const { doc } = ctx;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The frame lives in the margins: without this PDFKit would start a new page for it.
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    drawHeader({ ...ctx, parent: i === start ? headerInfo : ctx.parent }, spec, images, i === start);
    drawFooter(ctx, spec, images, i - start, count);
  }
}
