import { Module } from '@nestjs/common';
import { PushSenderService } from './push-sender.service';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { PushController } from './push.controller';

/** Web Push: devices subscribe here; notifications queue `push.send` jobs that this module delivers. */
@Module({ controllers: [PushController], providers: [PushSenderService, PushSubscriptionsService] })
export class PushModule {}
