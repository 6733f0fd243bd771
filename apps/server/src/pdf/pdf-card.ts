import type { Block, CardBlock } from './pdf-blocks-schema.ts';
import { cardCodeHeight, codeSide, drawCardCode } from './pdf-code2d.ts';
import {
  artifact,
  container,
  ensureSpace,
  PdfLayoutError,
  setFont,
  tagged,
  type RenderContext,
} from './pdf-context.ts';
import { drawTable, tableHeight } from './pdf-table.ts';
import { card, colors, contentWidth, fontSize, mm, page, readableOnWhite, space } from './pdf-theme.ts';

/*
 * A credit-card-sized frame (ISO/IEC 7810 ID-1, 85.60 × 53.98 mm) printed at its true size, as
 * tiers-payant cards are. Its content is measured first: a card that would overflow is refused.
 */

type CardSpec = Extract<Block, { type: 'card' }>;

const bandHeight = 15;
const gap = 5;
const asideCodeMm = 20;
const lineGap = 0.4;
/** Side of the boxed letter of a mark (the « R » of a contrat responsable). */
const markSide = mm(5.5);

interface Column {
  x: number;
  width: number;
}

function keyValueHeights(ctx: RenderContext, block: Extract<CardBlock, { type: 'keyValues' }>, column: Column) {
  const labelWidth = column.width * 0.4;
  return block.items.map((item) => {
    setFont(ctx.doc, 'regular', fontSize.card);
    const label = ctx.doc.heightOfString(item.label, { width: labelWidth, lineGap });
    setFont(ctx.doc, 'semibold', fontSize.card);
    return Math.max(label, ctx.doc.heightOfString(item.value || ' ', { width: column.width - labelWidth, lineGap }));
  });
}

function blockHeight(ctx: RenderContext, block: CardBlock, column: Column): number {
  switch (block.type) {
    case 'text':
      setFont(ctx.doc, block.bold ? 'semibold' : 'regular', fontSize.card);
      return ctx.doc.heightOfString(block.text, { width: column.width, lineGap }) + 1.5;
    case 'keyValues':
      return keyValueHeights(ctx, block, column).reduce((a, b) => a + b, 0) + 1.5;
    case 'table':
      return tableHeight(ctx, block, { ...column, compact: true }) + 2;
    case 'code2d':
      return cardCodeHeight(ctx, block, Math.min(codeSide(block, asideCodeMm), column.width)) + 1.5;
    case 'mark':
      setFont(ctx.doc, 'regular', fontSize.card);
      return markSide + 1 + ctx.doc.heightOfString(block.caption, { width: column.width, lineGap }) + 2;
  }
}

/** The boxed letter centred in its column, its caption under it; read as « R Contrat responsable ». */
function drawMark(ctx: RenderContext, block: Extract<CardBlock, { type: 'mark' }>, column: Column, top: number) {
  const { doc } = ctx;
  const x = column.x + (column.width - markSide) / 2;
  artifact(doc, () => doc.rect(x, top, markSide, markSide).lineWidth(0.9).stroke(colors.text));
  tagged(ctx.parent, doc, 'P', () => {
    setFont(doc, 'bold', fontSize.cardTitle + 3, colors.text);
    const letterTop = top + (markSide - (fontSize.cardTitle + 3) * 1.36) / 2;
    doc.text(block.letter, x, letterTop, { width: markSide, align: 'center', lineBreak: false });
    setFont(doc, 'regular', fontSize.card, colors.text);
    doc.text(block.caption, column.x, top + markSide + 1, { width: column.width, align: 'center', lineGap });
  });
}

