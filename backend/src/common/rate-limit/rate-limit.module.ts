import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG } from '../../config/app-config';
import { rateLimitOptions } from './rate-limit';

/** One throttler store for the whole app, so every @RateLimited() route shares the same options. */
@Global()
@Module({
  imports: [ThrottlerModule.forRootAsync({ inject: [APP_CONFIG], useFactory: rateLimitOptions })],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
