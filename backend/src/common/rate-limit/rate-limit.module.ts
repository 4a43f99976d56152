import { Global, Module } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerModule } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { REDIS } from '../cluster/redis-connection';
import { rateLimitOptions } from './rate-limit';

/**
 * One throttler store for the whole app, so every @RateLimited() route shares the same options. With
 * Redis the counters live there, so the limit holds however many API processes share the traffic.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, REDIS],
      useFactory: (config: AppConfig, redis: Redis | null) => {
        if (!redis) return rateLimitOptions(config);
        const storage = new ThrottlerStorageRedisService(redis.duplicate({ keyPrefix: `${config.redis!.prefix}throttle:` }));
        // Its own connection: closed with the module.
        storage.disconnectRequired = true;
        return { ...rateLimitOptions(config), storage };
      },
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
