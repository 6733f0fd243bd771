import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { parseCsv } from '../lib/csv.ts';

/* Reads an Excel export back (decision 041), as a person's spreadsheet would, for the tests. */

export interface ReadSheet {
  sheet: ExcelJS.Worksheet;
  headers: string[];
  /** The data rows' cells, by column (1-based in ExcelJS, 0-based here). */
  rows: ExcelJS.Cell[][];
  column(header: string): number;
}

/** The first worksheet of an .xlsx file, its header row and its data rows. */
export async function readXlsx(data: Buffer): Promise<ReadSheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const cellsOf = (row: ExcelJS.Row) => Array.from({ length: width }, (_, i) => row.getCell(i + 1));
  const headers = cellsOf(sheet.getRow(1)).map((c) => String(c.value));
  const rows: ExcelJS.Cell[][] = [];
  for (let r = 2; r <= sheet.rowCount; r += 1) rows.push(cellsOf(sheet.getRow(r)));
  return {
    sheet,
    headers,
    rows,
    column(header) {
      const i = headers.indexOf(header);
      expect(i, header).toBeGreaterThanOrEqual(0);
      return i;
    },
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** A cell as the CSV export writes it: « 1234,56 », JJ/MM/AAAA (hh:mm:ss), « oui ». */
function asCsvText(cell: ExcelJS.Cell): string {
  const { value } = cell;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const day = `${two(value.getUTCDate())}/${two(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
    return cell.numFmt?.includes('hh')
      ? `${day} ${two(value.getUTCHours())}:${two(value.getUTCMinutes())}:${two(value.getUTCSeconds())}`
      : day;
  }
  if (typeof value === 'number') return cell.numFmt?.includes('€') ? value.toFixed(2).replace('.', ',') : String(value);
  const text = String(value);
  if (text === 'Oui' || text === 'Non') return text.toLowerCase();
  return text.replace(/^'(?=[=+\-@\t\r])/, '');
}

/** The workbook carries the very data of the CSV export: same headers, same rows, same values. */
export async function expectSameAsCsv(xlsx: Buffer, csv: string): Promise<ReadSheet> {
  const read = await readXlsx(xlsx);
  const { records } = parseCsv(csv);
  const [header, ...data] = records.map((r) => r.fields);
  expect(read.headers).toEqual(header);
  expect(read.rows.map((row) => row.map(asCsvText))).toEqual(data);
  return read;
}

/** Bold, frozen header row. */
export function expectHeaderRow(read: ReadSheet): void {
  expect(read.sheet.getRow(1).getCell(1).font?.bold).toBe(true);
  expect(read.sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(read.sheet.getColumn(1).width).toBeGreaterThan(8);
}
