import { Global, Logger, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { logConnectionChanges, REDIS } from '../cluster/redis-connection';
import { rateLimitOptions } from './rate-limit';
import { RedisOrMemoryThrottlerStorage } from './redis-or-memory-storage';

/**
 * One throttler store for the whole app, so every @RateLimited() route shares the same options. With
 * Redis the counters live there, so the limit holds however many API processes share the traffic
 * (and in each process's memory while Redis is away: RedisOrMemoryThrottlerStorage).
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, REDIS],
      useFactory: (config: AppConfig, redis: Redis | null) => {
        if (!redis) return rateLimitOptions(config);
        // Connected now (no lazy connect), and failing at once while Redis is away (no offline queue).
        const connection = redis.duplicate({ keyPrefix: `${config.redis!.prefix}throttle:`, enableOfflineQueue: false, lazyConnect: false });
        logConnectionChanges(connection, 'giới hạn tần suất', new Logger('Redis'));
        return { ...rateLimitOptions(config), storage: new RedisOrMemoryThrottlerStorage(connection) };
      },
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
