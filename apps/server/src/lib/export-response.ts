import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '@portail/shared/export-format';
import { toCsv } from './csv.ts';
import type { ExportColumn } from './export-columns.ts';
import { fileResponse, sendFile } from './file-response.ts';
import { toXlsx, xlsxContentType } from './xlsx.ts';

export interface ExportFile<T> {
  format: ExportFormat;
  columns: readonly ExportColumn<T>[];
  rows: readonly T[];
  /** The file's name without its extension (« adherents-2026-03-01 »). */
  baseName: string;
  /** The worksheet's name in the workbook. */
  title: string;
}

/** Replies with an export in the asked format (decision 041): CSV for machines, a typed workbook for people. */
export async function sendExport<T>(reply: FastifyReply, file: ExportFile<T>): Promise<FastifyReply> {
  if (file.format === 'xlsx')
    return sendFile(reply, {
      data: await toXlsx(file.columns, file.rows, file.title),
      contentType: xlsxContentType,
      fileName: `${file.baseName}.xlsx`,
    });
  return sendFile(reply, {
    data: toCsv(file.columns, file.rows),
    contentType: 'text/csv; charset=utf-8',
    fileName: `${file.baseName}.csv`,
  });
}

/** « 2026-03-01 »: the day an export is named after. */
export const exportDay = () => new Date().toISOString().slice(0, 10);

/** The 200 response of an export route, for the OpenAPI document: CSV by default, Excel with ?format=xlsx. */
export function exportFileResponse() {
  return fileResponse(
    'Le fichier CSV (« ; », UTF-8 avec BOM), ou le classeur Excel avec ?format=xlsx',
    'text/csv',
    xlsxContentType,
  );
}
