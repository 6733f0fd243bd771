/**
 * French typography: a no-break space before « : ; ! ? » and inside « », so that punctuation never
 * starts a line on a narrow screen. Applied to client texts and to our own where they carry it.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}
