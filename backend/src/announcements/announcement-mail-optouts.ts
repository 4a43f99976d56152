import type { Db } from '../prisma/prisma.service';

/** What the one-click (or the mailto:) of an announcement mail answers. */
export const ANNOUNCEMENTS_UNSUBSCRIBED_MESSAGE = 'Bạn đã tắt thư thông báo của khóa học này. Thông báo mới vẫn hiện trong ứng dụng và tab "Thông báo" của khóa học.';

/**
 * Turns off one course's announcement mail for a user, at once and idempotently (the one-click POST,
 * the List-Unsubscribe mailto: passed on by the marketing module's inbound webhook). A course deleted
 * since is nothing to turn off: its foreign key error is only a warning under INSERT IGNORE.
 */
export async function turnOffCourseAnnouncementMail(db: Db, userId: string, courseId: string): Promise<void> {
  await db.$executeRaw`INSERT IGNORE INTO announcement_mail_optouts (user_id, course_id, created_at) VALUES (${userId}, ${courseId}, NOW(3))`;
}
