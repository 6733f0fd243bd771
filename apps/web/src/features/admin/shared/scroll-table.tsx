import type { ReactNode } from 'react';

interface ScrollTableProps {
  /** The heading that names the table's region. */
  labelledBy: string;
  caption: string;
  headers: readonly string[];
  className?: string;
  /** The rows. */
  children: ReactNode;
}

/** A plain table of the back office in a region that scrolls sideways (keyboard too) on a narrow screen. */
export function ScrollTable({ labelledBy, caption, headers, className = '', children }: ScrollTableProps) {
  return (
    <div className="data-grid__scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={`data-grid__table ${className}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
