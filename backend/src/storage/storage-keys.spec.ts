import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertSafeKey, resolveInside, UnsafeStorageKeyError } from './storage-keys';

const root = path.resolve('/srv/data/private');

describe('assertSafeKey', () => {
  it('accepts server-made keys', () => {
    for (const key of ['avatars/u-1.webp', 'hls/0192f0c4-7a1b-7000-8000-000000000001/v0/seg_000.ts', 'a', 'media/x/original']) {
      expect(assertSafeKey(key)).toBe(key);
    }
  });

  it('refuses traversal, absolute paths, NUL, backslashes, dot segments and odd characters', () => {
    const bad = [
      '',
      '..',
      '../x',
      'a/../../x',
      'a/..',
      './a',
      'a/./b',
      '/etc/passwd',
      '//x',
      'a//b',
      'a/',
      'a\0b',
      'a\\b',
      '..\\x',
      'C:\\x',
      '.hidden',
      'a/.b',
      'a b',
      'a\nb',
      '%2e%2e/x',
      'x'.repeat(501),
    ];
    for (const key of bad) expect(() => assertSafeKey(key), JSON.stringify(key)).toThrow(UnsafeStorageKeyError);
  });

  it('allows a folder prefix and the empty root only when asked', () => {
    expect(assertSafeKey('hls/x/', { allowTrailingSlash: true })).toBe('hls/x/');
    expect(assertSafeKey('', { allowEmpty: true })).toBe('');
    expect(() => assertSafeKey('../', { allowTrailingSlash: true })).toThrow(UnsafeStorageKeyError);
    expect(() => assertSafeKey('a//', { allowTrailingSlash: true })).toThrow(UnsafeStorageKeyError);
  });
});

describe('resolveInside', () => {
  it('resolves keys under the root and never outside it', () => {
    expect(resolveInside(root, 'a/b.ts')).toBe(path.join(root, 'a', 'b.ts'));
    expect(resolveInside(root, '', { allowEmpty: true })).toBe(root);
    for (const key of ['../public/x', '/etc/passwd', 'a/../../x', 'a\0', '..']) expect(() => resolveInside(root, key)).toThrow(UnsafeStorageKeyError);
  });
});
