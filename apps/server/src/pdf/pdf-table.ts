import type { TableBlock } from './pdf-blocks-schema.ts';
import { artifact, container, ensureSpace, setFont, tagged, type Align, type RenderContext } from './pdf-context.ts';
import type { FontName } from './pdf-fonts.ts';
import { colors, contentWidth, fontSize, page, space, tint } from './pdf-theme.ts';

/*
 * Tables that run over pages: the header row is drawn again at the top of each new page, a row is
 * never cut in half, and the totals row stays with the table's last page.
 */

interface Layout {
  x: number;
  width: number;
  xs: number[];
  widths: number[];
  aligns: Align[];
  size: number;
  pad: number;
}

interface Style {
  font: FontName;
}

export interface TableOptions {
  x?: number;
  width?: number;
  /** Card-sized type and padding. */
  compact?: boolean;
}

function tableLayout(block: TableBlock, options: TableOptions = {}): Layout {
  const x = options.x ?? page.marginX;
  const width = options.width ?? contentWidth;
  const total = block.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = block.columns.map((c) => (c.width / total) * width);
  const xs = widths.map((_, i) => x + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const size = options.compact ? fontSize.card : fontSize.table;
  const pad = options.compact ? 1.4 : space.cell;
  return { x, xs, widths, width, aligns: block.columns.map((c) => c.align ?? 'left'), size, pad };
}

/** Height of the whole table when nothing breaks it (for fixed frames such as the card). */
export function tableHeight(ctx: RenderContext, block: TableBlock, options: TableOptions = {}): number {
  const layout = tableLayout(block, options);
  const rows = [block.columns.map((c) => c.header), ...block.rows];
  const heights = rows.map((row, i) => rowHeight(ctx, layout, row, { font: i === 0 ? 'semibold' : 'regular' }));
  const totals = block.totals ? rowHeight(ctx, layout, block.totals, { font: 'bold' }) : 0;
  return heights.reduce((a, b) => a + b, 0) + totals;
}

function rowHeight(ctx: RenderContext, layout: Layout, cells: readonly string[], style: Style): number {
  setFont(ctx.doc, style.font, layout.size);
  const heights = cells.map((text, i) =>
    ctx.doc.heightOfString(text || ' ', { width: layout.widths[i]! - 2 * layout.pad }),
  );
  return Math.max(...heights) + 2 * layout.pad;
}

function drawCells(
  ctx: RenderContext,
  layout: Layout,
  cells: readonly string[],
  top: number,
  font: FontName,
  cell: (i: number, draw: () => void) => void,
) {
  cells.forEach((text, i) =>
    cell(i, () => {
      setFont(ctx.doc, font, layout.size);
      ctx.doc.text(text, layout.xs[i]! + layout.pad, top + layout.pad, {
        width: layout.widths[i]! - 2 * layout.pad,
        align: layout.aligns[i],
      });
    }),
  );
}

function drawHeaderRow(ctx: RenderContext, layout: Layout, block: TableBlock, head?: PDFKit.PDFStructureElement) {
  const { doc } = ctx;
  const headers = block.columns.map((c) => c.header);
  const height = rowHeight(ctx, layout, headers, { font: 'semibold' });
  const top = doc.y;
  const { width, x } = layout;
  artifact(doc, () => {
    doc.rect(x, top, width, height).fill(tint(ctx.primary, 0.12));
    doc
      .moveTo(x, top + height)
      .lineTo(x + width, top + height)
      .lineWidth(0.8)
      .strokeColor(ctx.primary)
      .stroke();
  });
  if (head) {
    const tr = container(head, doc, 'TR');
    const th = { scope: 'Column' } as const;
    drawCells(ctx, layout, headers, top, 'semibold', (_, draw) => tagged(tr, doc, 'TH', draw, th));
    tr.end();
  } else {
    // A repeated header is a visual aid only: readers already had it once.
    artifact(doc, () => drawCells(ctx, layout, headers, top, 'semibold', (_, draw) => draw()), 'Pagination');
  }
  doc.y = top + height;
}

export function drawTable(ctx: RenderContext, block: TableBlock, options: TableOptions = {}) {
  const { doc } = ctx;
  const compact = options.compact ?? false;
  const layout = tableLayout(block, options);
  const headerHeight = rowHeight(
    ctx,
    layout,
    block.columns.map((c) => c.header),
    { font: 'semibold' },
  );
  const { rows } = block;
  const firstHeight = rows[0] ? rowHeight(ctx, layout, rows[0], { font: 'regular' }) : 0;
  ensureSpace(ctx, headerHeight + firstHeight);

  const table = container(ctx.parent, doc, 'Table');
  const head = container(table, doc, 'THead');
  drawHeaderRow(ctx, layout, block, head);
  head.end();

  const body = container(table, doc, 'TBody');
  const { width, x } = layout;
  rows.forEach((row, index) => {
    const height = rowHeight(ctx, layout, row, { font: 'regular' });
    if (ensureSpace(ctx, height)) drawHeaderRow(ctx, layout, block);
    const top = doc.y;
    if (index % 2 === 1) artifact(doc, () => doc.rect(x, top, width, height).fill(colors.zebra));
    const tr = container(body, doc, 'TR');
    drawCells(ctx, layout, row, top, 'regular', (_, draw) => tagged(tr, doc, 'TD', draw));
    tr.end();
    doc.y = top + height;
  });
  if (rows.length === 0 && block.emptyText) {
    const text = block.emptyText;
    tagged(body, doc, 'P', () => {
      setFont(doc, 'regular', layout.size, colors.muted);
      doc.text(text, x + layout.pad, doc.y + layout.pad, { width: width - 2 * layout.pad });
    });
    doc.y += layout.pad;
  }
  body.end();

  if (block.totals) drawTotals(ctx, layout, block, table, block.totals);
  const bottom = doc.y;
  artifact(doc, () =>
    doc
      .moveTo(x, bottom)
      .lineTo(x + width, bottom)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke(),
  );
  table.end();
  doc.y = bottom + (compact ? 2 : space.block);
}

function drawTotals(
  ctx: RenderContext,
  layout: Layout,
  block: TableBlock,
  table: PDFKit.PDFStructureElement,
  totals: readonly string[],
) {
  const { doc } = ctx;
  const height = rowHeight(ctx, layout, totals, { font: 'bold' });
  if (ensureSpace(ctx, height)) drawHeaderRow(ctx, layout, block);
  const top = doc.y;
  const { width, x } = layout;
  artifact(doc, () =>
    doc
      .moveTo(x, top)
      .lineTo(x + width, top)
      .lineWidth(1)
      .strokeColor(ctx.primary)
      .stroke(),
  );
  const foot = container(table, doc, 'TFoot');
  const tr = container(foot, doc, 'TR');
  drawCells(ctx, layout, totals, top, 'bold', (_, draw) => tagged(tr, doc, 'TD', draw));
  tr.end();
  foot.end();
  doc.y = top + height;
}
