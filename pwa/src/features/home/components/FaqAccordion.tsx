import { useId, useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import type { FaqItem } from '../faqItems';

type FaqAccordionProps = { items: FaqItem[] };

/** First answer open; opening one closes the others; clicking the open one closes all. */
export function FaqAccordion({ items }: FaqAccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(items.length > 0 ? 0 : null);
  const baseId = useId();

  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 dark:divide-slate-800 dark:bg-slate-900 dark:ring-slate-800">
      {items.map((item, index) => {
        const open = openIndex === index;
        const panelId = `${baseId}-panel-${index}`;
        const buttonId = `${baseId}-button-${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60"
              >
                {item.question}
                <Icon name="chevronDown" className={`h-5 w-5 shrink-0 text-brand-600 transition-transform dark:text-brand-300 ${open ? 'rotate-180' : ''}`} />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 text-slate-600 dark:text-slate-300">
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
