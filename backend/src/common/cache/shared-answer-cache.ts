import type { BusChannel, ClusterBus } from '../cluster/cluster-bus';

const MAX_ENTRIES = 1000;

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
  /** Set once the load succeeds. */
  loaded?: { value: unknown };
  /** What `prebuilt` made of the loaded value (the answer's bytes), built on first use. */
  built?: { result: unknown };
}

/**
 * A short-lived in-process cache of answers many requests share (the catalogue's pages, a course's
 * question lists). A write clears it at once in every API process through `channel` on the cluster
 * bus; what the writes it covers do not announce shows within the TTL. Concurrent misses share one
 * database load, and a load that a clear overtook is not kept (its entry is gone from the map).
 */
export class SharedAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;

  constructor(
    private readonly bus: ClusterBus,
    private readonly channel: BusChannel,
    ttlSeconds: number,
  ) {
    this.ttlMs = ttlSeconds * 1000;
    // A message names the keys to forget, one per line; an empty one clears everything.
    bus.subscribe(channel, (message) => {
      if (!message) this.entries.clear();
      else for (const key of message.split('\n')) this.entries.delete(key);
    });
  }

  /** `keep` decides whether a loaded value is kept (a page for an unknown course, say, is not). */
  get<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    if (this.ttlMs === 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const value = load();
    const entry: Entry = { expiresAt: now + this.ttlMs, value };
    this.entries.set(key, entry);
    value.then(
      (loaded) => {
        if (keep(loaded)) entry.loaded = { value: loaded };
        else if (this.entries.get(key) === entry) this.entries.delete(key);
      },
      // Errors (a 404 included) are not kept: the next request asks the database again.
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
    return value;
  }

  /**
   * What `build` makes of the value under `key` (its answer's bytes, say), built once and kept with it,
   * so the TTL and clear() drop both together; undefined while that value is absent, loading or stale.
   */
  prebuilt<R>(key: string, build: (value: unknown) => R): R | undefined {
    const hit = this.entries.get(key);
    if (!hit?.loaded || hit.expiresAt <= Date.now()) return undefined;
    hit.built ??= { result: build(hit.loaded.value) };
    return hit.built.result as R;
  }

  /** After a write has committed: this process forgets at once, the others on the bus's word. */
  clear(): void {
    this.entries.clear();
    this.bus.publish(this.channel, '');
  }

  /** Forgets the answers under `keys` only, in every process (as clear() does). */
  forget(keys: string[]): void {
    if (keys.length === 0) return;
    for (const key of keys) this.entries.delete(key);
    this.bus.publish(this.channel, keys.join('\n'));
  }
}
