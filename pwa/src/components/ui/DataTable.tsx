import type { ReactNode } from 'react';
import { ScrollRegion } from './ScrollRegion';

export type DataColumn = { label: string; align?: 'right' };

type Props = {
  columns: readonly DataColumn[];
  /** Names the table's scroll region for screen readers ('Bảng doanh thu theo giảng viên'). */
  label: string;
  testId: string;
  children: ReactNode;
  footer?: ReactNode;
};

/**
 * A report table: small upper-case headings, rows as children. On a narrow screen it scrolls sideways
 * inside a focusable, labelled region with a cue that there is more; numbers and money never wrap.
 */
export function DataTable({ columns, label, testId, children, footer }: Props) {
  return (
    <ScrollRegion label={label}>
      <table className="min-w-full divide-y divide-slate-200 [&_td:first-child]:min-w-56 [&_td.text-right]:whitespace-nowrap text-sm dark:divide-slate-800" data-testid={testId}>
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
    </ScrollRegion>
  );
}
