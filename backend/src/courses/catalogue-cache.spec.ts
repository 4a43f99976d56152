import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config/app-config';
import { CatalogueCache } from './catalogue-cache';

const cacheFor = (seconds: number) => new CatalogueCache({ catalogueCacheSeconds: seconds } as AppConfig);

describe('CatalogueCache', () => {
  it('answers repeated and concurrent reads with one load until cleared', async () => {
    const cache = cacheFor(60);
    const load = vi.fn(async () => ({ courses: [1] }));
    const [a, b] = await Promise.all([cache.get('list:1', load), cache.get('list:1', load)]);
    expect(a).toBe(b);
    await cache.get('list:1', load);
    expect(load).toHaveBeenCalledTimes(1);
    cache.clear();
    await cache.get('list:1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets failures and expired entries, and is off with a TTL of 0', async () => {
    vi.useFakeTimers();
    try {
      const cache = cacheFor(10);
      const failing = vi.fn(async () => Promise.reject(new Error('404')));
      await expect(cache.get('course:x', failing)).rejects.toThrow('404');
      await expect(cache.get('course:x', failing)).rejects.toThrow('404');
      expect(failing).toHaveBeenCalledTimes(2);

      const load = vi.fn(async () => 'trang');
      await cache.get('course:y', load);
      vi.advanceTimersByTime(10_001);
      await cache.get('course:y', load);
      expect(load).toHaveBeenCalledTimes(2);

      const off = cacheFor(0);
      await off.get('k', load);
      await off.get('k', load);
      expect(load).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
