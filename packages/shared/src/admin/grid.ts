import { z } from 'zod';

/*
 * The back office's one data-grid contract (issue 14): every list is paged, sorted and filtered by
 * the server, and answers a page of rows with the total. The web grid and every list route speak it.
 */

export const gridPageSizes = [10, 25, 50, 100] as const;

/** Paging and sort of a list whose sortable columns are `sortable` (the first is the default). */
export function gridQuerySchema<const S extends readonly [string, ...string[]]>(sortable: S) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    // The bounds are the smallest and largest proposed sizes: they put the rule in the OpenAPI document.
    pageSize: z.coerce
      .number()
      .int()
      .min(gridPageSizes[0])
      .max(gridPageSizes[gridPageSizes.length - 1]!)
      .refine((n) => (gridPageSizes as readonly number[]).includes(n), { error: 'Taille de page non proposée.' })
      .default(25),
    sort: z.enum(sortable).default(sortable[0]),
    order: z.enum(['asc', 'desc']).default('asc'),
  });
}

export function gridPageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}

export interface GridPage<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}
