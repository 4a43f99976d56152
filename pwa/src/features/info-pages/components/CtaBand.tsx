import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { InfoAction } from './infoLinks';

type CtaBandProps = {
  id: string;
  title: string;
  text: ReactNode;
  actions: InfoAction[];
};

/** The closing call to action of a page, in the home page's accent band style. */
export function CtaBand({ id, title, text, actions }: CtaBandProps) {
  const titleId = `${id}-title`;
  return (
    <section className="bg-gradient-to-r from-accent-700 to-accent-800 px-4 py-12 text-center text-white sm:py-14" aria-labelledby={titleId}>
      <div className="mx-auto max-w-3xl">
        <h2 id={titleId} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <div className="mt-3 text-white">{text}</div>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {actions.map((action) => (
            <Link
              key={action.to + action.label}
              to={action.to}
              data-testid={action.testId}
              className={
                action.variant === 'secondary'
                  ? 'btn px-6 py-3 text-base text-white ring-1 ring-white/70 ring-inset hover:bg-white/10'
                  : 'btn bg-white px-6 py-3 text-base text-accent-800 hover:bg-accent-50'
              }
            >
              {action.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
