import { db, type CourseRecord } from '../../../lib/db';
import { listMyCourses, type MyCourse } from '../../my-courses';
import type { LearnContent } from '../api/learnApi';
import { mergeLocalProgress } from '../sync/localProgress';

// The signed-in user's enrolled courses kept in IndexedDB (table `courses`, one record per user and
// course) so /my-courses and the course outline open offline. Every read and write names the user.

/** A course as this module writes it: the listing and content are exactly what the server sent. */
export type CachedCourse = CourseRecord & { listing?: MyCourse; content: LearnContent | null };

/** Newest access first, then newest enrollment: the order of GET /api/students/me/courses. */
function byRecentAccess(a: MyCourse, b: MyCourse): number {
  return (b.lastAccessedAt ?? '').localeCompare(a.lastAccessedAt ?? '') || b.enrolledAt.localeCompare(a.enrolledAt);
}

async function userCourses(userId: string): Promise<CachedCourse[]> {
  return (await db.courses.where('userId').equals(userId).toArray()) as CachedCourse[];
}

/**
 * Stores the server's list as the truth: courses no longer in it (refunded, access revoked) are forgotten
 * on this device with their curriculum, this device's lecture progress and the Q&A kept for them; other users' data is untouched.
 * Progress updates still waiting in the outbox stay: the server refuses them and the sync drops them.
 */
export function saveMyCourses(userId: string, courses: MyCourse[]): Promise<void> {
  return db.transaction('rw', db.courses, db.progress, db.courseDiscussions, async () => {
    const existing = new Map((await userCourses(userId)).map((record) => [record.courseId, record]));
    const now = Date.now();
    await db.courses.bulkPut(
      courses.map((listing): CachedCourse => ({
        content: null,
        ...existing.get(listing._id),
        userId,
        courseId: listing._id,
        slug: listing.slug,
        title: listing.title,
        listing,
        updatedAt: now,
      })),
    );
    const listed = new Set(courses.map((course) => course._id));
    const gone = [...existing.keys()].filter((courseId) => !listed.has(courseId));
    if (gone.length === 0) return;
    await db.courses.bulkDelete(gone.map((courseId): [string, string] => [userId, courseId]));
    await db.courseDiscussions.bulkDelete(gone.map((courseId): [string, string] => [userId, courseId]));
    const goneIds = new Set(gone);
    await db.progress
      .where('userId')
      .equals(userId)
      .filter((record) => goneIds.has(record.courseId))
      .delete();
  });
}

export async function readMyCourses(userId: string): Promise<MyCourse[]> {
  return (await userCourses(userId)).flatMap((record) => (record.listing ? [record.listing] : [])).sort(byRecentAccess);
}

export async function findCachedCourse(userId: string, slug: string): Promise<CachedCourse | undefined> {
  return (await userCourses(userId)).find((record) => record.slug === slug);
}

/**
 * Saves the server's course list when this device has none for a course just opened online: a learner who
 * went straight to the player (from a link or the catalogue) and downloaded lectures there, never having
 * opened /my-courses online, would otherwise find 'Bạn chưa đăng ký khóa học nào.' there offline, with no
 * way to their downloads. Once per course and device: afterwards /my-courses keeps the list fresh.
 */
export async function saveCourseListIfMissing(userId: string, courseId: string): Promise<void> {
  const record = (await db.courses.get([userId, courseId])) as CachedCourse | undefined;
  if (record?.listing) return;
  await saveMyCourses(userId, await listMyCourses());
}

/** Keeps the opened course's curriculum and merges the server's progress into this device's. */
export function saveCourseContent(userId: string, content: LearnContent): Promise<void> {
  const { course } = content;
  return db.transaction('rw', db.courses, db.progress, async () => {
    const existing = (await db.courses.get([userId, course._id])) as CachedCourse | undefined;
    await db.courses.put({ ...existing, userId, courseId: course._id, slug: course.slug, title: course.title, content, updatedAt: Date.now() });
    const lectures = course.curriculum.flatMap((section) => section.lectures);
    await mergeLocalProgress(
      userId,
      course._id,
      lectures.map((lecture) => ({ lectureId: lecture._id, completed: lecture.completed, positionSeconds: lecture.positionSeconds })),
    );
  });
}

/** 'Tiếp tục học' goes to the lecture opened last on this device, until the server's list says otherwise. */
export async function rememberLastLecture(userId: string, courseId: string, lectureId: string): Promise<void> {
  await db.transaction('rw', db.courses, async () => {
    const record = (await db.courses.get([userId, courseId])) as CachedCourse | undefined;
    if (!record?.listing || record.listing.lastLectureId === lectureId) return;
    const listing: MyCourse = { ...record.listing, lastLectureId: lectureId, lastAccessedAt: new Date().toISOString() };
    await db.courses.put({ ...record, listing, updatedAt: Date.now() });
  });
}
