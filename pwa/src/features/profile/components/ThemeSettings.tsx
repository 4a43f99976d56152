import { useState } from 'react';
import { Icon, type IconName } from '../../../components/ui/Icon';
import { getStoredTheme, saveTheme, type Theme } from '../../../lib/theme';

const OPTIONS: { value: Theme; label: string; icon: IconName }[] = [
  { value: 'light', label: 'Sáng', icon: 'sun' },
  { value: 'dark', label: 'Tối', icon: 'moon' },
  { value: 'system', label: 'Theo hệ thống', icon: 'monitor' },
];

/** Light / dark / system, kept in this browser only. */
export function ThemeSettings() {
  const [theme, setTheme] = useState<Theme>(getStoredTheme);

  const choose = (value: Theme) => {
    setTheme(value);
    saveTheme(value);
  };

  return (
    <fieldset>
      <legend className="sr-only">Giao diện</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-center gap-3 rounded-xl border p-4 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
              theme === option.value
                ? 'border-brand-600 bg-brand-50 text-brand-800 dark:border-brand-400 dark:bg-brand-500/10 dark:text-brand-200'
                : 'border-slate-200 text-slate-700 hover:border-slate-300 dark:border-slate-700 dark:text-slate-300'
            }`}
          >
            <input
              type="radio"
              name="theme"
              value={option.value}
              checked={theme === option.value}
              onChange={() => choose(option.value)}
              className="sr-only"
              data-testid={`theme-${option.value}`}
            />
            <Icon name={option.icon} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
