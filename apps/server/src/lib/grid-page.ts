import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * The total of a list page (the grid contract, decision 028): carried by the rows (`count(*) over
 * ()`), counted on its own only past the last page, where no row carries it.
 */
async function pageTotal(
  rows: readonly { total: string | number }[],
  page: number,
  countApart: () => Promise<string | number>,
): Promise<number> {
  if (rows.length > 0 || page === 1) return Number(rows[0]?.total ?? 0);
  return Number(await countApart());
}

/** The rows without the window total each carries. */
function withoutTotal<T extends { total: unknown }>(rows: readonly T[]): Omit<T, 'total'>[] {
  return rows.map(({ total: _total, ...row }) => row);
}

/**
 * One page of a back-office list. `filtered` is the list's query with its filters; `columns` joins,
 * selects and orders the page's rows from it. The total comes in one of two ways:
 * - `window` (the default): carried by the rows (`count(*) over ()`), for a selective filter whose
 *   matches are sorted anyway (the member search);
 * - `apart`: counted by its own statement on `filtered` alone, beside a page read in the order of an
 *   index and stopped at its limit (the requests inbox and the change feed: a window over 50,000
 *   requests cost 100 ms).
 */
export async function gridPage<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  page: { page: number; pageSize: number },
  // The page's columns may join tables the filters do not need.
  columns: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<any, any, O>, // eslint-disable-line @typescript-eslint/no-explicit-any
  total: 'window' | 'apart' = 'window',
): Promise<{ rows: O[]; total: number }> {
  // Kysely cannot resolve a selection over a generic database type: the shapes are said here.
  const countApart = async () => {
    const row = await filtered.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    return Number((row as unknown as { n: string }).n);
  };
  const paged = columns(filtered)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  if (total === 'apart') {
    const [rows, n] = await Promise.all([paged.execute() as Promise<O[]>, countApart()]);
    return { rows, total: n };
  }
  const rows = (await paged.select(sql<string>`count(*) over ()`.as('total')).execute()) as unknown as (O & {
    total: string;
  })[];
  return { rows: withoutTotal(rows) as O[], total: await pageTotal(rows, page.page, countApart) };
}
