type BrandLogoProps = { compact?: boolean; inverted?: boolean };

/** The HV monogram and the academy name. */
export function BrandLogo({ compact = false, inverted = false }: BrandLogoProps) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <img src="/favicon.svg" alt="" width={36} height={36} className="h-9 w-9 shrink-0" />
      {compact ? null : (
        <span className="leading-tight">
          <span className={`block text-base font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-brand-900 dark:text-white'}`}>Học viện Marketing</span>
          <span className={`block text-[11px] font-medium ${inverted ? 'text-brand-100' : 'text-slate-500 dark:text-slate-400'}`}>Marketing thực chiến</span>
        </span>
      )}
    </span>
  );
}
