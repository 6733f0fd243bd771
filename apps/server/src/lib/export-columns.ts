/*
 * The one definition of an export's columns (decision 041): each column says once what its cells
 * are, and both the CSV (lib/csv.ts) and the Excel workbook (lib/xlsx.ts) are written from it.
 */

interface Column<K extends string, V, T> {
  header: string;
  type: K;
  value: (row: T) => V;
}

/**
 * text: a string, codes included (postal codes, member and contract numbers keep their zeros);
 * number: a count or a rate; amount: cents, shown in euros; date: a day (« AAAA-MM-JJ », or an
 * instant whose day in Paris is meant); datetime: an instant, shown in Paris time; boolean: Oui / Non.
 */
export type ExportColumn<T> =
  | Column<'text', string, T>
  | Column<'number', number | null, T>
  | Column<'amount', number | null, T>
  | Column<'date', string | null, T>
  | Column<'datetime', string | null, T>
  | Column<'boolean', boolean, T>;

/** A leading = + - @ (or tabulation, carriage return) would be a formula to a spreadsheet: an apostrophe before it. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock in Paris at an instant: what a French reader expects to see, whatever the server's zone. */
export function parisClock(instant: string | Date): [number, number, number, number, number, number] {
  const parts = Object.fromEntries(parisParts.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
}

/** The day a date column means: a bare day as given, an instant's day in Paris. */
export function dayOf(value: string): [number, number, number] {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').map(Number) as [number, number, number];
  const [year, month, day] = parisClock(value);
  return [year, month, day];
}
