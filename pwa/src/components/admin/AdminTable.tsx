import type { ReactNode } from 'react';

type Props = {
  /** Header texts; a right-aligned 'Thao tác' column follows them for each row's AdminActionsCell. */
  columns: string[];
  /** The rows. */
  children: ReactNode;
};

/** The table of an admin list screen. */
export function AdminTable({ columns, children }: Props) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <table className="min-w-full text-left text-sm">
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
