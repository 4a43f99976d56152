import { DateField } from '../../../components/ui/DateField';

type Props = {
  fromDate: string;
  toDate: string;
  onFromDateChange: (day: string) => void;
  onToDateChange: (day: string) => void;
};

/** 'Từ ngày' / 'Đến ngày' of a history list; each bound keeps the other from crossing it. */
export function DateRangeFilter({ fromDate, toDate, onFromDateChange, onToDateChange }: Props) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-md">
      <DateField label="Từ ngày" value={fromDate} max={toDate || undefined} onChange={onFromDateChange} />
      <DateField label="Đến ngày" value={toDate} min={fromDate || undefined} onChange={onToDateChange} />
    </div>
  );
}
