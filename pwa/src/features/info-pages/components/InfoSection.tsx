import type { ReactNode } from 'react';

type InfoSectionProps = {
  /** Anchor of the section; its <h2> gets `${id}-title`. */
  id: string;
  title: string;
  subtitle?: string;
  /** Tinted background, to alternate with plain sections. */
  muted?: boolean;
  /** Narrower column for reading text and FAQs. */
  narrow?: boolean;
  children: ReactNode;
};

/** A page section opened by its centred <h2> and lead line, in the home sections' style. */
export function InfoSection({ id, title, subtitle, muted = false, narrow = false, children }: InfoSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={`px-4 py-12 sm:py-16 ${muted ? 'bg-slate-100/70 dark:bg-slate-900/50' : ''}`} aria-labelledby={titleId}>
      <div className={`mx-auto ${narrow ? 'max-w-3xl' : 'max-w-6xl'}`}>
        <div className="mx-auto mb-8 max-w-2xl text-center sm:mb-10">
          <h2 id={titleId} className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
            {title}
          </h2>
          {subtitle ? <p className="mt-3 text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
