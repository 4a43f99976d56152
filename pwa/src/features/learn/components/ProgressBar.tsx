/** A thin course progress bar (0-100 %). */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className="h-full rounded-full bg-emerald-500 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
