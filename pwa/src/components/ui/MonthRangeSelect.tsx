import { useId } from 'react';

type Props = { value: number; options: number[]; onChange: (months: number) => void };

/** The compact 'N tháng gần nhất' select beside a chart title. */
export function MonthRangeSelect({ value, options, onChange }: Props) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Khoảng thời gian
      </label>
      <select id={id} className="field-input w-auto py-1.5" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((months) => (
          <option key={months} value={months}>
            {months} tháng gần nhất
          </option>
        ))}
      </select>
    </>
  );
}
