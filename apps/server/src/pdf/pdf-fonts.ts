import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as fontkit from 'fontkit';
import type PDFDocument from 'pdfkit';
import { pdfLibraries } from './pdf-libraries.ts';

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

let parsed: Record<FontName, fontkit.Font> | undefined;

/**
 * Ligatures off (« fi », « ff », « ffi »… stay letters): shaped as ligatures they reach the text
 * layer as U+FB01 and kin, so « vérification » copied or searched in a reader does not match what
 * was typed. Required ligatures (rlig, for scripts that need them) stay on.
 */
const textFeatures = { liga: false, clig: false, dlig: false, hlig: false } as const;

function open(file: string): fontkit.Font {
  const font = pdfLibraries().fontkit.create(readFileSync(file));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  // fontkit keeps a glyph with the code points it was first asked for. « O » first loaded as a part
  // of « Ö » keeps none, and would then vanish from the copied text of every later document:
  // asking each glyph by its code point first gives all of them their code points.
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  // Every text PDFKit lays out goes through here, measured or drawn, whatever the call's options:
  // one place for the features, instead of `features` on each of the module's text calls.
  const layout = font.layout.bind(font);
  font.layout = (text, features, ...rest) => layout(text, features ?? { ...textFeatures }, ...rest);
  return font;
}

/** Fonts parsed once per process: parsing is most of a one-page render; each PDF still gets its own subset. */
function fonts(): Record<FontName, fontkit.Font> {
  parsed ??= { regular: open(fontFiles.regular), semibold: open(fontFiles.semibold), bold: open(fontFiles.bold) };
  return parsed;
}

export function registerFonts(doc: PDFKit.PDFDocument): void {
  // PDFKit takes a parsed fontkit font as it is (its font factory checks for `layout`).
  for (const [name, font] of Object.entries(fonts())) doc.registerFont(name, font as unknown as Buffer);
  doc.font('regular');
}

export type PdfKitDocument = InstanceType<typeof PDFDocument>;
