import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useDiscountTargetOptions, type DiscountTargetScope } from '../api/adminDiscountsApi';

type Props = { scope: DiscountTargetScope; selected: string[]; onChange: (ids: string[]) => void };

const TEXTS: Record<DiscountTargetScope, { legend: string; empty: string; failed: string }> = {
  specific_courses: { legend: 'Khóa học được áp dụng', empty: 'Chưa có khóa học nào đã xuất bản.', failed: 'Không thể tải danh sách khóa học.' },
  specific_tools: { legend: 'Gói phần mềm được áp dụng', empty: 'Chưa có gói phần mềm nào.', failed: 'Không thể tải danh sách gói phần mềm.' },
};

/** Checkbox list of the courses or tool plans a scoped discount code applies to. */
export function DiscountTargetPicker({ scope, selected, onChange }: Props) {
  const options = useDiscountTargetOptions(scope);
  const texts = TEXTS[scope];
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]);
  const items = options.data ?? [];

  let body;
  if (options.status === 'error') {
    body = (
      <div role="alert" className="text-sm">
        <p className="text-red-600 dark:text-red-400">{errorMessage(options.error, texts.failed)}</p>
        <button type="button" className="btn btn-secondary mt-2" onClick={() => void options.refetch()}>
          Thử lại
        </button>
      </div>
    );
  } else if (options.status !== 'success') {
    body = <Spinner className="py-4" />;
  } else if (items.length === 0) {
    body = <p className="text-sm text-slate-500 dark:text-slate-400">{texts.empty}</p>;
  } else {
    body = (
      <ul className="max-h-56 space-y-1 overflow-y-auto rounded-lg p-2 ring-1 ring-slate-200 dark:ring-slate-700">
        {items.map((option) => (
          <li key={option.id}>
            <label className="flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
              <input type="checkbox" checked={selected.includes(option.id)} onChange={() => toggle(option.id)} /> {option.label}
            </label>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <fieldset data-testid="discount-targets">
      <legend className="field-label">
        {texts.legend} <span className="font-normal text-slate-500 dark:text-slate-400">(đã chọn {selected.length})</span>
      </legend>
      {body}
    </fieldset>
  );
}
