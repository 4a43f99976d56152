import { DateField } from '../../../components/ui/DateField';
import type { SalesWindow } from '../api/adminReportsApi';

type Props = { dates: SalesWindow; onChange: (dates: SalesWindow) => void };

/** The days the sales tables and the CSV cover; a cleared field is ignored, so both stay set. */
export function SalesWindowFilter({ dates, onChange }: Props) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      {/* The bounds keep the range the right way round. */}
      <DateField label="Từ ngày" value={dates.fromDate} max={dates.toDate} onChange={(fromDate) => fromDate && onChange({ ...dates, fromDate })} />
      <DateField label="Đến ngày" value={dates.toDate} min={dates.fromDate} onChange={(toDate) => toDate && onChange({ ...dates, toDate })} />
    </div>
  );
}
