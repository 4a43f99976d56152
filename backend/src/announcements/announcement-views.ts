import { Prisma } from '../prisma/prisma.service';
import type { AnnouncementView } from './announcements.dto';

/** The columns an AnnouncementView is made of. */
export const announcementSelect = {
  id: true,
  courseId: true,
  title: true,
  body: true,
  createdAt: true,
  recipientsCount: true,
  author: { select: { name: true, avatarUrl: true } },
} satisfies Prisma.CourseAnnouncementSelect;
export type AnnouncementRow = Prisma.CourseAnnouncementGetPayload<{ select: typeof announcementSelect }>;

export function toAnnouncementView(row: AnnouncementRow): AnnouncementView {
  return {
    _id: row.id,
    courseId: row.courseId,
    title: row.title,
    body: row.body,
    author: { name: row.author.name, avatarUrl: row.author.avatarUrl },
    createdAt: row.createdAt.toISOString(),
  };
}

/** Where the announcement shows in the course: the notification's link, and the mail's (with the site's address). */
export const announcementPath = (courseSlug: string, announcementId: string) => `/learn/${courseSlug}?tab=announcements#announcement-${announcementId}`;
