import { PassThrough } from 'node:stream';
import { dayOf, type ExportColumn, neutraliseFormula, parisClock } from './export-columns.ts';

/*
 * The Excel twin of lib/csv.ts (decision 041): the same columns, typed cells. Codes stay text (a
 * postal code keeps its zero), amounts and counts are numbers, days and instants real dates (shown
 * as in Paris), yes/no the words « Oui » / « Non ». The header row is bold and frozen.
 */

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Cell = string | number | Date | null;

/** Excel formats are written with « , » and « . » and shown in the reader's locale: « 1 234,56 € » in French. */
const numFmt: Partial<Record<ExportColumn<unknown>['type'], string>> = {
  amount: '#,##0.00 "€"',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm:ss',
};

/** Excel dates carry no time zone: the day (or Paris wall clock) is written as if it were UTC, which ExcelJS writes as is. */
const utcDate = (parts: number[]) =>
  new Date(Date.UTC(parts[0]!, parts[1]! - 1, parts[2]!, parts[3] ?? 0, parts[4] ?? 0, parts[5] ?? 0));

function xlsxCell<T>(column: ExportColumn<T>, row: T): Cell {
  switch (column.type) {
    case 'text':
      // A typed string is no formula, but a copy pasted back into a CSV would be: the same apostrophe.
      return neutraliseFormula(column.value(row));
    case 'boolean':
      return column.value(row) ? 'Oui' : 'Non';
    case 'number':
      return column.value(row);
    case 'amount': {
      const cents = column.value(row);
      return cents === null ? null : cents / 100;
    }
    case 'date': {
      const value = column.value(row);
      return value ? utcDate(dayOf(value)) : null;
    }
    case 'datetime': {
      const value = column.value(row);
      return value ? utcDate(parisClock(value)) : null;
    }
  }
}

/** How wide a cell reads, in characters. */
function shownLength(type: ExportColumn<unknown>['type'], cell: Cell): number {
  if (cell === null) return 0;
  if (type === 'date') return 10;
  if (type === 'datetime') return 19;
  if (type === 'amount') return (cell as number).toFixed(2).length + 4;
  return String(cell).length;
}

/** A worksheet name: 31 characters at most, none of : \ / ? * [ ]. */
const sheetName = (name: string) =>
  name
    .replace(/[:\\/?*[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31);

/** One worksheet, written row by row (the streaming writer) so a large export never holds a workbook model. */
export async function toXlsx<T>(
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  name: string,
): Promise<Buffer> {
  // Loaded on the first export, not at start: ExcelJS is the heaviest package the server loads (decision 045).
  const { default: ExcelJS } = await import('exceljs');
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => stream.on('end', resolve).on('error', reject));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const cells = rows.map((row) => columns.map((c) => xlsxCell(c, row)));
  const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, i) => ({
    key: String(i),
    width: Math.min(
      60,
      Math.max(8, column.header.length, ...cells.slice(0, 1000).map((r) => shownLength(column.type, r[i]!))) + 2,
    ),
    ...(numFmt[column.type] ? { style: { numFmt: numFmt[column.type] } } : {}),
  }));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  for (const values of cells) sheet.addRow(values).commit();
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}