function drawBlock(ctx: RenderContext, block: CardBlock, column: Column): void {
  const { doc } = ctx;
  const top = doc.y;
  switch (block.type) {
    case 'text':
      tagged(ctx.parent, doc, 'P', () => {
        setFont(doc, block.bold ? 'semibold' : 'regular', fontSize.card);
        doc.text(block.text, column.x, top, { width: column.width, lineGap });
      });
      break;
    case 'keyValues': {
      const heights = keyValueHeights(ctx, block, column);
      const labelWidth = column.width * 0.4;
      const list = container(ctx.parent, doc, 'L');
      let y = top;
      block.items.forEach((item, i) => {
        const entry = container(list, doc, 'LI');
        tagged(entry, doc, 'Lbl', () => {
          setFont(doc, 'regular', fontSize.card, colors.muted);
          doc.text(item.label, column.x, y, { width: labelWidth, lineGap });
        });
        tagged(entry, doc, 'LBody', () => {
          setFont(doc, 'semibold', fontSize.card);
          doc.text(item.value || ' ', column.x + labelWidth, y, { width: column.width - labelWidth, lineGap });
        });
        entry.end();
        y += heights[i]!;
      });
      list.end();
      break;
    }
    case 'table':
      drawTable(ctx, block, { ...column, compact: true });
      break;
    case 'code2d': {
      const side = Math.min(codeSide(block, asideCodeMm), column.width);
      drawCardCode(ctx, block, column.x + (column.width - side) / 2, top, side);
      break;
    }
    case 'mark':
      drawMark(ctx, block, column, top);
      break;
  }
  doc.y = top + blockHeight(ctx, block, column);
}

function drawColumn(ctx: RenderContext, blocks: readonly CardBlock[], column: Column, top: number) {
  ctx.doc.y = top;
  for (const block of blocks) drawBlock(ctx, block, column);
}

export function drawCard(ctx: RenderContext, spec: CardSpec): void {
  const { doc } = ctx;
  ensureSpace(ctx, card.height);
  const x = page.marginX + (contentWidth - card.width) / 2;
  const top = doc.y;
  const inner = card.width - 2 * card.padding;
  const asideWidth = spec.aside ? mm(asideCodeMm) : 0;
  const main: Column = { x: x + card.padding, width: inner - (spec.aside ? asideWidth + gap : 0) };
  const aside: Column = { x: x + card.width - card.padding - asideWidth, width: asideWidth };
  const bodyTop = top + bandHeight + card.padding * 0.7;
  const available = top + card.height - card.padding * 0.6 - bodyTop;
  for (const [blocks, column] of [
    [spec.blocks, main],
    [spec.aside ?? [], aside],
  ] as const) {
    const used = blocks.reduce((sum, b) => sum + blockHeight(ctx, b, column), 0);
    if (used > available + 0.5)
      throw new PdfLayoutError(
        `Le contenu de la carte « ${spec.title} » dépasse le format ID-1 de ${((used - available) / mm(1)).toFixed(1).replace('.', ',')} mm`,
      );
  }
  setFont(doc, 'semibold', fontSize.cardTitle);
  const titleWidth = doc.widthOfString(spec.title);
  setFont(doc, 'regular', fontSize.card);
  if (titleWidth + doc.widthOfString(spec.subtitle ?? '') + gap > inner)
    throw new PdfLayoutError(`Le titre et le sous-titre de la carte « ${spec.title} » ne tiennent pas sur son bandeau`);

  const band = readableOnWhite(ctx.primary);
  artifact(doc, () => {
    // The band follows the card's rounded corners: drawn inside the card's outline as a clip.
    doc.save();
    doc.roundedRect(x, top, card.width, card.height, card.radius).clip();
    doc.rect(x, top, card.width, bandHeight).fill(band);
    doc.restore();
    doc.roundedRect(x, top, card.width, card.height, card.radius).lineWidth(0.75).stroke(colors.rule);
  });
  const frame = container(ctx.parent, doc, 'Div');
  const inside: RenderContext = { ...ctx, parent: frame, contentBottom: Number.POSITIVE_INFINITY };
  tagged(frame, doc, 'P', () => {
    setFont(doc, 'semibold', fontSize.cardTitle, colors.white);
    doc.text(spec.title, x + card.padding, top + (bandHeight - fontSize.cardTitle * 1.36) / 2, { lineBreak: false });
  });
  if (spec.subtitle) {
    const subtitle = spec.subtitle;
    tagged(frame, doc, 'P', () => {
      setFont(doc, 'regular', fontSize.card, colors.white);
      doc.text(subtitle, x + card.padding, top + (bandHeight - fontSize.card * 1.36) / 2, {
        width: inner,
        align: 'right',
        lineBreak: false,
      });
    });
  }
  drawColumn(inside, spec.blocks, main, bodyTop);
  if (spec.aside) drawColumn(inside, spec.aside, aside, bodyTop);
  frame.end();
  doc.y = top + card.height + space.block + 2;
}
