// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStoredTheme, isDarkTheme, saveTheme, watchSystemTheme } from './theme';

function stubSystemDark(dark: boolean) {
  const listeners: (() => void)[] = [];
  const query = { matches: dark, addEventListener: (_: string, listener: () => void) => listeners.push(listener), removeEventListener: vi.fn() };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    change(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
  vi.unstubAllGlobals();
});

describe('theme preference', () => {
  it('resolves dark for "dark", and for "system" only when the OS prefers dark', () => {
    expect(isDarkTheme('dark', false)).toBe(true);
    expect(isDarkTheme('light', true)).toBe(false);
    expect(isDarkTheme('system', true)).toBe(true);
    expect(isDarkTheme('system', false)).toBe(false);
  });

  it('keeps the choice in localStorage and applies the dark class on <html>', () => {
    stubSystemDark(false);
    saveTheme('dark');
    expect(localStorage.getItem('hvm-theme')).toBe('dark');
    expect(getStoredTheme()).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    saveTheme('light');
    expect(getStoredTheme()).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('defaults to system and follows OS changes while on system', () => {
    const system = stubSystemDark(false);
    saveTheme('system');
    expect(localStorage.getItem('hvm-theme')).toBeNull();
    expect(getStoredTheme()).toBe('system');
    const stop = watchSystemTheme();
    system.change(true);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    saveTheme('light');
    system.change(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    stop();
  });
});
