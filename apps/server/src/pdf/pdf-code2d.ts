import type { Code2dBlock } from './pdf-blocks-schema.ts';
import { ensureSpace, setFont, tagged, type RenderContext } from './pdf-context.ts';
import type { PdfKitDocument } from './pdf-fonts.ts';
import { code2dMatrix, type CodeMatrix } from './pdf-images.ts';
import { colors, contentWidth, fontSize, mm, page, space } from './pdf-theme.ts';

/** A 2D code drawn as vector squares: sharp at any zoom, and nothing to decode on each render. */
export function drawCodeMatrix(doc: PdfKitDocument, matrix: CodeMatrix, x: number, y: number, side: number): void {
  const module = side / matrix.size;
  doc.rect(x, y, side, side).fill(colors.white);
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (!matrix.isDark(col, row)) continue;
      let end = col;
      while (end + 1 < matrix.size && matrix.isDark(end + 1, row)) end++;
      // A hair wider than the module, so that viewers do not show seams between neighbours.
      doc.rect(x + col * module, y + row * module, (end - col + 1) * module + 0.01, module + 0.01);
      col = end;
    }
  }
  doc.fill('#000000');
}

const defaultSizeMm = { qrcode: 28, datamatrix: 22 };

export function codeSide(block: Code2dBlock, fallbackMm?: number): number {
  return mm(block.sizeMm ?? fallbackMm ?? defaultSizeMm[block.symbology]);
}

function drawFigure(ctx: RenderContext, block: Code2dBlock, x: number, y: number, side: number) {
  const matrix = code2dMatrix(block.symbology, block.data);
  tagged(ctx.parent, ctx.doc, 'Figure', () => drawCodeMatrix(ctx.doc, matrix, x, y, side), { alt: block.alt });
}

function drawCaption(ctx: RenderContext, text: string, x: number, y: number, width: number, size: number) {
  tagged(ctx.parent, ctx.doc, 'Caption', () => {
    setFont(ctx.doc, 'regular', size, colors.muted);
    ctx.doc.text(text, x, y, { width, align: 'center' });
  });
}

/** Height a code and its caption under it take in a card column. */
export function cardCodeHeight(ctx: RenderContext, block: Code2dBlock, side: number): number {
  if (!block.caption) return side;
  setFont(ctx.doc, 'regular', fontSize.card);
  return side + 1 + ctx.doc.heightOfString(block.caption, { width: side, align: 'center' });
}

/** A code in a card column: the symbol, its caption centred under it. */
export function drawCardCode(ctx: RenderContext, block: Code2dBlock, x: number, y: number, side: number): void {
  drawFigure(ctx, block, x, y, side);
  if (block.caption) drawCaption(ctx, block.caption, x, y + side + 1, side, fontSize.card);
}

/** A code on the page: the symbol on the left, its caption beside it. */
export function drawCode2d(ctx: RenderContext, block: Code2dBlock): void {
  const { doc } = ctx;
  const side = codeSide(block);
  const gap = 10;
  const captionWidth = Math.min(mm(90), contentWidth - side - gap);
  setFont(doc, 'regular', fontSize.small);
  const captionHeight = block.caption ? doc.heightOfString(block.caption, { width: captionWidth }) : 0;
  ensureSpace(ctx, Math.max(side, captionHeight));
  const top = doc.y;
  drawFigure(ctx, block, page.marginX, top, side);
  if (block.caption) {
    const caption = block.caption;
    tagged(ctx.parent, doc, 'Caption', () => {
      setFont(doc, 'regular', fontSize.small, colors.muted);
      doc.text(caption, page.marginX + side + gap, top + (side - captionHeight) / 2, { width: captionWidth });
    });
  }
  doc.y = top + Math.max(side, captionHeight) + space.block;
}
