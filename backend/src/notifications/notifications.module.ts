import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/**
 * In-app notifications, each also pushed to the user's subscribed devices (the push module delivers
 * the queued jobs). Depends only on the global Prisma, Jobs and Config so any module may import it.
 */
@Module({ controllers: [NotificationsController], providers: [NotificationsService], exports: [NotificationsService] })
export class NotificationsModule {}
