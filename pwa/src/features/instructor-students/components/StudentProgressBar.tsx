/** How much of the course the student completed (0-100), as a bar with the figure beside it. */
export function StudentProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-24 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className={`h-full ${percent === 100 ? 'bg-emerald-500' : 'bg-brand-600'}`} style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-right text-xs tabular-nums text-slate-600 dark:text-slate-400">{percent}%</span>
    </div>
  );
}
