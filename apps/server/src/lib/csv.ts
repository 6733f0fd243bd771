/* The one CSV writer of the portal: what a spreadsheet opens right in a French locale. */

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string;
}

function csvField(value: string): string {
  // A leading = + - @ would be a formula to a spreadsheet: quoted with an apostrophe.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** UTF-8 with BOM, « ; » between fields, CRLF: what Excel opens right in a French locale. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): Buffer {
  const lines = [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => c.value(row)))];
  return Buffer.from(`\uFEFF${lines.map((line) => line.map(csvField).join(';')).join('\r\n')}\r\n`, 'utf8');
}
