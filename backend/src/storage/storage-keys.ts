import path from 'node:path';

/** The two areas of the storage: `public` is served at /uploads/<key>; `private` only through signed URLs. */
export type StorageArea = 'public' | 'private';
export const STORAGE_AREAS: readonly StorageArea[] = ['public', 'private'];

export class UnsafeStorageKeyError extends Error {
  constructor(key: string) {
    super(`Khóa lưu trữ không hợp lệ: ${JSON.stringify(key.slice(0, 200))}`);
  }
}

const MAX_KEY_LENGTH = 500;
// Letters, digits and a few separators; no spaces, no control characters, no backslashes; never a
// leading dot (so `.`/`..` are impossible and the local driver's temporary `.name.tmp` files never clash).
const SEGMENT = /^[A-Za-z0-9_@=+-][A-Za-z0-9._@=+-]*$/;

/**
 * Refuses any key that could leave the storage root or mean different things to different drivers:
 * empty, absolute, NUL or other control characters, backslashes, `.`/`..` or empty segments.
 * `allowTrailingSlash` is for listing prefixes (`folder/`).
 */
export function assertSafeKey(key: string, options: { allowTrailingSlash?: boolean; allowEmpty?: boolean } = {}): string {
  if (typeof key !== 'string') throw new UnsafeStorageKeyError(String(key));
  if (key === '') {
    if (options.allowEmpty) return key;
    throw new UnsafeStorageKeyError(key);
  }
  if (key.length > MAX_KEY_LENGTH || key.startsWith('/')) throw new UnsafeStorageKeyError(key);
  const body = options.allowTrailingSlash && key.endsWith('/') ? key.slice(0, -1) : key;
  for (const segment of body.split('/')) {
    if (segment === '' || segment === '.' || segment === '..' || !SEGMENT.test(segment)) throw new UnsafeStorageKeyError(key);
  }
  return key;
}

/** The absolute path of `key` under `root`; checks the key and, again, that the result stays inside the root. */
export function resolveInside(root: string, key: string, options: { allowTrailingSlash?: boolean; allowEmpty?: boolean } = {}): string {
  assertSafeKey(key, options);
  const base = path.resolve(root);
  const target = path.resolve(base, key);
  if (target !== base && !target.startsWith(base + path.sep)) throw new UnsafeStorageKeyError(key);
  if (target === base && !options.allowEmpty) throw new UnsafeStorageKeyError(key);
  return target;
}
