import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db, type ProgressRecord } from '../../../lib/db';
import { clearLearningTables, learnContent, myCourse } from '../testData';
import { findCachedCourse, readMyCourses, saveCourseContent, saveMyCourses } from './courseCache';

const seo = myCourse({ _id: 'c2', slug: 'seo-website', title: 'SEO website', lastAccessedAt: null });
const tick = (userId: string, lectureId: string, courseId: string): ProgressRecord => ({ userId, lectureId, courseId, completed: true, positionSeconds: 0, updatedAt: 1 });

beforeEach(clearLearningTables);
afterEach(clearLearningTables);

describe('saveMyCourses', () => {
  it('keeps what was saved for the courses still listed (their curriculum included)', async () => {
    await saveMyCourses('u1', [myCourse(), seo]);
    await saveCourseContent('u1', learnContent);
    await saveMyCourses('u1', [myCourse({ progress: 50 }), seo]);

    expect((await readMyCourses('u1')).map((course) => [course.slug, course.progress])).toEqual([
      ['facebook-ads', 50],
      ['seo-website', 25],
    ]);
    expect((await findCachedCourse('u1', 'facebook-ads'))?.content).toEqual(learnContent);
  });

  it('forgets a course the server no longer lists (a refund): its listing, curriculum and lecture progress, for that user only', async () => {
    await saveMyCourses('u1', [myCourse(), seo]);
    await saveCourseContent('u1', learnContent);
    await saveMyCourses('u2', [myCourse()]);
    await db.progress.bulkPut([tick('u1', 'seo-1', 'c2'), tick('u2', 'l1', 'c1')]);
    expect(await db.progress.where('userId').equals('u1').count()).toBe(5);

    // c1 (facebook-ads) was refunded: the next sync lists only c2.
    await saveMyCourses('u1', [seo]);

    expect((await readMyCourses('u1')).map((course) => course.slug)).toEqual(['seo-website']);
    expect(await findCachedCourse('u1', 'facebook-ads')).toBeUndefined();
    expect(await db.courses.get(['u1', 'c1'])).toBeUndefined();
    expect((await db.progress.where('userId').equals('u1').toArray()).map((record) => record.lectureId)).toEqual(['seo-1']);
    // Another user of this device who still owns the course keeps it and their progress.
    expect((await readMyCourses('u2')).map((course) => course.slug)).toEqual(['facebook-ads']);
    expect(await db.progress.get(['u2', 'l1'])).toEqual(tick('u2', 'l1', 'c1'));
  });

  it('forgets a course opened here but never listed (content saved, no listing) once the list comes in', async () => {
    await saveCourseContent('u1', learnContent);
    await saveMyCourses('u1', [seo]);
    expect(await db.courses.get(['u1', 'c1'])).toBeUndefined();
    expect(await db.progress.where('courseId').equals('c1').count()).toBe(0);
  });
});
