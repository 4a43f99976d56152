import { describe, expect, it, vi } from 'vitest';
import { ClusterBus } from '../common/cluster/cluster-bus';
import type { AppConfig } from '../config/app-config';
import { CatalogueCache } from './catalogue-cache';

const configFor = (seconds: number) => ({ catalogueCacheSeconds: seconds }) as AppConfig;
// One process: the bus without Redis.
const cacheFor = (seconds: number, bus = new ClusterBus(null, configFor(seconds))) => new CatalogueCache(configFor(seconds), bus);

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

  it('is cleared by a course write in another process sharing the bus', async () => {
    const bus = new ClusterBus(null, configFor(60));
    const [here, there] = [cacheFor(60, bus), cacheFor(60, bus)];
    const load = vi.fn(async () => ({ courses: [1] }));
    await there.get('list:1', load);
    await there.get('list:1', load);
    expect(load).toHaveBeenCalledTimes(1);
    here.clear();
    await there.get('list:1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets only the keys named, here and in another process sharing the bus', async () => {
    const bus = new ClusterBus(null, configFor(60));
    const [here, there] = [cacheFor(60, bus), cacheFor(60, bus)];
    const load = vi.fn(async () => ({ courses: [1] }));
    for (const cache of [here, there]) for (const key of ['a', 'b', 'c']) await cache.get(key, load);
    expect(load).toHaveBeenCalledTimes(6);
    here.forget(['a', 'c']);
    for (const cache of [here, there]) for (const key of ['a', 'b', 'c']) await cache.get(key, load);
    expect(load).toHaveBeenCalledTimes(10);
  });

  it('builds an answer from a loaded, fresh value once, and drops it with the value', async () => {
    vi.useFakeTimers();
    try {
      const cache = cacheFor(10);
      const build = vi.fn((value: unknown) => JSON.stringify(value));
      let finish: (value: { courses: number[] }) => void = () => {};
      const loading = cache.get('list:1', () => new Promise<{ courses: number[] }>((resolve) => (finish = resolve)));
      expect(cache.prebuilt('list:1', build)).toBeUndefined();
      finish({ courses: [1] });
      await loading;
      expect(cache.prebuilt('list:1', build)).toBe('{"courses":[1]}');
      expect(cache.prebuilt('list:1', build)).toBe('{"courses":[1]}');
      expect(build).toHaveBeenCalledTimes(1);
      expect(cache.prebuilt('list:2', build)).toBeUndefined();

      cache.clear();
      expect(cache.prebuilt('list:1', build)).toBeUndefined();
      await cache.get('list:1', async () => ({ courses: [2] }));
      expect(cache.prebuilt('list:1', build)).toBe('{"courses":[2]}');
      vi.advanceTimersByTime(10_001);
      expect(cache.prebuilt('list:1', build)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
