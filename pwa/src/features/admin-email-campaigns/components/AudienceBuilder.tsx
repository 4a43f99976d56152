import { DateField } from '../../../components/ui/DateField';
import { Icon } from '../../../components/ui/Icon';
import {
  addGroup,
  addRule,
  changeField,
  changeOp,
  countRules,
  fieldInfo,
  MAX_GROUP_CHILDREN,
  MAX_GROUP_DEPTH,
  MAX_RULES,
  newRule,
  opInfo,
  removeNode,
  setMode,
  updateRule,
  type AudienceFieldInfo,
  type AudienceOpInfo,
  type DraftGroup,
  type DraftRule,
  type GroupMode,
} from '../audienceTree';
import { CategoryPicker, CoursePicker } from './Pickers';

type Props = { tree: DraftGroup; fields: AudienceFieldInfo[]; onChange: (tree: DraftGroup) => void; disabled?: boolean };

const MODES: { value: GroupMode; label: string }[] = [
  { value: 'all', label: 'Tất cả điều kiện sau' },
  { value: 'any', label: 'Bất kỳ điều kiện nào' },
];

const UNITS: Partial<Record<AudienceOpInfo['value'], string>> = { days: 'ngày', percent: '%', vnd: '₫' };

/**
 * Who of the scenario gets the mail: groups of rules ('Tất cả điều kiện sau' / 'Bất kỳ điều kiện nào'),
 * nested up to the API's depth. Fields, operators and value inputs come from GET /admin/audience/fields.
 */
export function AudienceBuilder({ tree, fields, onChange, disabled = false }: Props) {
  const total = countRules(tree);
  return (
    <div data-testid="audience-builder">
      <GroupEditor group={tree} depth={1} root tree={tree} fields={fields} total={total} onChange={onChange} disabled={disabled} />
    </div>
  );
}

type GroupProps = {
  group: DraftGroup;
  depth: number;
  root?: boolean;
  tree: DraftGroup;
  fields: AudienceFieldInfo[];
  total: number;
  onChange: (tree: DraftGroup) => void;
  disabled: boolean;
};

