import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { ResourceDefinition } from '@/lib/resources';
import { usePageTitle } from '@/lib/use-page-title';
import { DataGrid, type GridColumn } from './data-grid';
import { GridFilters, type GridFilter } from './grid-filters';
import { useGridList } from './use-grid-list';

interface GridListPageProps<Row, N extends string> {
  /** Names the grid and its form (column choice, field ids). */
  id: string;
  title: string;
  lead: ReactNode;
  filtersLabel: string;
  filters: readonly GridFilter<N>[];
  resource: ResourceDefinition;
  /** The list route's own schema (criteria, paging, sort). */
  schema: Parameters<typeof useGridList<Row, N>>[1] & z.ZodType;
  columns: GridColumn<Row>[];
  rowKey(row: Row): string;
  exportLimit?: number;
  /** The list has a CSV export ({route}/export); true unless said. */
  exportable?: boolean;
  /** Between the criteria and the grid (e.g. a « new » button). */
  children?: ReactNode;
}

/** A back-office list page: title, the criteria form, the grid; the search in the address. */
export function GridListPage<Row, N extends string>(props: GridListPageProps<Row, N>) {
  const { id, title, lead, filtersLabel, filters, resource, schema, columns, rowKey, exportLimit, children } = props;
  const exportable = props.exportable ?? true;
  usePageTitle(title);
  const list = useGridList<Row, N>(
    resource,
    schema,
    filters.map((f) => f.name),
  );
  return (
    <div className="stack">
      <section className="card">
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        <GridFilters
          key={JSON.stringify(list.criteria)}
          id={id}
          label={filtersLabel}
          filters={filters}
          schema={schema}
          initial={list.criteria}
          onSearch={list.searchBy}
        />
        {children}
      </section>
      <section className="card">
        <DataGrid
          id={id}
          caption={title}
          columns={columns}
          rows={list.query.data?.rows}
          total={list.query.data?.total}
          isFetching={list.query.isFetching}
          isError={list.query.isError && !list.query.data}
          state={list.state}
          onStateChange={list.onStateChange}
          rowKey={rowKey}
          exportUrl={exportable ? list.exportUrl : undefined}
          exportLimit={exportLimit}
        />
      </section>
    </div>
  );
}
