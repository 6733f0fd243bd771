import { z } from 'zod';

/*
 * The formats of every export ({route}/export, decision 041): CSV for machines (the default, what
 * an import reads back), a typed Excel workbook for people.
 */

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportFormatMessage = 'Le format d’export est « csv » ou « xlsx ».';

/** `?format=` of an export route, merged into its own query schema. */
export const exportFormatQuery = {
  format: z.enum(exportFormats, { error: exportFormatMessage }).default('csv'),
};
