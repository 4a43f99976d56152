import { createContext, useContext, useEffect, useId, useRef, type FocusEvent, type InputHTMLAttributes, type ReactNode, type RefObject, type TextareaHTMLAttributes } from 'react';
import toast from 'react-hot-toast';
import { liquidTag } from '../emailBlocks';
import type { TemplateVariable } from '../api/emailTemplatesApi';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;
/** The text field a variable chip writes into: the last one focused, with its latest onChange. */
type VariableTarget = { element: FieldElement; apply: (value: string) => void };
type TargetRef = RefObject<VariableTarget | null>;

const VariableTargetContext = createContext<TargetRef | null>(null);

/** Marks the fields that take variables; focusing any other control of the editor forgets the target. */
const FIELD_ATTRIBUTE = 'data-liquid-field';
const CHIP_ATTRIBUTE = 'data-variable-chip';

/** Wraps the editor: its Liquid fields register on focus, its chips insert at their cursor. */
export function VariableTargetScope({ children, className }: { children: ReactNode; className?: string }) {
  const target = useRef<VariableTarget | null>(null);
  const onFocusCapture = (event: FocusEvent) => {
    if (!(event.target as HTMLElement).closest(`[${FIELD_ATTRIBUTE}],[${CHIP_ATTRIBUTE}]`)) target.current = null;
  };
  return (
    <VariableTargetContext.Provider value={target}>
      <div className={className} onFocusCapture={onFocusCapture}>
        {children}
      </div>
    </VariableTargetContext.Provider>
  );
}

/** Props a field spreads to become a variable target; `onValue` is read at insertion time, never stale. */
function useVariableTarget(onValue: (value: string) => void) {
  const target = useContext(VariableTargetContext);
  const latest = useRef(onValue);
  useEffect(() => {
    latest.current = onValue;
  });
  return {
    [FIELD_ATTRIBUTE]: '',
    onFocus: (event: FocusEvent<FieldElement>) => {
      if (target) target.current = { element: event.currentTarget, apply: (value) => latest.current(value) };
    },
  };
}

/** The variables as chips: a click puts `{{ name }}` at the cursor of the last focused field, or copies it. */
export function VariableChips({ variables }: { variables: readonly TemplateVariable[] }) {
  const target = useContext(VariableTargetContext);
  if (variables.length === 0) return null;

  const insert = (tag: string) => {
    const current = target?.current;
    if (!current || !current.element.isConnected) {
      void copy(tag);
      return;
    }
    const { element, apply } = current;
    const start = element.selectionStart ?? element.value.length;
    const end = element.selectionEnd ?? start;
    const max = element.maxLength > 0 ? element.maxLength : Infinity;
    const next = element.value.slice(0, start) + tag + element.value.slice(end);
    if (next.length > max) {
      toast.error('Ô này không còn đủ chỗ để chèn biến.');
      return;
    }
    apply(next);
    // After React has written the new value, put the cursor right after the variable.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(start + tag.length, start + tag.length);
    });
  };

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2" data-testid="variable-chips">
      <span className="shrink-0 text-xs font-medium text-slate-500 dark:text-slate-400">Chèn biến:</span>
      <div className="flex min-w-0 flex-wrap gap-2">
        {variables.map((variable) => (
          <button
            key={variable.name}
            type="button"
            {...{ [CHIP_ATTRIBUTE]: '' }}
            className="shrink-0 rounded-full bg-brand-50 px-3 py-1 font-mono text-xs text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-100 dark:bg-brand-500/10 dark:text-brand-200 dark:ring-brand-500/30"
            title={`${variable.label}, ví dụ: ${variable.example}`}
            aria-label={`Chèn ${liquidTag(variable.name)}: ${variable.label}`}
            // Keeps the focus (and the cursor) in the field being written.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => insert(liquidTag(variable.name))}
          >
            {variable.name}
          </button>
        ))}
      </div>
    </div>
  );
}

async function copy(tag: string) {
  try {
    await navigator.clipboard.writeText(tag);
    toast.success(`Đã sao chép ${tag}. Dán vào ô bạn muốn.`);
  } catch {
    toast(`Bấm vào một ô chữ trước, rồi chọn biến ${tag} để chèn.`);
  }
}

type BaseProps = { label: string; hint?: ReactNode; value: string; onValue: (value: string) => void; className?: string };

/** A one-line text field that takes variables (`{{ user.first_name }}`). */
export function LiquidInput({ label, hint, value, onValue, className = '', ...rest }: BaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>) {
  const id = useId();
  const targetProps = useVariableTarget(onValue);
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        className="field-input"
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...rest}
        {...targetProps}
        onChange={(event) => onValue(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A multi-line text field that takes variables. */
export function LiquidTextarea({
  label,
  hint,
  value,
  onValue,
  className = '',
  ...rest
}: BaseProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'>) {
  const id = useId();
  const targetProps = useVariableTarget(onValue);
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        className="field-input"
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...rest}
        {...targetProps}
        onChange={(event) => onValue(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
