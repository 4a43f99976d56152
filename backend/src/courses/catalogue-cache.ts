import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';

const MAX_ENTRIES = 1000;

/**
 * A short-lived in-process cache of the public catalogue answers (course lists and pages), which are
 * the same for every visitor and the busiest reads of the site. Course writes in this process clear
 * it at once; anything else (another process, a renamed category or instructor) shows within the TTL.
 * Concurrent misses share one database load.
 */
@Injectable()
export class CatalogueCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  private readonly ttlMs: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.ttlMs = config.catalogueCacheSeconds * 1000;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs === 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const value = load();
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    // Errors (a 404 included) are not kept: the next request asks the database again.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
