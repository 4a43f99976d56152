import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, formatDayText, isoDayInVietnam } from '../../lib/dayText';
import { Icon } from './Icon';

const WEEKDAYS = [
  ['T2', 'Thứ Hai'],
  ['T3', 'Thứ Ba'],
  ['T4', 'Thứ Tư'],
  ['T5', 'Thứ Năm'],
  ['T6', 'Thứ Sáu'],
  ['T7', 'Thứ Bảy'],
  ['CN', 'Chủ Nhật'],
] as const;
const EDGE_GAP_PX = 8;

type Props = {
  /** ISO day or ''. */
  value: string;
  min?: string;
  max?: string;
  onPick: (iso: string) => void;
  onClose: () => void;
};

/** The first day of the month of `iso`. */
const monthOf = (iso: string) => `${iso.slice(0, 7)}-01`;
/** The same day of the month `delta` months away, or that month's last day (31/01 + 1 month → 28/02). */
function otherMonth(iso: string, delta: number): string {
  const first = new Date(`${monthOf(iso)}T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() + delta);
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(Number(iso.slice(8)), lastDay));
  return first.toISOString().slice(0, 10);
}
const clamp = (iso: string, min?: string, max?: string) => (min && iso < min ? min : max && iso > max ? max : iso);

/**
 * A Vietnamese month calendar under a day field (weeks start on Monday). Arrow keys move a day or
 * a week, Page Up / Page Down a month, Enter picks; it moves sideways to stay on a narrow screen.
 */
export function DateCalendar({ value, min, max, onPick, onClose }: Props) {
  const today = isoDayInVietnam(new Date());
  const [focused, setFocused] = useState(() => clamp(value || today, min, max));
  const month = monthOf(focused);
  const panel = useRef<HTMLDivElement>(null);
  const [shift, setShift] = useState(0);
  // Focus follows the day only when the keyboard moved it (and on opening), not on a month button.
  const focusDay = useRef(true);

  useLayoutEffect(() => {
    const box = panel.current?.getBoundingClientRect();
    if (!box) return;
    const overflow = box.right - (window.innerWidth - EDGE_GAP_PX);
    if (overflow > 0) setShift(-Math.min(overflow, Math.max(box.left - EDGE_GAP_PX, 0)));
  }, []);
  useLayoutEffect(() => {
    if (focusDay.current) panel.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const allowed = (iso: string) => !((min && iso < min) || (max && iso > max));
  const move = (iso: string, byKeyboard: boolean) => {
    focusDay.current = byKeyboard;
    setFocused(clamp(iso, min, max));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => otherMonth(focused, -1),
      PageDown: () => otherMonth(focused, 1),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    move(step(), true);
  };

  const [year, monthNumber] = month.split('-').map(Number);
  // Monday-first: how many blank cells come before the 1st.
  const lead = (new Date(`${month}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days = Array.from({ length: new Date(Date.UTC(year, monthNumber, 0)).getUTCDate() }, (_, i) => addDays(month, i));

  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-label="Chọn ngày"
      style={shift ? { left: shift } : undefined}
      className="absolute top-full left-0 z-30 mt-1 w-72 rounded-xl bg-white p-3 shadow-xl ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
      data-testid="date-calendar"
    >
      <div className="mb-2 flex items-center justify-between">
        <button type="button" className="icon-btn h-8 w-8" aria-label="Tháng trước" onClick={() => move(otherMonth(focused, -1), false)}>
          <Icon name="chevronLeft" className="h-4 w-4" />
        </button>
        <p className="text-sm font-semibold text-slate-900 dark:text-white" aria-live="polite">
          Tháng {monthNumber} năm {year}
        </p>
        <button type="button" className="icon-btn h-8 w-8" aria-label="Tháng sau" onClick={() => move(otherMonth(focused, 1), false)}>
          <Icon name="chevronRight" className="h-4 w-4" />
        </button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-sm" role="grid" onKeyDown={onKeyDown}>
        {WEEKDAYS.map(([short, full]) => (
          <abbr key={short} title={full} className="py-1 text-xs font-semibold text-slate-500 no-underline dark:text-slate-400" role="columnheader">
            {short}
          </abbr>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <span key={`blank-${i}`} />
        ))}
        {days.map((day) => {
          const selected = day === value;
          return (
            <button
              key={day}
              type="button"
              data-day={day}
              tabIndex={day === focused ? 0 : -1}
              disabled={!allowed(day)}
              aria-label={formatDayText(day)}
              aria-pressed={selected}
              aria-current={day === today ? 'date' : undefined}
              onClick={() => onPick(day)}
              className={`h-9 rounded-lg tabular-nums focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-30 ${
                selected
                  ? 'bg-brand-700 font-semibold text-white'
                  : day === today
                    ? 'font-semibold text-brand-700 ring-1 ring-brand-300 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-800'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
              }`}
            >
              {Number(day.slice(8))}
            </button>
          );
        })}
      </div>
      <div className="mt-2 flex justify-between border-t border-slate-100 pt-2 dark:border-slate-800">
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onPick('')}>
          Xóa
        </button>
        <div className="flex gap-1">
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
            Đóng
          </button>
          {allowed(today) ? (
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => onPick(today)}>
              Hôm nay
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
