import type { ReactNode } from 'react';

type Props = {
  /** Header texts; a right-aligned 'Thao tác' column follows them for each row's AdminActionsCell. */
  columns: string[];
  /** The rows; each cell but the actions has a `data-label` (its column's header) for the phone's cards. */
  children: ReactNode;
};

// Descendant variants, so the rows' own markup stays a plain table.
const STACKED = [
  'max-md:block max-md:[&_tbody]:block max-md:[&_thead]:hidden',
  'max-md:[&_tr]:block max-md:[&_tr]:px-4 max-md:[&_tr]:py-3',
  'max-md:[&_td]:flex max-md:[&_td]:items-center max-md:[&_td]:justify-between max-md:[&_td]:gap-4 max-md:[&_td]:px-0 max-md:[&_td]:py-1 max-md:[&_td]:text-right',
  'max-md:[&_td]:before:text-left max-md:[&_td]:before:font-sans max-md:[&_td]:before:font-medium max-md:[&_td]:before:text-slate-500 max-md:[&_td]:before:content-[attr(data-label)]',
  'max-md:[&_td:last-child]:justify-end max-md:[&_td:last-child]:pt-2',
].join(' ');

/**
 * The table of an admin list screen. Below md each row becomes a card, one line per cell with the
 * cell's `data-label` before it, so a phone sees every column without scrolling sideways.
 */
export function AdminTable({ columns, children }: Props) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <table className={`min-w-full text-left text-sm ${STACKED}`}>
        <thead className="bg-slate-50 text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Thao tác
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}
