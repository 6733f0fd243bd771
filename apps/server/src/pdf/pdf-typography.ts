/*
 * French typography for printed text: the spaces inside « … », before « : ; ! ? » and after « n° »
 * become no-break spaces (narrow before « ; ! ? % »), so a line never starts with « » » or « : » nor ends with « n° ».
 * Text is also NFC-normalised: decomposed accents from other systems render as one letter.
 */
export function frenchTypography(text: string): string {
  return text
    .normalize('NFC')
    .replace(/« /g, '«\u00a0')
    .replace(/ »/g, '\u00a0»')
    .replace(/ :/g, '\u00a0:')
    .replace(/ ([;!?%])/g, '\u202f$1')
    .replace(/(^|[\s(])([nN]°) /g, '$1$2\u00a0');
}
