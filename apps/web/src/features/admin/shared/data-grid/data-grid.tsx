import { useEffect, useId, useState } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type VisibilityState,
} from '@tanstack/react-table';
import { gridPageSizes } from '@portail/shared/admin/grid';
import { buildUrl } from '@/lib/api-client';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';
import { gridTexts as t } from '../texts';
import '../admin.css';

/** Paging and sort of a grid, as the list routes take them (packages/shared/admin/grid.ts). */
export interface GridState {
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
}

/** A column: its label, its cell, and whether the server can sort on it (the column id is the sort key). */
export type GridColumn<T> = ColumnDef<T> & { id: string; header: string; meta?: { sortable?: boolean } };

interface DataGridProps<T> {
  /** Names the grid: its column choice is remembered under it. */
  id: string;
  caption: string;
  columns: GridColumn<T>[];
  rows: T[] | undefined;
  total: number | undefined;
  isFetching: boolean;
  /** The first load failed: the count says so instead of « loading » (the toast gives the reason). */
  isError?: boolean;
  state: GridState;
  onStateChange(next: Partial<GridState>): void;
  rowKey(row: T): string;
  /** The same search as CSV, every row. */
  exportUrl?: string;
  /** Rows the export carries at most: a wider search shows how to narrow it instead of the link. */
  exportLimit?: number;
}

/** The column choice of every grid, by grid id (a damaged value counts as none). */
function storedChoices(): Record<string, VisibilityState> {
  try {
    return JSON.parse(readStorage('local', storageKeys.gridColumns) ?? '{}') as Record<string, VisibilityState>;
  } catch {
    return {};
  }
}

function storeVisibility(gridId: string, visibility: VisibilityState) {
  writeStorage('local', storageKeys.gridColumns, JSON.stringify({ ...storedChoices(), [gridId]: visibility }));
}

/**
 * The back office's one data grid (issue 14): the server pages, sorts and filters (the grid only
 * says what it wants), the staff member chooses the columns (remembered), and the same search
 * exports as CSV or Excel (decision 041). Built on TanStack Table (headless) with the portal's own markup: a real table with
 * its caption, sortable headers as buttons with aria-sort, the result count announced.
 */
export function DataGrid<T>({
  id,
  caption,
  columns,
  rows,
  total,
  isFetching,
  isError = false,
  state,
  onStateChange,
  rowKey,
  exportUrl,
  exportLimit,
}: DataGridProps<T>) {
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(() => storedChoices()[id] ?? {});
  // TanStack Table hands back functions that must not be memoised; the portal does not use the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    state: { columnVisibility },
    onColumnVisibilityChange: (updater) => {
      const next = typeof updater === 'function' ? updater(columnVisibility) : updater;
      setColumnVisibility(next);
      storeVisibility(id, next);
    },
    getRowId: rowKey,
  });
  const captionId = useId();
  const pages = Math.max(1, Math.ceil((total ?? 0) / state.pageSize));
  const visibleCount = table.getVisibleLeafColumns().length;
  // A page past the last one (a shortened search, an old link) goes back to the last page.
  useEffect(() => {
    if (total !== undefined && state.page > pages) onStateChange({ page: pages });
  }, [total, state.page, pages, onStateChange]);
  const tooWideToExport = exportLimit !== undefined && total !== undefined && total > exportLimit;

  function sortBy(column: string) {
    const order = state.sort === column && state.order === 'asc' ? 'desc' : 'asc';
    onStateChange({ sort: column, order, page: 1 });
  }

  return (
    <div className="data-grid" aria-busy={isFetching}>
      <div className="data-grid__toolbar">
        <p className="data-grid__count" role="status">
          {isError ? t.loadFailed : total === undefined ? t.loading : t.results(total)}
        </p>
        <details className="data-grid__columns">
          <summary id={`${id}-columns`}>{t.columns}</summary>
          <fieldset aria-labelledby={`${id}-columns`}>
            {table.getAllLeafColumns().map((column) => (
              <label key={column.id} className="data-grid__column-choice">
                <input
                  type="checkbox"
                  checked={column.getIsVisible()}
                  // The last visible column stays: a grid without columns says nothing.
                  disabled={column.getIsVisible() && visibleCount === 1}
                  onChange={column.getToggleVisibilityHandler()}
                />
                {String(column.columnDef.header)}
              </label>
            ))}
          </fieldset>
        </details>
        <div className="field data-grid__page-size">
          <label htmlFor={`${id}-page-size`}>{t.pageSize}</label>
          <select
            id={`${id}-page-size`}
            value={state.pageSize}
            onChange={(event) => onStateChange({ pageSize: Number(event.target.value), page: 1 })}
          >
            {gridPageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        {exportUrl && !tooWideToExport && (
          <>
            <a className="btn btn--secondary btn--small" href={exportUrl} download>
              {t.export}
            </a>
            {/* The same search as a typed workbook (decision 041): codes stay text, amounts numbers, dates dates. */}
            <a className="btn btn--secondary btn--small" href={buildUrl(exportUrl, { format: 'xlsx' })} download>
              {t.exportXlsx}
            </a>
          </>
        )}
        {exportUrl && tooWideToExport && <p className="data-grid__hint">{t.exportTooWide(exportLimit)}</p>}
      </div>
      {/* Focusable, so a keyboard can scroll a grid wider than the screen. */}
      <div className="data-grid__scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
        <table className="data-grid__table">
          <caption id={captionId}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const label = String(header.column.columnDef.header);
                  const sortable = (header.column.columnDef.meta as { sortable?: boolean } | undefined)?.sortable;
                  const sorted = state.sort === header.column.id;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sortable ? (sorted ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none') : undefined
                      }
                    >
                      {sortable ? (
                        <button type="button" className="data-grid__sort" onClick={() => sortBy(header.column.id)}>
                          {label}
                          <span aria-hidden="true" className="data-grid__sort-mark">
                            {sorted ? (state.order === 'asc' ? '▲' : '▼') : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
            {rows && rows.length === 0 && (
              <tr>
                <td colSpan={visibleCount}>{t.empty}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <nav className="data-grid__pager" aria-label={t.pageOf(state.page, pages)}>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={state.page <= 1}
          onClick={() => onStateChange({ page: state.page - 1 })}
        >
          {t.previous}
        </button>
        <span>{t.pageOf(state.page, pages)}</span>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={state.page >= pages}
          onClick={() => onStateChange({ page: state.page + 1 })}
        >
          {t.next}
        </button>
      </nav>
    </div>
  );
}
