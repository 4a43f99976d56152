import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/Icon';

export type FaqEntry = { question: string; answer: ReactNode };

/** Questions as native <details>/<summary>: keyboard and screen-reader friendly, no state needed. */
export function FaqList({ items }: { items: FaqEntry[] }) {
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 dark:divide-slate-800 dark:bg-slate-900 dark:ring-slate-800">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
            {item.question}
            <Icon name="chevronDown" className="h-5 w-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180 dark:text-brand-300" />
          </summary>
          <div className="space-y-2 px-5 pb-5 text-slate-600 dark:text-slate-300">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