function GroupEditor({ group, depth, root = false, tree, fields, total, onChange, disabled }: GroupProps) {
  const full = total >= MAX_RULES || group.children.length >= MAX_GROUP_CHILDREN;
  const name = root ? 'nhóm chính' : `nhóm cấp ${depth}`;
  return (
    <div
      className={`min-w-0 space-y-3 rounded-xl p-3 ring-1 ${root ? 'bg-slate-50 ring-slate-200 dark:bg-slate-800/40 dark:ring-slate-700' : 'bg-white ring-brand-200 dark:bg-slate-900 dark:ring-brand-800'}`}
      data-testid={root ? 'audience-root' : 'audience-group'}
      role="group"
      aria-label={root ? 'Điều kiện người nhận' : `Nhóm điều kiện cấp ${depth}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-600 dark:text-slate-400">Người nhận thỏa</span>
        <label className="sr-only" htmlFor={`${group.id}-mode`}>
          Cách kết hợp {name}
        </label>
        <select
          id={`${group.id}-mode`}
          className="field-input w-auto py-1.5"
          value={group.mode}
          disabled={disabled}
          onChange={(event) => onChange(setMode(tree, group.id, event.target.value as GroupMode))}
        >
          {MODES.map((mode) => (
            <option key={mode.value} value={mode.value}>
              {mode.label}
            </option>
          ))}
        </select>
        {root ? null : (
          <button type="button" className="btn btn-ghost btn-sm ml-auto text-red-600" disabled={disabled} onClick={() => onChange(removeNode(tree, group.id))}>
            <Icon name="trash" className="h-4 w-4" /> Xóa nhóm
          </button>
        )}
      </div>
      {group.children.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">Chưa có điều kiện nào: thư gửi cho mọi người trong kịch bản.</p>
      ) : (
        <ul className="space-y-2">
          {group.children.map((child, index) => (
            <li key={child.id} className="min-w-0">
              {index > 0 ? (
                <span className="mb-2 block text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{group.mode === 'all' ? 'và' : 'hoặc'}</span>
              ) : null}
              {child.type === 'group' ? (
                <GroupEditor group={child} depth={depth + 1} tree={tree} fields={fields} total={total} onChange={onChange} disabled={disabled} />
              ) : (
                <RuleEditor rule={child} tree={tree} fields={fields} onChange={onChange} disabled={disabled} />
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={disabled || full || fields.length === 0}
          onClick={() => onChange(addRule(tree, group.id, newRule(fields)))}
        >
          <Icon name="plus" className="h-4 w-4" /> Thêm điều kiện
        </button>
        {depth < MAX_GROUP_DEPTH ? (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={disabled || full || fields.length === 0}
            onClick={() => onChange(addGroup(tree, group.id, newRule(fields)))}
          >
            <Icon name="plus" className="h-4 w-4" /> Thêm nhóm con
          </button>
        ) : null}
      </div>
      {root && total >= MAX_RULES ? <p className="text-xs text-amber-700 dark:text-amber-300">Đã đạt tối đa {MAX_RULES} điều kiện.</p> : null}
    </div>
  );
}

type RuleProps = { rule: DraftRule; tree: DraftGroup; fields: AudienceFieldInfo[]; onChange: (tree: DraftGroup) => void; disabled: boolean };

function RuleEditor({ rule, tree, fields, onChange, disabled }: RuleProps) {
  const field = fieldInfo(fields, rule.field);
  const op = opInfo(fields, rule.field, rule.op);
  const setValue = (value: string) => onChange(updateRule(tree, rule.id, { value }));
  return (
    <div className="flex min-w-0 items-start gap-1 rounded-lg bg-white p-2 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700" data-testid="audience-rule">
      <div className="flex min-w-0 flex-1 flex-wrap items-start gap-2">
        <div className="min-w-[9rem] flex-1">
          <label className="sr-only" htmlFor={`${rule.id}-field`}>
            Trường
          </label>
          <select
            id={`${rule.id}-field`}
            className="field-input"
            value={rule.field}
            disabled={disabled}
            onChange={(event) => onChange(changeField(tree, rule.id, event.target.value, fields))}
          >
            {field ? null : <option value={rule.field}>{rule.field}</option>}
            {fields.map((info) => (
              <option key={info.field} value={info.field}>
                {info.label}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-[9rem] flex-1">
          <label className="sr-only" htmlFor={`${rule.id}-op`}>
            Phép so sánh
          </label>
          <select
            id={`${rule.id}-op`}
            className="field-input"
            value={rule.op}
            disabled={disabled}
            onChange={(event) => onChange(changeOp(tree, rule.id, event.target.value, fields))}
          >
            {op ? null : <option value={rule.op}>{rule.op}</option>}
            {(field?.ops ?? []).map((info) => (
              <option key={info.op} value={info.op}>
                {info.label}
              </option>
            ))}
          </select>
        </div>
        {field?.needsCourse ? (
          <div className="min-w-[12rem] flex-[2]">
            <CoursePicker
              label="Khóa học của điều kiện"
              compact
              value={rule.courseId}
              disabled={disabled}
              onChange={(courseId) => onChange(updateRule(tree, rule.id, { courseId }))}
            />
          </div>
        ) : null}
        {op && op.value !== 'none' ? (
          <div className={op.value === 'course' ? 'min-w-[12rem] flex-[2]' : 'min-w-[8rem] flex-1'}>
            <ValueInput id={`${rule.id}-value`} op={op} value={rule.value} disabled={disabled} onChange={setValue} />
          </div>
        ) : null}
      </div>
      <button type="button" className="icon-btn shrink-0" aria-label="Xóa điều kiện" disabled={disabled} onClick={() => onChange(removeNode(tree, rule.id))}>
        <Icon name="trash" className="h-4 w-4" />
      </button>
    </div>
  );
}

type ValueProps = { id: string; op: AudienceOpInfo; value: string; disabled: boolean; onChange: (value: string) => void };

function ValueInput({ id, op, value, disabled, onChange }: ValueProps) {
  if (op.value === 'course') return <CoursePicker label="Giá trị" compact value={value} disabled={disabled} onChange={onChange} />;
  if (op.value === 'category') return <CategoryPicker label="Giá trị" compact value={value} disabled={disabled} onChange={onChange} />;
  const label = (
    <label className="sr-only" htmlFor={id}>
      Giá trị
    </label>
  );
  if (op.value === 'role' || op.value === 'boolean') {
    const choices =
      op.value === 'boolean'
        ? [
            { value: 'true', label: 'Có' },
            { value: 'false', label: 'Không' },
          ]
        : (op.choices ?? []);
    return (
      <>
        {label}
        <select id={id} className="field-input" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </>
    );
  }
  if (op.value === 'date') return <DateField label="Giá trị" hideLabel value={value} disabled={disabled} onChange={onChange} />;
  const unit = UNITS[op.value];
  return (
    <>
      {label}
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          step={1}
          min={op.min}
          max={op.max}
          className="field-input"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
        {unit ? <span className="shrink-0 text-sm text-slate-500 dark:text-slate-400">{unit}</span> : null}
      </div>
    </>
  );
}
