import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/Icon';

export type Feature = { icon: IconName; title: string; text: ReactNode };

const COLUMNS = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

type FeatureGridProps = { items: Feature[]; columns?: keyof typeof COLUMNS };

/** Icon cards in a responsive grid: one column on phones, more from tablets up. */
export function FeatureGrid({ items, columns = 3 }: FeatureGridProps) {
  return (
    <ul className={`grid gap-5 ${COLUMNS[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className="card">
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
            <Icon name={item.icon} className="h-6 w-6" />
          </span>
          <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{item.title}</h3>
          <div className="mt-2 text-sm text-slate-600 dark:text-slate-400">{item.text}</div>
        </li>
      ))}
    </ul>
  );
}
