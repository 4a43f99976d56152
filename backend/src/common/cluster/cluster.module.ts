import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ClusterBus } from './cluster-bus';
import { connectRedis, logConnectionChanges, REDIS } from './redis-connection';

/**
 * What several API processes share: the Redis connection (when REDIS_URL is set) and the bus that
 * carries messages between them. Without Redis both work inside this one process.
 */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<Redis | null> => {
        if (!config.redis) return null;
        const redis = await connectRedis(config.redis.url);
        logConnectionChanges(redis, 'lệnh', new Logger('Redis'));
        return redis;
      },
    },
    ClusterBus,
  ],
  exports: [REDIS, ClusterBus],
})
export class ClusterModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
