import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { readEmailLinkToken } from '../marketing';
import { PrismaService } from '../prisma/prisma.service';
import { ANNOUNCEMENTS_UNSUBSCRIBED_MESSAGE, turnOffCourseAnnouncementMail } from './announcement-mail-optouts';
import type { AnnouncementMailPreferences } from './announcements.dto';
import { AnnouncementsErrors } from './announcements.errors';

/**
 * The recipient's switches for announcement mail: one per enrolled course and one for all courses
 * (off wins: allCourses false sends none, whatever the courses say; each course keeps its own switch).
 * Reached signed in, or through a mail's signed link: an announcement mail's, or a marketing mail's
 * (the preference page is one page); an admin's test send shows the page but changes nothing.
 */
@Injectable()
export class AnnouncementMailPreferencesService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  mine(userId: string): Promise<AnnouncementMailPreferences> {
    return this.view(userId);
  }

  async setMine(userId: string, input: { courseId?: string; enabled: boolean }): Promise<AnnouncementMailPreferences> {
    await this.change(userId, input);
    return this.view(userId);
  }

  async byToken(token: string): Promise<AnnouncementMailPreferences> {
    return this.view((await this.resolve(token)).userId);
  }

  async setByToken(token: string, input: { courseId?: string; enabled: boolean }): Promise<AnnouncementMailPreferences> {
    const { userId, test } = await this.resolve(token);
    if (test) throw AnnouncementsErrors.raise('ANNOUNCEMENT_TEST_MAIL_LINK');
    await this.change(userId, input);
    return this.view(userId);
  }

  /**
   * RFC 8058 one-click of an announcement mail: turns off the course its token names, at once. The body
   * must be the form field `List-Unsubscribe=One-Click` (§3.2); anything else changes nothing.
   */
  async oneClick(token: string, form: unknown): Promise<{ message: string }> {
    if ((form as Record<string, unknown> | null | undefined)?.['List-Unsubscribe'] !== 'One-Click') throw AnnouncementsErrors.raise('ANNOUNCEMENT_ONE_CLICK_BODY_REQUIRED');
    const subject = readEmailLinkToken(this.config.marketing.linkSecret, token);
    if (subject?.kind !== 'announcements') throw AnnouncementsErrors.raise('ANNOUNCEMENT_LINK_INVALID');
    await turnOffCourseAnnouncementMail(this.prisma, subject.id, subject.courseId);
    return { message: ANNOUNCEMENTS_UNSUBSCRIBED_MESSAGE };
  }

  private async change(userId: string, input: { courseId?: string; enabled: boolean }): Promise<void> {
    if (!input.courseId) {
      if (input.enabled) await this.prisma.announcementMailAllOptOut.deleteMany({ where: { userId } });
      else await this.prisma.$executeRaw`INSERT IGNORE INTO announcement_mail_all_optouts (user_id, created_at) VALUES (${userId}, NOW(3))`;
      return;
    }
    const enrolled = await this.prisma.enrollment.findUnique({ where: { userId_courseId: { userId, courseId: input.courseId } }, select: { id: true } });
    if (!enrolled) throw AnnouncementsErrors.raise('ANNOUNCEMENT_PREFERENCE_COURSE_NOT_FOUND');
    if (input.enabled) await this.prisma.announcementMailOptOut.deleteMany({ where: { userId, courseId: input.courseId } });
    else await turnOffCourseAnnouncementMail(this.prisma, userId, input.courseId);
  }

  private async resolve(token: string): Promise<{ userId: string; test?: true }> {
    const subject = readEmailLinkToken(this.config.marketing.linkSecret, token);
    if (!subject) throw AnnouncementsErrors.raise('ANNOUNCEMENT_LINK_INVALID');
    if (subject.kind === 'test') return { userId: subject.id, test: true };
    if (subject.kind === 'announcements') return { userId: subject.id };
    const send = await this.prisma.marketingSend.findUnique({ where: { id: subject.id }, select: { userId: true } });
    if (!send) throw AnnouncementsErrors.raise('ANNOUNCEMENT_LINK_INVALID');
    return { userId: send.userId };
  }

  private async view(userId: string): Promise<AnnouncementMailPreferences> {
    const user = await this.prisma.user.findUnique({ where: { id: userId }, select: { id: true } });
    if (!user) throw AnnouncementsErrors.raise('ANNOUNCEMENT_LINK_INVALID');
    const [allOff, enrollments, courseOff] = await Promise.all([
      this.prisma.announcementMailAllOptOut.findUnique({ where: { userId }, select: { userId: true } }),
      this.prisma.enrollment.findMany({ where: { userId }, orderBy: { createdAt: 'desc' }, select: { course: { select: { id: true, title: true } } } }),
      this.prisma.announcementMailOptOut.findMany({ where: { userId }, select: { courseId: true } }),
    ]);
    const off = new Set(courseOff.map((row) => row.courseId));
    return {
      allCourses: !allOff,
      courses: enrollments.map(({ course }) => ({ courseId: course.id, title: course.title, enabled: !off.has(course.id) })),
    };
  }
}
