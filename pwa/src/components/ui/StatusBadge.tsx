import { statusBadgeStyle, type BadgeTone } from './statusBadgeStyle';

const TONE_CLASSES: Record<BadgeTone, string> = {
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/15 dark:text-emerald-300',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20 dark:bg-blue-500/15 dark:text-blue-300',
  yellow: 'bg-amber-100 text-amber-800 ring-amber-600/20 dark:bg-amber-500/15 dark:text-amber-300',
  red: 'bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-500/15 dark:text-red-300',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-500/20 dark:text-slate-300',
};

type StatusBadgeProps = { status: string; label?: string };

/** `label` overrides the text for statuses that are not in the shared list (e.g. 'Đã khóa'). */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  const style = statusBadgeStyle(status);
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE_CLASSES[style.tone]}`}
      data-tone={style.tone}
    >
      {label ?? style.label}
    </span>
  );
}
