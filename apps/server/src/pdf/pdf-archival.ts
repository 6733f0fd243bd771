import type { PdfKitDocument } from './pdf-fonts.ts';

/*
 * PDF/A-2b (ISO 19005-2, level B: the pages look the same in thirty years): certificates, statements
 * and mandates are kept by members for years. PDFKit then writes the pdfaid XMP properties and an
 * sRGB IEC61966-2.1 OutputIntent; the fonts are embedded already (pdf-fonts.ts). Level A is not
 * claimed: the structure tree is complete for screen readers, but no validator runs in CI to prove it.
 */
export const archivalOptions = { subset: 'PDF/A-2b', pdfVersion: '1.7' } as const;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type InfoWriter = { info: Record<string, unknown>; _addInfo(): void };

/**
 * PDFKit copies Title, Author and Subject into the XMP packet as they are: « Santé & Prévoyance »
 * would make the packet malformed XML, and the file no longer PDF/A. The Info dictionary is written
 * first, unescaped; the XMP step alone sees escaped values (the same text once parsed).
 */
export function escapeXmpInfo(doc: PdfKitDocument): void {
  const writer = doc as unknown as InfoWriter;
  const addInfo = writer._addInfo.bind(writer);
  writer._addInfo = () => {
    const info = writer.info;
    writer.info = Object.fromEntries(
      Object.entries(info).map(([key, value]) => [key, typeof value === 'string' ? escapeXml(value) : value]),
    );
    try {
      addInfo();
    } finally {
      writer.info = info;
    }
  };
}
