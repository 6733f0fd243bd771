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
