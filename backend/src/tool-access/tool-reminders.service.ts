import { Inject, Injectable, Logger } from '@nestjs/common';
import { formatVietnamDate } from '../common/time/vietnam-calendar';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { toolExpiryMail } from '../mail';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { PrismaService } from '../prisma/prisma.service';

const DAY_MS = 86_400_000;

type Notice = 'reminded_7_at' | 'reminded_1_at' | 'end_notice_at';

/**
 * The expiry reminders and the expiry sweep of tool access (docs/tools.md), as one job that runs every
 * few minutes: the last period of each tool a user holds is announced seven days before it ends, one
 * day before, and when it has ended. Each notice is claimed by a guarded UPDATE of its own column, so
 * it goes out once even with several workers. A notice that is due late (a new renewal shortened the
 * wait, the job was down) goes out once at the next run; a later one never brings back an earlier one.
 */
@Injectable()
export class ToolRemindersService {
  private readonly logger = new Logger(ToolRemindersService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
  ) {}

  async sendDue(now = new Date()): Promise<number> {
    const due = await this.prisma.$queryRaw<{ id: string; user_id: string; tool_id: string; expires_at: Date; reminded_7_at: Date | null; reminded_1_at: Date | null }[]>`
      SELECT s.id, s.user_id, s.tool_id, s.expires_at, s.reminded_7_at, s.reminded_1_at
        FROM tool_subscriptions s
       WHERE s.revoked_at IS NULL AND s.end_notice_at IS NULL
         AND s.expires_at <= ${new Date(now.getTime() + 7 * DAY_MS)}
         AND NOT EXISTS (SELECT 1 FROM tool_subscriptions later
                          WHERE later.user_id = s.user_id AND later.tool_id = s.tool_id AND later.revoked_at IS NULL AND later.expires_at > s.expires_at)
       ORDER BY s.expires_at
       LIMIT 500`;
    let sent = 0;
    for (const period of due) {
      const left = period.expires_at.getTime() - now.getTime();
      const notice: Notice | null = left <= 0 ? 'end_notice_at' : left <= DAY_MS ? (period.reminded_1_at ? null : 'reminded_1_at') : period.reminded_7_at ? null : 'reminded_7_at';
      if (notice && (await this.send(period, notice, now))) sent += 1;
    }
    if (sent) this.logger.log(`Đã gửi ${sent} thông báo hạn dùng phần mềm.`);
    return sent;
  }

  private async send(period: { id: string; user_id: string; tool_id: string; expires_at: Date }, notice: Notice, now: Date): Promise<boolean> {
    return this.prisma.inTransaction(async (tx) => {
      // A later notice marks the earlier ones as done too: a late 1-day reminder is not followed by the 7-day one.
      const claimed =
        notice === 'reminded_7_at'
          ? await tx.$executeRaw`UPDATE tool_subscriptions SET reminded_7_at = ${now} WHERE id = ${period.id} AND reminded_7_at IS NULL`
          : notice === 'reminded_1_at'
            ? await tx.$executeRaw`UPDATE tool_subscriptions SET reminded_1_at = ${now}, reminded_7_at = COALESCE(reminded_7_at, ${now}) WHERE id = ${period.id} AND reminded_1_at IS NULL`
            : await tx.$executeRaw`UPDATE tool_subscriptions SET end_notice_at = ${now}, reminded_7_at = COALESCE(reminded_7_at, ${now}), reminded_1_at = COALESCE(reminded_1_at, ${now}) WHERE id = ${period.id} AND end_notice_at IS NULL`;
      if (claimed === 0) return false;
      const [user, tool] = await Promise.all([
        tx.user.findUniqueOrThrow({ where: { id: period.user_id }, select: { name: true, email: true } }),
        tx.tool.findUniqueOrThrow({ where: { id: period.tool_id }, select: { name: true } }),
      ]);
      const date = formatVietnamDate(period.expires_at);
      const daysLeft = notice === 'end_notice_at' ? null : Math.max(1, Math.ceil((period.expires_at.getTime() - now.getTime()) / DAY_MS));
      await this.notifications.notify(tx, period.user_id, {
        type: notice === 'end_notice_at' ? 'tool_expired' : 'tool_expiring',
        title: daysLeft === null ? 'Phần mềm đã hết hạn' : 'Phần mềm sắp hết hạn',
        body:
          daysLeft === null
            ? `"${tool.name}" đã hết hạn ngày ${date}. Gia hạn để tiếp tục sử dụng.`
            : `"${tool.name}" hết hạn ngày ${date} (còn ${daysLeft} ngày). Gia hạn ngay để không bị gián đoạn.`,
        link: '/my-tools',
      });
      await this.mail.queue(tx, user.email, toolExpiryMail(user.name, { name: tool.name, expiresAt: date, daysLeft }, `${this.config.publicUrl}/my-tools`));
      return true;
    });
  }
}
