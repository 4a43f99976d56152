import { DateField } from '../../../components/ui/DateField';
import { SearchBox } from '../../../components/ui/SearchBox';

type Props = {
  search: string;
  onSearchChange: (value: string) => void;
  fromDate: string;
  onFromDateChange: (value: string) => void;
  toDate: string;
  onToDateChange: (value: string) => void;
};

/** Search by user name or email, and a day range (YYYY-MM-DD, as the date fields give it). */
export function TransactionFilters({ search, onSearchChange, fromDate, onFromDateChange, toDate, onToDateChange }: Props) {
  return (
    // Top-aligned, so a day field's error line grows downwards; the search box (no visible label) lines up with the inputs.
    <div className="grid gap-4 sm:grid-cols-[1fr_11rem_11rem] sm:items-start">
      <div className="sm:pt-6">
        <SearchBox label="Tìm theo tên hoặc email" value={search} onChange={onSearchChange} />
      </div>
      {/* The bounds keep the range the right way round. */}
      <DateField label="Từ ngày" value={fromDate} max={toDate || undefined} onChange={onFromDateChange} />
      <DateField label="Đến ngày" value={toDate} min={fromDate || undefined} onChange={onToDateChange} />
    </div>
  );
}
