import { Icon, type IconName } from './Icon';

type Props = {
  label: string;
  value: string;
  icon: IconName;
  /** Background and text colour classes of the icon badge. */
  tone: string;
  hint?: string;
  testId: string;
};

/** One figure of an overview: icon, label, the value and an optional line under it. */
export function StatCard({ label, value, icon, tone, hint, testId }: Props) {
  return (
    <li className="card flex items-center gap-4" data-testid={testId}>
      <span className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${tone}`}>
        <Icon name={icon} className="h-6 w-6" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-500 dark:text-slate-400">{label}</p>
        <p className="truncate text-2xl font-bold text-slate-900 dark:text-white">{value}</p>
        {hint ? <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
      </div>
    </li>
  );
}
