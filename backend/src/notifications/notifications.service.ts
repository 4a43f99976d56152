import { Injectable } from '@nestjs/common';
import { paginationOf } from '../common/http/responses';
import type { Notification } from '../generated/prisma/client';
import { JobsService } from '../jobs/jobs.service';
import { Db, Prisma, PrismaService, type SqlClient } from '../prisma/prisma.service';
import { insertRowsStatement, sendTogether } from '../prisma/insert-rows';
import { PUSH_MAX_ATTEMPTS, PUSH_SEND_JOB, PushSendPayload } from '../push';
import { NotificationView } from './notifications.dto';
import { NotificationsErrors } from './notifications.errors';

export interface NewNotification {
  type: string;
  title: string;
  body: string;
  link?: string | null;
}

// Column sizes of the notifications table.
const MAX_TITLE = 200;
const MAX_BODY = 500;

function toView(row: Notification): NotificationView {
  return { _id: row.id, type: row.type, title: row.title, body: row.body, link: row.link, isRead: row.isRead, createdAt: row.createdAt.toISOString() };
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

@Injectable()
export class NotificationsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly jobs: JobsService,
  ) {}

  /**
   * Inside the caller's transaction: stores the notification and queues one push per device the user
   * subscribed, so nothing is told about a change that rolled back and each device is retried alone.
   */
  async notify(db: SqlClient, userId: string, input: NewNotification): Promise<void> {
    const devices = await db.$queryRaw<{ id: string }[]>`SELECT id FROM push_subscriptions WHERE user_id = ${userId}`;
    await sendTogether(
      db,
      this.notifyStatements(
        userId,
        input,
        devices.map((device) => device.id),
      ),
    );
  }

  /**
   * What notify sends, for a caller that has read the user's push subscriptions (`deviceIds`) with its
   * own reads and sends these with its other writes (sendTogether): the order's paid-notices job.
   */
  notifyStatements(userId: string, input: NewNotification, deviceIds: readonly string[]): Prisma.Sql[] {
    const title = clip(input.title, MAX_TITLE);
    const body = clip(input.body, MAX_BODY);
    const link = input.link ?? null;
    return [
      insertRowsStatement('notifications', [{ userId, type: input.type, title, body, link }])!,
      ...deviceIds.map((subscriptionId) => {
        const payload: PushSendPayload = { subscriptionId, title, body, url: link ?? '/' };
        return this.jobs.enqueueStatement(PUSH_SEND_JOB, payload, { maxAttempts: PUSH_MAX_ATTEMPTS });
      }),
    ];
  }

  unreadCount(userId: string, db: Db = this.prisma): Promise<number> {
    return db.notification.count({ where: { userId, isRead: false } });
  }

  async list(userId: string, query: { page: number; limit: number }) {
    const [rows, total, unreadCount] = await Promise.all([
      this.prisma.notification.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.limit, take: query.limit }),
      this.prisma.notification.count({ where: { userId } }),
      this.unreadCount(userId),
    ]);
    return { notifications: rows.map(toView), unreadCount, pagination: paginationOf(query.page, query.limit, total) };
  }

  /** Only the owner's; reading twice changes nothing, so the count cannot go below zero. */
  async markRead(userId: string, id: string) {
    await this.prisma.notification.updateMany({ where: { id, userId, isRead: false }, data: { isRead: true } });
    const row = await this.prisma.notification.findFirst({ where: { id, userId } });
    if (!row) throw NotificationsErrors.raise('NOTIFICATION_NOT_FOUND');
    return { notification: toView(row), unreadCount: await this.unreadCount(userId) };
  }

  async markAllRead(userId: string) {
    await this.prisma.notification.updateMany({ where: { userId, isRead: false }, data: { isRead: true } });
    return { unreadCount: await this.unreadCount(userId) };
  }
}
