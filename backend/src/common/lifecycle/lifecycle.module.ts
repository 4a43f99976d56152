import { Global, Module } from '@nestjs/common';
import { InFlightRequests } from './graceful-shutdown';
import { OpenStreams } from './open-streams';

/** What a stopping process needs to know: its open streams and its requests in flight. */
@Global()
@Module({ providers: [OpenStreams, InFlightRequests], exports: [OpenStreams, InFlightRequests] })
export class LifecycleModule {}
