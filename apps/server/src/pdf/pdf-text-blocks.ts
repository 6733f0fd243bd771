import type { Block, KeyValuesBlock, RichText } from './pdf-blocks-schema.ts';
import { artifact, container, ensureSpace, setFont, tagged, type RenderContext } from './pdf-context.ts';
import type { FontName } from './pdf-fonts.ts';
import { colors, contentWidth, fontSize, mm, page, space, tint } from './pdf-theme.ts';

type Of<T extends Block['type']> = Extract<Block, { type: T }>;

const runs = (text: RichText) => (typeof text === 'string' ? [{ text, bold: false }] : text);
const plain = (text: RichText) =>
  runs(text)
    .map((r) => r.text)
    .join('');

/** Rich text at the cursor; PDFKit wraps it and, for a long one, carries it over to the next page. */
function writeRuns(
  ctx: RenderContext,
  text: RichText,
  font: FontName,
  size: number,
  color: string,
  x: number,
  width: number,
) {
  const { doc } = ctx;
  const parts = runs(text);
  parts.forEach((run, i) => {
    setFont(doc, run.bold ? 'bold' : font, size, color);
    const options = { width, continued: i < parts.length - 1, lineGap: 1 };
    if (i === 0) doc.text(run.text, x, doc.y, options);
    else doc.text(run.text, options);
  });
}

/** The document title on the first page, with its subject under it. */
export function drawTitle(ctx: RenderContext, title: string, subject: string | undefined): void {
  const { doc } = ctx;
  tagged(ctx.parent, doc, 'H1', () => {
    setFont(doc, 'semibold', fontSize.title, ctx.accent);
    doc.text(title, page.marginX, doc.y, { width: contentWidth });
  });
  if (subject) {
    doc.y += 1;
    tagged(ctx.parent, doc, 'P', () => {
      setFont(doc, 'regular', fontSize.subtitle, colors.muted);
      doc.text(subject, page.marginX, doc.y, { width: contentWidth });
    });
  }
  doc.y += space.block + 4;
}

export function drawHeading(ctx: RenderContext, block: Of<'heading'>): void {
  const { doc } = ctx;
  const level = block.level ?? 2;
  const size = level === 2 ? fontSize.h2 : fontSize.h3;
  setFont(doc, 'semibold', size);
  const height = doc.heightOfString(block.text, { width: contentWidth });
  // Keep a heading with at least three lines of what follows it.
  ensureSpace(ctx, height + 4 + 3 * fontSize.body * 1.4);
  doc.y += level === 2 ? 4 : 1;
  const top = doc.y;
  tagged(ctx.parent, doc, `H${level}`, () => {
    setFont(doc, 'semibold', size, level === 2 ? ctx.accent : colors.text);
    doc.text(block.text, page.marginX, top, { width: contentWidth });
  });
  if (level === 2) {
    const y = doc.y + 2;
    artifact(doc, () =>
      doc
        .moveTo(page.marginX, y)
        .lineTo(page.marginX + contentWidth, y)
        .lineWidth(0.6)
        .strokeColor(tint(ctx.primary, 0.45))
        .stroke(),
    );
    doc.y = y + 5;
  } else doc.y += 3;
}

export function drawParagraph(ctx: RenderContext, block: Of<'paragraph'>): void {
  const { doc } = ctx;
  const size = block.tone === 'small' ? fontSize.small : fontSize.body;
  const color = block.tone === 'muted' || block.tone === 'small' ? colors.muted : colors.text;
  ensureSpace(ctx, 2 * size * 1.45);
  tagged(ctx.parent, doc, 'P', () => writeRuns(ctx, block.text, 'regular', size, color, page.marginX, contentWidth));
  doc.y += space.paragraph;
}

/** A tinted box with an accent bar, for what the reader must not miss (validity, deadlines). */
export function drawNotice(ctx: RenderContext, block: Of<'notice'>): void {
  const { doc } = ctx;
  const pad = 7;
  const textWidth = contentWidth - 2 * pad - 3;
  const boldAnywhere = runs(block.text).some((r) => r.bold);
  setFont(doc, boldAnywhere ? 'semibold' : 'regular', fontSize.body);
  const height = doc.heightOfString(plain(block.text), { width: textWidth, lineGap: 1 }) + 2 * pad;
  ensureSpace(ctx, height);
  const top = doc.y;
  artifact(doc, () => {
    doc.rect(page.marginX, top, contentWidth, height).fill(tint(ctx.primary, 0.08));
    doc.rect(page.marginX, top, 3, height).fill(ctx.primary);
  });
  doc.y = top + pad;
  tagged(ctx.parent, doc, 'P', () =>
    writeRuns(ctx, block.text, 'regular', fontSize.body, colors.text, page.marginX + 3 + pad, textWidth),
  );
  doc.y = top + height + space.block;
}

export function drawSpacer(ctx: RenderContext, block: Of<'spacer'>): void {
  ctx.doc.y = Math.min(ctx.doc.y + (block.heightMm * 72) / 25.4, ctx.contentBottom);
}

/** Label / value pairs, one or two pairs a line, as a list (Lbl + LBody) for screen readers. */
export function drawKeyValues(ctx: RenderContext, block: KeyValuesBlock): void {
  const { doc } = ctx;
  const columns = block.columns ?? 1;
  const gutter = 14;
  const pairWidth = (contentWidth - (columns - 1) * gutter) / columns;
  // Labels take the room their longest one needs (within limits), values the rest.
  setFont(doc, 'regular', fontSize.body);
  const longest = Math.max(...block.items.map((item) => doc.widthOfString(item.label)));
  const maxLabel = columns === 1 ? 170 : pairWidth * 0.45;
  const labelWidth = Math.min(block.labelWidthMm ? mm(block.labelWidthMm) : longest + 4, maxLabel);
  const valueWidth = pairWidth - labelWidth - 8;
  const list = container(ctx.parent, doc, 'L');
  for (let i = 0; i < block.items.length; i += columns) {
    const line = block.items.slice(i, i + columns);
    const height = Math.max(
      ...line.map((item) => {
        setFont(doc, 'regular', fontSize.body);
        const label = doc.heightOfString(item.label, { width: labelWidth });
        setFont(doc, 'semibold', fontSize.body);
        return Math.max(label, doc.heightOfString(item.value || ' ', { width: valueWidth }));
      }),
    );
    ensureSpace(ctx, height);
    const top = doc.y;
    line.forEach((item, j) => {
      const x = page.marginX + j * (pairWidth + gutter);
      const entry = container(list, doc, 'LI');
      tagged(entry, doc, 'Lbl', () => {
        setFont(doc, 'regular', fontSize.body, colors.muted);
        doc.text(item.label, x, top, { width: labelWidth });
      });
      tagged(entry, doc, 'LBody', () => {
        setFont(doc, 'semibold', fontSize.body);
        doc.text(item.value || ' ', x + labelWidth + 8, top, { width: valueWidth });
      });
      entry.end();
    });
    doc.y = top + height + 3;
  }
  list.end();
  doc.y += space.block - 3;
}
