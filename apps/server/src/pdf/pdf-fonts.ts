import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

/*
 * Noto Sans, embedded and subset in every PDF: the 14 standard PDF fonts (WinAnsi) cannot show
 * U+202F, the narrow no-break space Intl.NumberFormat('fr-FR') puts in « 1 234,56 € », nor
 * letters such as « ł » or « ğ » found in members' names.
 */
const require = createRequire(import.meta.url);

export const fontFiles = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  semibold: require.resolve('@expo-google-fonts/noto-sans/600SemiBold/NotoSans_600SemiBold.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

export type FontName = keyof typeof fontFiles;

export const fontFamily = 'Noto Sans';

let loaded: Record<FontName, Buffer> | undefined;

function fontData(): Record<FontName, Buffer> {
  loaded ??= {
    regular: readFileSync(fontFiles.regular),
    semibold: readFileSync(fontFiles.semibold),
    bold: readFileSync(fontFiles.bold),
  };
  return loaded;
}

export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, data] of Object.entries(fontData())) doc.registerFont(name, data);
  doc.font('regular');
}

export type PdfKitDocument = InstanceType<typeof PDFDocument>;
