import { Injectable } from '@nestjs/common';
import { paginationOf } from '../common/http/responses';
import type { Notification } from '../generated/prisma/client';
import { JobsService } from '../jobs/jobs.service';
import { Db, Prisma, PrismaService, type SqlClient } from '../prisma/prisma.service';
import { insertRowsStatement, sendTogether } from '../prisma/insert-rows';
import { PUSH_MAX_ATTEMPTS, PUSH_SEND_JOB, PushSendPayload } from '../push';
import { NotificationView } from './notifications.dto';
import { NotificationsErrors } from './notifications.errors';

/** A notification for one user, with the push subscriptions of theirs the caller has read. */
export interface UserNotice {
  userId: string;
  deviceIds: readonly string[];
  notification: NewNotification;
}

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
    await sendTogether(db, await this.statementsToNotify(db, [userId], input));
  }

  /** What notifying these users sends, their push subscriptions read in one query (a fan-out's batch). */
  async statementsToNotify(db: SqlClient, userIds: readonly string[], input: NewNotification): Promise<Prisma.Sql[]> {
    const devices = await this.devicesOf(db, userIds);
    return this.notifyManyStatements(
      userIds.map((userId) => ({ userId, deviceIds: devices.get(userId) ?? [] })),
      input,
    );
  }

  /** Each user's push subscriptions, in one read. */
  private async devicesOf(db: SqlClient, userIds: readonly string[]): Promise<Map<string, string[]>> {
    const devices = new Map<string, string[]>(userIds.map((userId) => [userId, []]));
    if (!userIds.length) return devices;
    const rows = await db.$queryRaw<{ id: string; user_id: string }[]>`SELECT id, user_id FROM push_subscriptions WHERE user_id IN (${Prisma.join(userIds)})`;
    for (const row of rows) devices.get(row.user_id)?.push(row.id);
    return devices;
  }

  /** The same notification for many users, with a push to each of their devices: one INSERT of notifications and one of push jobs. */
  notifyManyStatements(recipients: readonly { userId: string; deviceIds: readonly string[] }[], input: NewNotification): Prisma.Sql[] {
    return this.notifyEachStatements(recipients.map((recipient) => ({ ...recipient, notification: input })));
  }

  /**
   * A notification of its own for each user (a batch of paid orders' notices), with a push to each of
   * their devices: one INSERT of notifications and one of push jobs.
   */
  notifyEachStatements(notices: readonly UserNotice[]): Prisma.Sql[] {
    const rows = notices.map(({ userId, deviceIds, notification }) => ({
      userId,
      deviceIds,
      type: notification.type,
      title: clip(notification.title, MAX_TITLE),
      body: clip(notification.body, MAX_BODY),
      link: notification.link ?? null,
    }));
    const pushes: PushSendPayload[] = rows.flatMap(({ deviceIds, title, body, link }) => deviceIds.map((subscriptionId) => ({ subscriptionId, title, body, url: link ?? '/' })));
    return [
      insertRowsStatement(
        'notifications',
        rows.map(({ userId, type, title, body, link }) => ({ userId, type, title, body, link })),
      ),
      this.jobs.enqueueManyStatement(PUSH_SEND_JOB, pushes, { maxAttempts: PUSH_MAX_ATTEMPTS }),
    ].filter((statement): statement is Prisma.Sql => statement !== null);
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
