import { dayOf, type ExportColumn, neutraliseFormula } from './export-columns.ts';

/* The one CSV writer of the portal: what a spreadsheet opens right in a French locale. */

const frenchDateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Paris',
});

/** A cell as text: « 1234,56 » for an amount (what Excel reads in a French locale), JJ/MM/AAAA for a day. */
function csvText<T>(column: ExportColumn<T>, row: T): string {
  switch (column.type) {
    case 'text':
      return column.value(row);
    case 'boolean':
      // What the reference-data import reads back.
      return column.value(row) ? 'oui' : 'non';
    case 'number': {
      const n = column.value(row);
      return n === null ? '' : String(n);
    }
    case 'amount': {
      const cents = column.value(row);
      return cents === null ? '' : (cents / 100).toFixed(2).replace('.', ',');
    }
    case 'date': {
      const value = column.value(row);
      if (!value) return '';
      const [year, month, day] = dayOf(value).map((n) => String(n).padStart(2, '0'));
      return `${day}/${month}/${year}`;
    }
    case 'datetime': {
      const value = column.value(row);
      return value ? frenchDateTime.format(new Date(value)) : '';
    }
  }
}

function csvField(value: string): string {
  const safe = neutraliseFormula(value);
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** UTF-8 with BOM, « ; » between fields, CRLF: what Excel opens right in a French locale. */
export function toCsv<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): Buffer {
  const lines = [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => csvText(c, row)))];
  return Buffer.from(`\uFEFF${lines.map((line) => line.map(csvField).join(';')).join('\r\n')}\r\n`, 'utf8');
}

/** One record of a CSV file, with the line of the file where it starts (1 for the header). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** What the writer above quotes away: an apostrophe it put before a formula character. */
const neutralisedFormula = /^'[=+\-@\t\r]/;

/**
 * Reads what toCsv writes, and what a spreadsheet saves from it: BOM, « ; » (or « , » or a
 * tabulation, guessed from the first line), quotes, CRLF or LF. Blank lines are skipped. An
 * unclosed quote is reported with the line where its field starts.
 */
export function parseCsv(text: string): { records: CsvRecord[]; unclosedQuoteLine: number | null } {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const separator = firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let fieldLine = 1;
  const endField = () => {
    fields.push(neutralisedFormula.test(field) ? field.slice(1) : field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
  };
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        field += c;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
      fieldLine = line;
    } else if (c === separator) endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else field += c;
  }
  if (quoted) return { records, unclosedQuoteLine: fieldLine };
  endRecord();
  return { records, unclosedQuoteLine: null };
}
