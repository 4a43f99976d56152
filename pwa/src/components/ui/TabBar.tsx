type Tab<Id extends string> = { id: Id; label: string };

type Props<Id extends string> = {
  tabs: readonly Tab<Id>[];
  active: Id;
  onChange: (id: Id) => void;
  /** From useId(): tab `i` is `${baseId}-${id}-tab` and labels the panel `${baseId}-panel`. */
  baseId: string;
  label?: string;
  className?: string;
};

/** The ids a tab panel needs to be labelled by the active tab of a TabBar. */
export function tabPanelProps(baseId: string, active: string) {
  return { role: 'tabpanel', id: `${baseId}-panel`, 'aria-labelledby': `${baseId}-${active}-tab` } as const;
}

/**
 * A row of tabs with an underline on the active one. On a phone the tabs share the width and a long
 * label wraps between its words, so every tab stays in sight (a row that scrolled hid the last ones).
 * The caller renders the panel (with tabPanelProps), mounting only the open one.
 */
export function TabBar<Id extends string>({ tabs, active, onChange, baseId, label, className = '' }: Props<Id>) {
  return (
    <div role="tablist" aria-label={label} className={`flex border-b border-slate-200 dark:border-slate-800 ${className}`}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`${baseId}-${tab.id}-tab`}
          aria-selected={active === tab.id}
          aria-controls={`${baseId}-panel`}
          className={`-mb-px flex-1 border-b-2 px-2 py-3 text-center text-sm font-semibold text-balance transition-colors sm:flex-none sm:px-4 sm:whitespace-nowrap ${
            active === tab.id
              ? 'border-brand-700 text-brand-700 dark:border-brand-400 dark:text-brand-300'
              : 'border-transparent text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-white'
          }`}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
