export const BRAND_NAME = 'Học viện Marketing';
export const BRAND_TAGLINE = 'Marketing thực chiến';

type BrandLogoProps = {
  compact?: boolean;
  inverted?: boolean;
  /** Only the monogram below the sm breakpoint: a phone header with several buttons has no room for the name. */
  compactOnPhones?: boolean;
};

/** The HV monogram and the academy name. */
export function BrandLogo({ compact = false, inverted = false, compactOnPhones = false }: BrandLogoProps) {
  return (
    <span className="inline-flex min-w-0 items-center gap-2.5">
      <img src="/favicon.svg" alt="" width={36} height={36} className="h-9 w-9 shrink-0" />
      {compact ? null : (
        // On a very narrow screen the name gives way (truncates) before the page would scroll sideways.
        <span className={`min-w-0 leading-tight ${compactOnPhones ? 'hidden sm:block' : ''}`}>
          <span className={`block truncate text-base font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-brand-900 dark:text-white'}`}>{BRAND_NAME}</span>
          {/* A space between the two lines, so that the text read as one (a link's name) keeps the words apart. */}{' '}
          <span className={`block truncate text-[11px] font-medium ${inverted ? 'text-brand-100' : 'text-slate-500 dark:text-slate-400'}`}>{BRAND_TAGLINE}</span>
        </span>
      )}
    </span>
  );
}
