import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useAsyncData } from '../../../lib/useAsyncData';
import { listDiscountCourses, listDiscountToolPlans } from '../api/adminDiscountsApi';

type TargetScope = 'specific_courses' | 'specific_tools';
type Props = { scope: TargetScope; selected: string[]; onChange: (ids: string[]) => void };

const TEXTS: Record<TargetScope, { legend: string; empty: string; failed: string }> = {
  specific_courses: { legend: 'Khóa học được áp dụng', empty: 'Chưa có khóa học nào đã xuất bản.', failed: 'Không thể tải danh sách khóa học.' },
  specific_tools: { legend: 'Gói phần mềm được áp dụng', empty: 'Chưa có gói phần mềm nào.', failed: 'Không thể tải danh sách gói phần mềm.' },
};

async function loadOptions(scope: TargetScope): Promise<{ id: string; label: string }[]> {
  if (scope === 'specific_courses') return (await listDiscountCourses()).map((course) => ({ id: course._id, label: course.title }));
  return (await listDiscountToolPlans()).map((plan) => ({ id: plan._id, label: `${plan.toolId.name} – ${plan.name}` }));
}

/** Checkbox list of the courses or tool plans a scoped discount code applies to. */
export function DiscountTargetPicker({ scope, selected, onChange }: Props) {
  const options = useAsyncData(() => loadOptions(scope), [scope]);
  const texts = TEXTS[scope];
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]);
  const items = options.data ?? [];

  let body;
  if (options.status === 'failed') {
    body = (
      <div role="alert" className="text-sm">
        <p className="text-red-600 dark:text-red-400">{errorMessage(options.error, texts.failed)}</p>
        <button type="button" className="btn btn-secondary mt-2" onClick={options.reload}>
          Thử lại
        </button>
      </div>
    );
  } else if (options.status !== 'succeeded') {
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
