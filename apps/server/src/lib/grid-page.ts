import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * The total of a list page (the grid contract, decision 028): carried by the rows (`count(*) over
 * ()`), counted on its own only past the last page, where no row carries it.
 */
export async function pageTotal(
  rows: readonly { total: string | number }[],
  page: number,
  countApart: () => Promise<string | number>,
): Promise<number> {
  if (rows.length > 0 || page === 1) return Number(rows[0]?.total ?? 0);
  return Number(await countApart());
}

/** The rows without the window total each carries. */
export function withoutTotal<T extends { total: unknown }>(rows: readonly T[]): Omit<T, 'total'>[] {
  return rows.map(({ total: _total, ...row }) => row);
}

/**
 * One page of a back-office list, in one statement: `columns` selects and orders the page's rows
 * from the filtered query, which also gives the total (window count, or a count of its own past
 * the last page).
 */
export async function gridPage<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  page: { page: number; pageSize: number },
  columns: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
): Promise<{ rows: O[]; total: number }> {
  // Kysely cannot resolve a selection over a generic database type: the two shapes are said here.
  const rows = (await columns(filtered)
    .select(sql<string>`count(*) over ()`.as('total'))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute()) as unknown as (O & { total: string })[];
  const total = await pageTotal(rows, page.page, async () => {
    const row = await filtered.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    return (row as unknown as { n: string }).n;
  });
  return { rows: withoutTotal(rows) as O[], total };
}
