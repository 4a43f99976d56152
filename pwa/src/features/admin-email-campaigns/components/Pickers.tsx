import { useId, useState } from 'react';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useCourseSearch } from '../api/emailCampaignsApi';
import { useCatalog } from './catalog';

const SEARCH_DEBOUNCE_MS = 300;

type PickerProps = {
  label: string;
  value: string;
  onChange: (id: string) => void;
  /** The label stays for screen readers only (inside an audience rule, whose row says what it is). */
  compact?: boolean;
  disabled?: boolean;
};

type Option = { id: string; label: string };

type SelectProps = PickerProps & { id: string; options: Option[]; placeholder: string; withoutLabel?: boolean };

function PickerSelect({ id, label, value, options, placeholder, compact, disabled, withoutLabel, onChange }: SelectProps) {
  // A saved choice missing from the list (past the first page, or no longer listed) stays selectable.
  const shown = value && !options.some((option) => option.id === value) ? [{ id: value, label: 'Mục đã chọn' }, ...options] : options;
  return (
    <>
      {withoutLabel ? null : (
        <label htmlFor={id} className={compact ? 'sr-only' : 'field-label'}>
          {label}
        </label>
      )}
      <select id={id} className="field-input" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {shown.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** A course: the first courses of the catalogue, or those matching what is typed in the search box. */
export function CoursePicker(props: PickerProps) {
  const { courses } = useCatalog();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useCourseSearch(query);
  const [seen, setSeen] = useState<Record<string, string>>({});
  const list = (query && found.data) || courses;
  const options = list.map((course) => ({ id: course._id, label: course.title }));
  const selectId = useId();
  const selected = seen[props.value] ?? courses.find((course) => course._id === props.value)?.title;
  const withSelected = props.value && selected && !options.some((option) => option.id === props.value) ? [{ id: props.value, label: selected }, ...options] : options;
  return (
    <div className="min-w-0">
      <label htmlFor={selectId} className={props.compact ? 'sr-only' : 'field-label'}>
        {props.label}
      </label>
      <div className="grid min-w-0 gap-2 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
        <input
          type="search"
          className="field-input"
          placeholder="Tìm khóa học…"
          aria-label={`Tìm: ${props.label}`}
          value={search}
          disabled={props.disabled}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className="min-w-0">
          <PickerSelect
            {...props}
            id={selectId}
            withoutLabel
            options={withSelected}
            placeholder={query && found.isFetching ? 'Đang tìm…' : 'Chọn khóa học'}
            onChange={(id) => {
              const title = list.find((course) => course._id === id)?.title;
              if (title) setSeen((current) => ({ ...current, [id]: title }));
              props.onChange(id);
            }}
          />
        </div>
      </div>
    </div>
  );
}

export function ToolPicker(props: PickerProps) {
  const { tools } = useCatalog();
  const id = useId();
  return (
    <div className="min-w-0">
      <PickerSelect {...props} id={id} options={tools.map((tool) => ({ id: tool._id, label: tool.name }))} placeholder="Chọn phần mềm" />
    </div>
  );
}

export function CategoryPicker(props: PickerProps) {
  const { categories } = useCatalog();
  const id = useId();
  return (
    <div className="min-w-0">
      <PickerSelect {...props} id={id} options={categories.map((category) => ({ id: category._id, label: category.name }))} placeholder="Chọn danh mục" />
    </div>
  );
}
