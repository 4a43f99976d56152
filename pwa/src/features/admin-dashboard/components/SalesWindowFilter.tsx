import { useId } from 'react';
import type { SalesWindow } from '../api/adminReportsApi';

type Props = { dates: SalesWindow; onChange: (dates: SalesWindow) => void };

/** The days the sales tables and the CSV cover; a cleared input is ignored, so both stay set. */
export function SalesWindowFilter({ dates, onChange }: Props) {
  const fromId = useId();
  const toId = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div>
        <label htmlFor={fromId} className="field-label">
          Từ ngày
        </label>
        {/* The bounds keep the range the right way round. */}
        <input
          id={fromId}
          type="date"
          className="field-input"
          value={dates.fromDate}
          max={dates.toDate}
          onChange={(event) => event.target.value && onChange({ ...dates, fromDate: event.target.value })}
        />
      </div>
      <div>
        <label htmlFor={toId} className="field-label">
          Đến ngày
        </label>
        <input
          id={toId}
          type="date"
          className="field-input"
          value={dates.toDate}
          min={dates.fromDate}
          onChange={(event) => event.target.value && onChange({ ...dates, toDate: event.target.value })}
        />
      </div>
    </div>
  );
}
