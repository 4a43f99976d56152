import { Fragment } from 'react';
import { Icon, type IconName } from './Icon';

type Props = {
  label: string;
  value: string;
  icon?: IconName;
  /** Background and text colour classes of the icon badge. */
  tone?: string;
  hint?: string;
  testId?: string;
};

/** Lets a long figure such as '29.142.000.000 ₫' break only between its digit groups, never inside one. */
function breakableFigure(value: string) {
  return value.split('.').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          .<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

/**
 * One figure of an overview: label and icon on top, the value across the whole card under them.
 * The value is never cut: it takes a smaller size in a narrow card and, as a last resort, wraps
 * between digit groups.
 */
export function StatCard({ label, value, icon, tone = '', hint, testId }: Props) {
  return (
    <li className="card @container flex min-w-0 flex-col gap-2" data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm text-slate-500 dark:text-slate-400">{label}</p>
        {icon ? (
          <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-xl ${tone}`} aria-hidden="true">
            <Icon name={icon} className="h-5 w-5" />
          </span>
        ) : null}
      </div>
      <p className="text-lg leading-tight font-bold text-slate-900 tabular-nums @[10rem]:text-xl @[15rem]:text-2xl dark:text-white">{breakableFigure(value)}</p>
      {hint ? <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
    </li>
  );
}
