import { formatRating } from '../../courses';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

const SIZES = { sm: 'h-4 w-4', md: 'h-5 w-5', lg: 'h-6 w-6' } as const;

type RatingStarsProps = {
  /** 0 to 5; a fraction fills the last star in part (4,7 fills seven tenths of the fifth). */
  value: number;
  size?: keyof typeof SIZES;
  /** Beside a text that already says the rating: the stars add nothing to read out. */
  decorative?: boolean;
};

/** Five stars filled to `value`, read out as '4,7 trên 5 sao'. Drawn as SVG (no text glyph to fail contrast). */
export function RatingStars({ value, size = 'sm', decorative = false }: RatingStarsProps) {
  const clamped = Math.min(5, Math.max(0, value));
  const label = `${formatRating(clamped)} trên 5 sao`;
  return (
    <span className="inline-flex items-center gap-0.5 align-middle" {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })} data-testid="rating-stars">
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.min(1, Math.max(0, clamped - index));
        // Whole and empty stars are one shape each; only a part-filled star draws two (a page of reviews is 50 stars).
        if (fill === 1 || fill === 0) return <Star key={index} className={`${SIZES[size]} ${fill ? 'text-amber-500' : 'text-slate-300 dark:text-slate-600'}`} />;
        return (
          <span key={index} className={`relative inline-block ${SIZES[size]}`}>
            <Star className={`absolute inset-0 ${SIZES[size]} text-slate-300 dark:text-slate-600`} />
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${Math.round(fill * 100)}%` }}>
              <Star className={`${SIZES[size]} max-w-none text-amber-500`} />
            </span>
          </span>
        );
      })}
    </span>
  );
}

function Star({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={STAR_PATH} />
    </svg>
  );
}
