import { Icon } from './Icon';

type Props = { value: string; onChange: (value: string) => void; label: string };

/** A search input with its magnifier; the label is its accessible name and, with '...', its placeholder. */
export function SearchBox({ value, onChange, label }: Props) {
  return (
    <div className="relative">
      <Icon name="search" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
      <input type="search" className="field-input pl-9" placeholder={`${label}...`} aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
