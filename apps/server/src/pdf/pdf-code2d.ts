import type { Block, Code2dBlock } from './pdf-blocks-schema.ts';
import { codeKey, ensureSpace, setFont, tagged, type PdfImage, type RenderContext } from './pdf-context.ts';
import type { PdfKitDocument } from './pdf-fonts.ts';
import { code2dPng, type Symbology } from './pdf-images.ts';
import { colors, contentWidth, fontSize, mm, page, space } from './pdf-theme.ts';

/** Every 2D code of the document, including those inside cards. */
function codesOf(blocks: readonly Block[]): { symbology: Symbology; data: string }[] {
  return blocks.flatMap((block) => {
    if (block.type === 'code2d') return [block];
    if (block.type === 'card') return [...block.blocks, ...(block.aside ?? [])].filter((b) => b.type === 'code2d');
    return [];
  });
}

/** Draws every code once, in parallel, before the synchronous layout pass needs them. */
export async function prepareCodes(
  doc: PdfKitDocument,
  blocks: readonly Block[],
  extra: { symbology: Symbology; data: string }[],
): Promise<Map<string, PdfImage>> {
  const wanted = new Map<string, { symbology: Symbology; data: string }>();
  for (const code of [...codesOf(blocks), ...extra]) wanted.set(codeKey(code.symbology, code.data), code);
  const entries = await Promise.all(
    [...wanted].map(async ([key, code]) => [key, await code2dPng(code.symbology, code.data)] as const),
  );
  return new Map(entries.map(([key, png]) => [key, doc.openImage(png)]));
}

export function codeImage(ctx: RenderContext, symbology: string, data: string): PdfImage {
  const image = ctx.codes.get(codeKey(symbology, data));
  if (!image) throw new Error(`2D code not prepared: ${symbology}`);
  return image;
}

const defaultSizeMm = { qrcode: 28, datamatrix: 22 };

export function codeSide(block: Code2dBlock, fallbackMm?: number): number {
  return mm(block.sizeMm ?? fallbackMm ?? defaultSizeMm[block.symbology]);
}

function drawFigure(ctx: RenderContext, block: Code2dBlock, x: number, y: number, side: number) {
  const image = codeImage(ctx, block.symbology, block.data);
  tagged(ctx.parent, ctx.doc, 'Figure', () => ctx.doc.image(image, x, y, { width: side, height: side }), {
    alt: block.alt,
  });
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
