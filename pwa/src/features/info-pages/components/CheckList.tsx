import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/Icon';

/** A two-column list of ticked points (who it is for, requirements, what is included). */
export function CheckList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item, index) => (
        <li key={index} className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
          <span className="text-slate-700 dark:text-slate-300">{item}</span>
        </li>
      ))}
    </ul>
  );
}
