import { formatNumber } from '../../../lib/format';
import type { ReviewSummary } from '../api/reviewsApi';

export const STAR_LEVELS = [5, 4, 3, 2, 1] as const;

/** Whole percent of `count` in `total`, e.g. 320 of 512 → 63; 0 when there is nothing. */
export function starPercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

type RatingDistributionProps = {
  summary: ReviewSummary;
  /** The star filter in force, or undefined for all. */
  selected?: number;
  /** A row pressed: filter by those stars (pressing the selected row again clears the filter). */
  onSelect: (stars: number | undefined) => void;
};

/** 5★ … 1★ with a bar and the share of reviews each; each row is a toggle filtering the list. */
export function RatingDistribution({ summary, selected, onSelect }: RatingDistributionProps) {
  return (
    <ul className="flex w-full flex-col gap-1.5" aria-label="Phân bố số sao" data-testid="rating-distribution">
      {STAR_LEVELS.map((stars) => {
        const count = summary.distribution[stars as keyof ReviewSummary['distribution']] ?? 0;
        const percent = starPercent(count, summary.count);
        const active = selected === stars;
        return (
          <li key={stars}>
            <button
              type="button"
              className={`grid w-full grid-cols-[3rem_1fr_3rem] items-center gap-2 rounded-lg px-1.5 py-1 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 ${active ? 'bg-brand-50 ring-1 ring-brand-500 dark:bg-brand-500/15' : ''}`}
              aria-pressed={active}
              onClick={() => onSelect(active ? undefined : stars)}
              data-testid={`rating-row-${stars}`}
            >
              {/* Named by what it shows (label in name): '5 sao: 78%, 400 đánh giá'. */}
              <span className="font-medium whitespace-nowrap">
                {stars} <span aria-hidden="true">★</span>
                <span className="sr-only"> sao:</span>
              </span>{' '}
              <span className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${percent}%` }} />
              </span>
              <span className="text-right tabular-nums">
                <span data-testid={`rating-percent-${stars}`}>{percent}%</span>
                <span className="sr-only">, {formatNumber(count)} đánh giá</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
