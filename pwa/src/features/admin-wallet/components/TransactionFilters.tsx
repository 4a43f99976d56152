import { useId } from 'react';
import { SearchBox } from '../../../components/ui/SearchBox';

type Props = {
  search: string;
  onSearchChange: (value: string) => void;
  fromDate: string;
  onFromDateChange: (value: string) => void;
  toDate: string;
  onToDateChange: (value: string) => void;
};

/** Search by user name or email, and a day range (YYYY-MM-DD, as the date inputs give it). */
export function TransactionFilters({ search, onSearchChange, fromDate, onFromDateChange, toDate, onToDateChange }: Props) {
  const fromId = useId();
  const toId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_11rem_11rem] sm:items-end">
      <SearchBox label="Tìm theo tên hoặc email" value={search} onChange={onSearchChange} />
      <div>
        <label htmlFor={fromId} className="field-label">
          Từ ngày
        </label>
        {/* The bounds keep the range the right way round. */}
        <input id={fromId} type="date" className="field-input" value={fromDate} max={toDate || undefined} onChange={(event) => onFromDateChange(event.target.value)} />
      </div>
      <div>
        <label htmlFor={toId} className="field-label">
          Đến ngày
        </label>
        <input id={toId} type="date" className="field-input" value={toDate} min={fromDate || undefined} onChange={(event) => onToDateChange(event.target.value)} />
      </div>
    </div>
  );
}
