import { db, type CourseDiscussionRecord } from './db';

// A course's Q&A and announcements as last read online, kept per user and course (table
// courseDiscussions) so the player's tabs read them offline. The questions and announcements features
// each own their part of the record; this only merges a part in.

type Part = Partial<Pick<CourseDiscussionRecord, 'questions' | 'details' | 'announcements'>>;

export async function saveDiscussionPart(userId: string, courseId: string, part: Part | ((record: CourseDiscussionRecord | undefined) => Part)): Promise<void> {
  await db.transaction('rw', db.courseDiscussions, async () => {
    const existing = await db.courseDiscussions.get([userId, courseId]);
    const changes = typeof part === 'function' ? part(existing) : part;
    await db.courseDiscussions.put({ ...existing, ...changes, userId, courseId, updatedAt: Date.now() });
  });
}

export function readDiscussions(userId: string, courseId: string): Promise<CourseDiscussionRecord | undefined> {
  return db.courseDiscussions.get([userId, courseId]);
}

/** Lower case without Vietnamese accents ('Đ' → 'd'), to match words as the catalogue search does. */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
}
