import type { Block } from './pdf-blocks-schema.ts';
import { artifact, container, ensureSpace, setFont, tagged, type RenderContext } from './pdf-context.ts';
import { colors, contentWidth, fontSize, page, space } from './pdf-theme.ts';

/* The consent and signature box of mandates and requests: a tick box, then place, date, signature. */

type SignatureSpec = Extract<Block, { type: 'signature' }>;

const pad = 8;
const box = 9;
const blankLineHeight = 24;
const texts = { checked: 'Case cochée', unchecked: 'Case non cochée' };

function drawTick(ctx: RenderContext, x: number, y: number, checked: boolean) {
  const { doc } = ctx;
  doc.rect(x, y, box, box).lineWidth(0.8).strokeColor(colors.text).stroke();
  if (checked)
    doc
      .moveTo(x + 2, y + box * 0.55)
      .lineTo(x + box * 0.42, y + box - 2)
      .lineTo(x + box - 1.8, y + 2)
      .lineWidth(1.3)
      .strokeColor(ctx.accent)
      .stroke();
}

export function drawSignature(ctx: RenderContext, spec: SignatureSpec): void {
  const { doc } = ctx;
  const inner = contentWidth - 2 * pad;
  const consentWidth = inner - box - 6;
  setFont(doc, 'semibold', fontSize.body);
  const titleHeight = doc.heightOfString(spec.title, { width: inner });
  setFont(doc, 'regular', fontSize.body);
  const consentHeight = spec.consent ? doc.heightOfString(spec.consent.text, { width: consentWidth }) + 6 : 0;
  const lineHeights = spec.lines.map((line) =>
    line.value ? doc.heightOfString(`${line.label}\u00a0: ${line.value}`, { width: inner }) + 3 : blankLineHeight,
  );
  const height = 2 * pad + titleHeight + 4 + consentHeight + lineHeights.reduce((a, b) => a + b, 0);
  ensureSpace(ctx, height);
  const top = doc.y;
  const x = page.marginX + pad;
  artifact(doc, () =>
    doc.roundedRect(page.marginX, top, contentWidth, height, 3).lineWidth(0.75).strokeColor(colors.rule).stroke(),
  );
  const section = container(ctx.parent, doc, 'Div');
  tagged(section, doc, 'P', () => {
    setFont(doc, 'semibold', fontSize.body);
    doc.text(spec.title, x, top + pad, { width: inner });
  });
  let y = top + pad + titleHeight + 4;
  if (spec.consent) {
    const { checked, text } = spec.consent;
    const tickY = y + 1.5;
    tagged(section, doc, 'Figure', () => drawTick(ctx, x, tickY, checked), {
      alt: checked ? texts.checked : texts.unchecked,
    });
    tagged(section, doc, 'P', () => {
      setFont(doc, 'regular', fontSize.body);
      doc.text(text, x + box + 6, y, { width: consentWidth });
    });
    y += consentHeight;
  }
  spec.lines.forEach((line, i) => {
    const lineTop = y;
    if (line.value) {
      const value = line.value;
      tagged(section, doc, 'P', () => {
        setFont(doc, 'regular', fontSize.body, colors.muted);
        doc.text(`${line.label}\u00a0: `, x, lineTop, { width: inner, continued: true });
        setFont(doc, 'semibold', fontSize.body);
        doc.text(value);
      });
    } else {
      tagged(section, doc, 'P', () => {
        setFont(doc, 'regular', fontSize.body, colors.muted);
        doc.text(line.label, x, lineTop + blankLineHeight - fontSize.body * 1.6, { lineBreak: false });
      });
      const rule = lineTop + blankLineHeight - 3;
      artifact(doc, () =>
        doc
          .moveTo(x + 90, rule)
          .lineTo(x + inner, rule)
          .dash(1, { space: 2 })
          .lineWidth(0.6)
          .strokeColor(colors.muted)
          .stroke(),
      );
    }
    y += lineHeights[i]!;
  });
  section.end();
  doc.y = top + height + space.block;
}
