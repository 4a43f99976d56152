import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../../components/ui/Icon';
import type { InfoAction } from './infoLinks';

type InfoHeroProps = {
  eyebrow: string;
  /** The page's one <h1>. */
  title: string;
  lead: string;
  icon: IconName;
  actions?: InfoAction[];
  /** Optional block beside the text on large screens (figures, a short list). */
  aside?: ReactNode;
};

/** The dark gradient opening block every information page starts with. */
export function InfoHero({ eyebrow, title, lead, icon, actions = [], aside }: InfoHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div className="pointer-events-none absolute -right-24 -top-24 h-80 w-80 rounded-full bg-accent-500/20 blur-3xl" aria-hidden="true" />
      <div className={`relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 ${aside ? 'lg:grid-cols-[3fr_2fr]' : ''}`}>
        <div className={aside ? '' : 'max-w-3xl'}>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-200 ring-1 ring-white/20">
            <Icon name={icon} className="h-4 w-4" /> {eyebrow}
          </p>
          <h1 className="mt-5 text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl lg:text-5xl">{title}</h1>
          <p className="mt-5 text-base text-brand-100 sm:text-lg">{lead}</p>
          {actions.length > 0 ? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {actions.map((action) => (
                <Link
                  key={action.to + action.label}
                  to={action.to}
                  data-testid={action.testId}
                  className={
                    action.variant === 'secondary'
                      ? 'btn bg-white/10 px-6 py-3 text-base text-white ring-1 ring-white/30 ring-inset hover:bg-white/20'
                      : 'btn btn-accent px-6 py-3 text-base'
                  }
                >
                  {action.label}
                  {action.variant === 'secondary' ? null : <Icon name="chevronRight" className="h-4 w-4" />}
                </Link>
              ))}
            </div>
          ) : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </section>
  );
}
