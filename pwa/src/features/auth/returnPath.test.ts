import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './returnPath';

describe('returnPathFrom', () => {
  it('returns the in-app path the guard recorded', () => {
    expect(returnPathFrom({ from: '/settings?tab=password' })).toBe('/settings?tab=password');
  });

  it('falls back for missing, foreign or protocol-relative targets', () => {
    expect(returnPathFrom(null)).toBe('/');
    expect(returnPathFrom({ from: 'https://evil.example' })).toBe('/');
    expect(returnPathFrom({ from: '//evil.example/x' })).toBe('/');
    expect(returnPathFrom({}, '/admin/dashboard')).toBe('/admin/dashboard');
  });

  it('never returns to a sign-in page', () => {
    expect(returnPathFrom({ from: '/login' })).toBe('/');
    expect(returnPathFrom({ from: '/admin/login' }, '/admin/dashboard')).toBe('/admin/dashboard');
    expect(returnPathFrom({ from: '/login-help' })).toBe('/login-help');
  });
});
