import { Logger, type OnApplicationShutdown, type OnModuleDestroy } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';

type Increment = ThrottlerStorage['increment'];

/**
 * The throttler's counters in Redis, shared by every API process; while Redis cannot be reached, in
 * this process's memory instead. A Redis outage then loosens the limits to one allowance per process
 * for its duration, rather than answering every rate-limited route (sign-in, sign-up, payments) with
 * a 500 or making it wait on reconnects.
 */
export class RedisOrMemoryThrottlerStorage implements ThrottlerStorage, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly shared: ThrottlerStorageRedisService;
  private readonly local = new ThrottlerStorageService();
  private usingLocal = false;

  /** `redis`: a connection of its own, without an offline queue, so a command fails at once while Redis is away. */
  constructor(private readonly redis: Redis) {
    this.shared = new ThrottlerStorageRedisService(redis);
    // Closed with the module.
    this.shared.disconnectRequired = true;
  }

  increment(...args: Parameters<Increment>): ReturnType<Increment> {
    if (this.redis.status !== 'ready') return this.incrementLocally(args);
    return this.shared.increment(...args).then(
      (record) => {
        if (this.usingLocal) this.logger.log('Giới hạn tần suất dùng lại bộ đếm chung trong Redis.');
        this.usingLocal = false;
        return record;
      },
      () => this.incrementLocally(args),
    );
  }

  private incrementLocally(args: Parameters<Increment>): ReturnType<Increment> {
    if (!this.usingLocal) this.logger.warn('Không tới được Redis: giới hạn tần suất tạm đếm riêng trong tiến trình này.');
    this.usingLocal = true;
    return this.local.increment(...args);
  }

  onModuleDestroy(): void {
    this.shared.onModuleDestroy();
  }

  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
  }
}
