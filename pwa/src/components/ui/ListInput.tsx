import { Icon } from './Icon';

type Props = { label: string; items: string[]; onChange: (items: string[]) => void; placeholder: string; max?: number };

/** An editable list of short lines (what students will learn, requirements, a hero's typing phrases). */
export function ListInput({ label, items, onChange, placeholder, max = 30 }: Props) {
  const set = (index: number, value: string) => onChange(items.map((item, i) => (i === index ? value : item)));
  return (
    <fieldset>
      <legend className="field-label">{label}</legend>
      <ul className="space-y-2">
        {items.map((item, index) => (
          <li key={index} className="flex gap-2">
            <input className="field-input" value={item} placeholder={placeholder} aria-label={`${label} ${index + 1}`} onChange={(event) => set(index, event.target.value)} />
            <button
              type="button"
              className="icon-btn"
              aria-label={`Xóa dòng ${index + 1} của ${label.toLowerCase()}`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              <Icon name="x" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
      {items.length < max ? (
        <button type="button" className="mt-2 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300" onClick={() => onChange([...items, ''])}>
          + Thêm dòng
        </button>
      ) : null}
    </fieldset>
  );
}
