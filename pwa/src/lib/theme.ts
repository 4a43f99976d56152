export type Theme = 'light' | 'dark' | 'system';

const THEME_STORAGE_KEY = 'hvm-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function getStoredTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

export function isDarkTheme(theme: Theme, systemPrefersDark: boolean): boolean {
  return theme === 'dark' || (theme === 'system' && systemPrefersDark);
}

function applyTheme(theme: Theme): void {
  const prefersDark = typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
  document.documentElement.classList.toggle('dark', isDarkTheme(theme, prefersDark));
}

export function saveTheme(theme: Theme): void {
  try {
    if (theme === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode without storage: the choice still applies to this page.
  }
  applyTheme(theme);
}

/** Follows the operating system while the preference is 'system'. */
export function watchSystemTheme(): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(DARK_QUERY);
  const onChange = () => {
    if (getStoredTheme() === 'system') applyTheme('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
