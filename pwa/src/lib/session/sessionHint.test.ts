// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { hasSessionHint } from './sessionHint';

afterEach(() => {
  document.cookie = 'hvm_session=; max-age=0; path=/';
  document.cookie = 'other=; max-age=0; path=/';
});

describe('hasSessionHint', () => {
  it('is true only while the hvm_session cookie exists', () => {
    document.cookie = 'other=hvm_session; path=/';
    expect(hasSessionHint()).toBe(false);
    document.cookie = 'hvm_session=1; path=/';
    expect(hasSessionHint()).toBe(true);
  });
});
