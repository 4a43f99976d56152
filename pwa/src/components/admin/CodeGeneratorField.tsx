import { TextField } from '../ui/TextField';
import { randomCode } from './randomCode';

type Props = { label: string; value: string; onChange: (code: string) => void };

/** The code input of the discount and bonus-code modals: typed codes are uppercased, the button fills a random one (SPEC §9). */
export function CodeGeneratorField({ label, value, onChange }: Props) {
  return (
    <div className="flex items-end gap-2">
      <TextField label={label} className="flex-1" value={value} maxLength={40} autoFocus onChange={(event) => onChange(event.target.value.toUpperCase())} />
      <button type="button" className="btn btn-secondary" onClick={() => onChange(randomCode())}>
        Tạo mã ngẫu nhiên
      </button>
    </div>
  );
}
