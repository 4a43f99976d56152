import type { ReactNode } from 'react';

export type DataColumn = { label: string; align?: 'right' };

type Props = { columns: readonly DataColumn[]; testId: string; children: ReactNode; footer?: ReactNode; label?: string };

/** A report table: small upper-case headings, rows as children; it scrolls sideways on a narrow screen. */
export function DataTable({ columns, testId, children, footer, label = 'Bảng số liệu' }: Props) {
  return (
    // A named region keyboard users can focus, to scroll it sideways with the arrow keys (axe scrollable-region-focusable).
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid={testId}>
        <thead className="text-left text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={`px-3 py-2 whitespace-nowrap ${column.align === 'right' ? 'text-right' : ''}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">{children}</tbody>
        {footer}
      </table>
    </div>
  );
}
