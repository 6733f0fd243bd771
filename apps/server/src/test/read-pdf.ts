import {
  BinaryBitmap,
  DataMatrixReader,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
  type Reader,
} from '@zxing/library';
import { inflateSync } from 'node:zlib';
import { getDocument, OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/* Reads a produced PDF back as a viewer would (pdf.js), for tests: text, metadata, structure, 2D codes. */

export interface StructNode {
  role?: string;
  alt?: string;
  children?: StructNode[];
}

export interface ReadPdf {
  pageCount: number;
  info: Record<string, unknown>;
  /** The XMP metadata packet as written (PDF/A identification, Dublin Core), null when absent. */
  xmp: string | null;
  marked: boolean;
  /**
   * Text of each page, in content order, one line per text line, as copy and paste gives it: pdf.js
   * would otherwise fold « ﬁ » (U+FB01) back into « fi » and hide a ToUnicode map that search fails on.
   */
  pages: string[];
  /** Text pieces of each page with their baseline position (points from the bottom-left corner). */
  items: { str: string; x: number; y: number }[][];
  text: string;
  structTree: (pageNumber: number) => Promise<StructNode | null>;
  pdf: PDFDocumentProxy;
}

/** Any run of spaces (including U+00A0 and U+202F) as one space, for matching sentences. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The Unicode code points the fonts' ToUnicode maps give (what copy and paste yields). pdf.js turns
 * every space into U+0020 in its text, so U+202F and U+00A0 can only be checked here.
 */
export function toUnicodeCodePoints(pdf: Buffer): Set<number> {
  const codePoints = new Set<number>();
  const latin1 = pdf.toString('latin1');
  for (const match of latin1.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let text: string;
    try {
      text = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    if (!text.includes('begincmap')) continue;
    for (const hex of text.matchAll(/<([0-9a-fA-F]{4,})>/g)) codePoints.add(parseInt(hex[1]!, 16));
  }
  return codePoints;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  const items: ReadPdf['items'] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent({ disableNormalization: true });
    const texts = content.items.filter((item) => 'str' in item);
    pages.push(texts.map((item) => item.str + (item.hasEOL ? '\n' : '')).join(''));
    items.push(texts.filter((i) => i.str.trim()).map((i) => ({ str: i.str, x: i.transform[4], y: i.transform[5] })));
  }
  const { info, metadata } = await pdf.getMetadata();
  const markInfo = (await pdf.getMarkInfo()) as { Marked?: boolean } | null;
  return {
    pageCount: pdf.numPages,
    info: info as Record<string, unknown>,
    xmp: metadata?.getRaw() ?? null,
    marked: markInfo?.Marked === true,
    pages,
    items,
    text: pages.join('\n'),
    structTree: async (n) => (await (await pdf.getPage(n)).getStructTree()) as StructNode | null,
    pdf,
  };
}

/** Every structure role under `node`, depth first (reading order). */
export function roles(node: StructNode | null): string[] {
  if (!node) return [];
  return [...(node.role ? [node.role] : []), ...(node.children ?? []).flatMap(roles)];
}

/** Bounding boxes [x0, y0, x1, y1] (points) of the paths drawn on a page: frames, rules, fills. */
export async function pathBoxes(read: ReadPdf, pageNumber: number): Promise<number[][]> {
  const list = await (await read.pdf.getPage(pageNumber)).getOperatorList();
  return list.fnArray.flatMap((fn, i) => {
    const box = fn === OPS.constructPath ? (list.argsArray[i] as unknown[])[2] : null;
    return box ? [Array.from(box as ArrayLike<number>)] : [];
  });
}

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

const scale = 4;

/**
 * Renders a page (pdf.js on @napi-rs/canvas) and decodes the 2D code found in a region given in
 * points from the top-left corner; null when none decodes there.
 */
export async function decodeCode(
  read: ReadPdf,
  pageNumber: number,
  symbology: 'qrcode' | 'datamatrix',
  regions: Region[],
): Promise<string | null> {
  const page = await read.pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale });
  const factory = (read.pdf as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
  const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvasContext: context, viewport, canvas } as never).promise;
  const reader: Reader = symbology === 'qrcode' ? new QRCodeReader() : new DataMatrixReader();
  for (const r of regions) {
    const [x, y, w, h] = [r.x, r.y, r.width, r.height].map((v) => Math.round(v * scale)) as [
      number,
      number,
      number,
      number,
    ];
    const image = context.getImageData(x, y, w, h);
    const luminance = new Uint8ClampedArray(image.width * image.height);
    for (let i = 0; i < luminance.length; i++)
      luminance[i] = (image.data[4 * i]! * 299 + image.data[4 * i + 1]! * 587 + image.data[4 * i + 2]! * 114) / 1000;
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, image.width, image.height)));
    try {
      return reader.decode(bitmap).getText();
    } catch {
      // Not in this region: try the next one.
    }
  }
  return null;
}

interface CanvasFactory {
  create(
    width: number,
    height: number,
  ): {
    canvas: unknown;
    context: {
      getImageData(
        x: number,
        y: number,
        w: number,
        h: number,
      ): { width: number; height: number; data: Uint8ClampedArray };
    };
  };
}

/** Windows of `side` points sliding over an area, for a code whose exact place the test need not know. */
export function windows(area: Region, side: number, step: number): Region[] {
  const out: Region[] = [];
  for (let y = area.y; y + side <= area.y + area.height; y += step)
    for (let x = area.x; x + side <= area.x + area.width; x += step) out.push({ x, y, width: side, height: side });
  return out;
}
