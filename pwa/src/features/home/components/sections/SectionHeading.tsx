type Props = { id: string; title: string; subtitle?: string; light?: boolean };

/** The centred h2 and lead line every home section opens with. */
export function SectionHeading({ id, title, subtitle, light = false }: Props) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <h2 id={id} className={`text-3xl font-bold ${light ? 'text-white' : 'text-slate-900 dark:text-white'}`}>
        {title}
      </h2>
      {subtitle ? <p className={`mt-3 ${light ? 'text-brand-100' : 'text-slate-600 dark:text-slate-400'}`}>{subtitle}</p> : null}
    </div>
  );
}
