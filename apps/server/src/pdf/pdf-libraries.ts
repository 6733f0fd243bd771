import type * as Fontkit from 'fontkit';

/*
 * PDFKit, fontkit, resvg and bwip-js, imported on the first document rather than at start
 * (decision 045): together a tenth of the server's start, and a command that makes no PDF never
 * loads them. renderPdf() awaits them; the drawing code, synchronous, then finds them here.
 */
interface PdfLibraries {
  PDFDocument: typeof import('pdfkit');
  fontkit: typeof Fontkit;
  Resvg: typeof import('@resvg/resvg-js').Resvg;
  bwipjs: typeof import('bwip-js/node');
}

let loaded: PdfLibraries | undefined;
let loading: Promise<PdfLibraries> | undefined;

export function loadPdfLibraries(): Promise<PdfLibraries> {
  loading ??= Promise.all([
    import('pdfkit'),
    import('fontkit'),
    import('@resvg/resvg-js'),
    import('bwip-js/node'),
  ]).then(([pdfkit, fontkit, resvg, bwip]) => {
    loaded = { PDFDocument: pdfkit.default, fontkit, Resvg: resvg.Resvg, bwipjs: bwip.default };
    return loaded;
  });
  return loading;
}

/** The libraries, once loadPdfLibraries() has resolved. */
export function pdfLibraries(): PdfLibraries {
  if (!loaded) throw new Error('Bibliothèques PDF non chargées : attendre loadPdfLibraries() avant de dessiner.');
  return loaded;
}
