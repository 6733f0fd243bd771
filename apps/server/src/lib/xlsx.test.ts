import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { expectHeaderRow, expectSameAsCsv, readXlsx } from '../test/read-xlsx.ts';
import { toCsv } from './csv.ts';
import type { ExportColumn } from './export-columns.ts';
import { toXlsx } from './xlsx.ts';

interface Row {
  code: string;
  label: string;
  count: number | null;
  cents: number | null;
  day: string | null;
  at: string | null;
  active: boolean;
}

const columns: ExportColumn<Row>[] = [
  { header: 'Code postal', type: 'text', value: (r) => r.code },
  { header: 'Libellé', type: 'text', value: (r) => r.label },
  { header: 'Nombre', type: 'number', value: (r) => r.count },
  { header: 'Montant (€)', type: 'amount', value: (r) => r.cents },
  { header: 'Jour', type: 'date', value: (r) => r.day },
  { header: 'Instant', type: 'datetime', value: (r) => r.at },
  { header: 'Actif', type: 'boolean', value: (r) => r.active },
];

const rows: Row[] = [
  // 23:30 UTC on 1 March is 00:30 on 2 March in Paris (winter time); 22:30 UTC on 30 June, 00:30 on 1 July (summer).
  {
    code: '01000',
    label: '=HYPERLINK("http://x")',
    count: 3,
    cents: 123456,
    day: '2026-03-01',
    at: '2026-03-01T23:30:00.000Z',
    active: true,
  },
  {
    code: '2A004',
    label: 'Ajaccio',
    count: null,
    cents: null,
    day: '2026-06-30T22:30:00.000Z',
    at: null,
    active: false,
  },
];

describe('le classeur Excel d’un export (décision 041)', () => {
  it('écrit des cellules typées : codes en texte, montants et nombres en nombres, jours et instants en dates de Paris', async () => {
    const read = await readXlsx(await toXlsx(columns, rows, 'Essai : [types]'));
    expect(read.sheet.name).toBe('Essai types');
    expect(read.headers).toEqual(columns.map((c) => c.header));
    expectHeaderRow(read);
    const [first, second] = read.rows as [ExcelJS.Cell[], ExcelJS.Cell[]];
    expect(first[0]!.value).toBe('01000');
    expect(second[0]!.value).toBe('2A004');
    // A typed string is no formula; the apostrophe still guards a copy pasted into a CSV.
    expect(first[1]!.value).toBe('\'=HYPERLINK("http://x")');
    expect(first[1]!.formula).toBeUndefined();
    expect(first[2]!.value).toBe(3);
    expect(first[3]!.value).toBe(1234.56);
    expect(first[3]!.numFmt).toBe('#,##0.00 "€"');
    expect(first[4]!.value).toEqual(new Date('2026-03-01T00:00:00.000Z'));
    expect(first[4]!.numFmt).toBe('dd/mm/yyyy');
    expect(second[4]!.value).toEqual(new Date('2026-07-01T00:00:00.000Z'));
    expect(first[5]!.value).toEqual(new Date('2026-03-02T00:30:00.000Z'));
    expect(first[5]!.numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    expect([first[6]!.value, second[6]!.value]).toEqual(['Oui', 'Non']);
    expect([second[2]!.value, second[3]!.value, second[5]!.value]).toEqual([null, null, null]);
  });

  it('porte les mêmes données que le CSV écrit des mêmes colonnes', async () => {
    const csv = toCsv(columns, rows).toString('utf8');
    expect(csv).toContain('01000;"\'=HYPERLINK(""http://x"")";3;1234,56;01/03/2026;02/03/2026 00:30:00;oui');
    expect(csv).toContain('2A004;Ajaccio;;;01/07/2026;;non');
    await expectSameAsCsv(await toXlsx(columns, rows, 'Essai'), csv);
  });
});
