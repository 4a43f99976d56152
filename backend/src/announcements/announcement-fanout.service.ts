import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { z } from 'zod';
import { lockCourseAnnouncement } from '../common/locks/row-locks';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { defineJob } from '../jobs';
import { JobsService } from '../jobs/jobs.service';
import { courseAnnouncementMail } from '../mail';
import { MailService } from '../mail/mail.service';
import { emailLinkToken, unsubscribeMailbox } from '../marketing';
import { NotificationsService } from '../notifications/notifications.service';
import { greetingName } from '../common/text/names';
import { Db, PrismaService } from '../prisma/prisma.service';
import { sendTogether } from '../prisma/insert-rows';
import { newRowId } from '../prisma/row-ids';
import { announcementPath } from './announcement-views';

/** One batch of an announcement's fan-out: the enrolled students after `after` (user id order); null: from the first. */
export const FANOUT_JOB = defineJob('announcements.fanout', z.object({ announcementId: z.string(), after: z.string().nullable() }));

// Students per transaction: its writes are a few multi-row statements whatever the size, and a batch
// stays well inside the transaction's 15 s on a busy machine.
export const FANOUT_BATCH = 200;

type Student = { userId: string; user: { email: string; name: string; preferredName: string | null; isDisabled: boolean } };

/**
 * Tells every enrolled student of a new announcement, each exactly once, whatever dies midway. Each
 * batch is one transaction holding the announcement's row: it writes each student's delivery row (the
 * primary key refuses a second), notification (with its push jobs) and mail, moves the cursor and queues
 * the next batch. A worker killed inside a batch rolls it all back and the job runs again once its lock
 * goes stale; a batch job run again after its commit (killed before the job was marked done) finds the
 * cursor past its `after` and stops, so the chain never forks.
 */
@Injectable()
export class AnnouncementFanoutService implements OnModuleInit {
  private readonly logger = new Logger(AnnouncementFanoutService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly jobs: JobsService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler(FANOUT_JOB, (payload) => this.prisma.inTransaction((tx) => this.batch(tx, payload.announcementId, payload.after)));
  }

  private async batch(tx: Db, announcementId: string, after: string | null): Promise<void> {
    const locked = await lockCourseAnnouncement(tx, announcementId);
    if (!locked || locked.fanout_done_at || locked.fanout_cursor !== after) return;
    const announcement = await tx.courseAnnouncement.findUniqueOrThrow({
      where: { id: announcementId },
      select: { title: true, body: true, courseId: true, authorId: true, createdAt: true, course: { select: { title: true, slug: true } } },
    });
    const students: Student[] = await tx.enrollment.findMany({
      where: { courseId: announcement.courseId, userId: after ? { gt: after, not: announcement.authorId } : { not: announcement.authorId } },
      orderBy: { userId: 'asc' },
      take: FANOUT_BATCH,
      select: { userId: true, user: { select: { email: true, name: true, preferredName: true, isDisabled: true } } },
    });
    const userIds = students.map((student) => student.userId);
    const [delivered, mailOff] = await Promise.all([
      tx.announcementDelivery.findMany({ where: { announcementId, userId: { in: userIds } }, select: { userId: true } }),
      this.mailOff(tx, announcement.courseId, students),
    ]);
    const done = new Set(delivered.map((row) => row.userId));

    // The batch's writes are a few multi-row statements in one round trip, whatever its size: a
    // notification (and a push job per device) for each student not told yet, a mail and its send job
    // for those who take mail; then the delivery rows.
    const path = announcementPath(announcement.course.slug, announcementId);
    const fresh = students.filter((student) => !done.has(student.userId));
    const mails = fresh.filter((student) => !mailOff.has(student.userId)).map((student) => ({ userId: student.userId, ...this.mailTo(student, announcement, path) }));
    const emailIds = new Map(mails.map((mail) => [mail.userId, mail.emailId]));
    const notifications = await this.notifications.statementsToNotify(
      tx,
      fresh.map((student) => student.userId),
      { type: 'course_announcement', title: `Thông báo mới: ${announcement.course.title}`, body: announcement.title, link: path },
    );
    await sendTogether(tx, [...notifications, ...this.mail.queueManyStatements(mails)]);
    await tx.announcementDelivery.createMany({
      data: fresh.map((student) => ({ announcementId, userId: student.userId, emailId: emailIds.get(student.userId) ?? null })),
    });

    const cursor = userIds.at(-1) ?? after;
    if (students.length === FANOUT_BATCH) {
      await tx.courseAnnouncement.update({ where: { id: announcementId }, data: { fanoutCursor: cursor } });
      // Queued as of the announcement's time: the queue takes the oldest run_at first, so the next batch
      // goes before the mails this one just queued.
      await this.jobs.enqueue(tx, FANOUT_JOB, { announcementId, after: cursor }, { runAt: announcement.createdAt });
      return;
    }
    const recipientsCount = await tx.announcementDelivery.count({ where: { announcementId } });
    const doneAt = new Date();
    await tx.courseAnnouncement.update({ where: { id: announcementId }, data: { fanoutCursor: cursor, fanoutDoneAt: doneAt, recipientsCount } });
    const seconds = (doneAt.getTime() - announcement.createdAt.getTime()) / 1000;
    this.logger.log(`Thông báo ${announcementId}: đã báo cho ${recipientsCount} học viên trong ${seconds.toFixed(1)} giây.`);
  }

  /** Who gets no mail: the course's or all announcement mail turned off, a locked account, an address that bounced or complained. */
  private async mailOff(tx: Db, courseId: string, students: Student[]): Promise<Set<string>> {
    const userIds = students.map((student) => student.userId);
    const [courseOff, allOff, suppressed] = await Promise.all([
      tx.announcementMailOptOut.findMany({ where: { courseId, userId: { in: userIds } }, select: { userId: true } }),
      tx.announcementMailAllOptOut.findMany({ where: { userId: { in: userIds } }, select: { userId: true } }),
      tx.emailSuppression.findMany({ where: { email: { in: students.map((student) => student.user.email) } }, select: { email: true } }),
    ]);
    const suppressedEmails = new Set(suppressed.map((row) => row.email));
    return new Set([
      ...courseOff.map((row) => row.userId),
      ...allOff.map((row) => row.userId),
      ...students.filter((student) => student.user.isDisabled || suppressedEmails.has(student.user.email)).map((student) => student.userId),
    ]);
  }

  /** A student's mail of the announcement, with one-click unsubscribe from this course's announcements. */
  private mailTo(student: Student, announcement: { title: string; body: string; courseId: string; course: { title: string } }, path: string) {
    const base = this.config.publicUrl;
    const token = emailLinkToken(this.config.marketing.linkSecret, { kind: 'announcements', id: student.userId, courseId: announcement.courseId });
    const mail = courseAnnouncementMail(greetingName(student.user), announcement.course.title, announcement, {
      announcement: `${base}${path}`,
      preferences: `${base}/email-preferences?token=${token}`,
    });
    // RFC 8058 one-click (an HTTPS POST, no sign-in) and RFC 2369's mailto:, as marketing mail has: both
    // turn off this course's announcement mail only.
    const headers = {
      'List-Unsubscribe': `<${base}/api/email/announcements/unsubscribe/${token}>, <mailto:${unsubscribeMailbox(this.config.mailFrom, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    return { to: student.user.email, mail, headers, emailId: newRowId() };
  }
}
