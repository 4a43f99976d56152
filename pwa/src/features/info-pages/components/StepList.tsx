import type { ReactNode } from 'react';

export type Step = { title: string; text: ReactNode };

/** Numbered steps, stacked on phones and in a row of cards on wide screens. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
      {steps.map((step, index) => (
        <li key={step.title} className="card flex gap-4 lg:flex-col">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent-700 font-bold text-white" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-slate-900 dark:text-white">
              <span className="sr-only">Bước {index + 1}: </span>
              {step.title}
            </h3>
            <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{step.text}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
