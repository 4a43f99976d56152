import { db } from '../../lib/db';
import type { MyCourse } from '../my-courses';
import type { LearnContent, ProgressUpdateBody } from './api/learnApi';
import { PROGRESS_KIND } from './sync/progressOutboxEntries';

/** An unsigned JWT whose `sub` is the user id, like the server's access tokens. */
export function fakeJwt(userId: string): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: userId, role: 'student' })}.signature`;
}

/** Puts a progress update in the outbox as recordProgress would, without scheduling a sync. */
export async function queueProgress(userId: string, lectureId: string, change: Partial<ProgressUpdateBody> = {}): Promise<ProgressUpdateBody> {
  const payload: ProgressUpdateBody = { courseId: 'c1', lectureId, updateId: `upd-${userId}-${lectureId}-${Math.random().toString(36).slice(2, 10)}`, ...change };
  await db.outbox.add({ userId, clientId: payload.updateId, kind: PROGRESS_KIND, courseId: payload.courseId, payload, createdAt: Date.now() });
  return payload;
}

export async function clearLearningTables(): Promise<void> {
  await Promise.all([
    db.outbox.clear(),
    db.progress.clear(),
    db.courses.clear(),
    db.reviewOutcomes.clear(),
    db.postRefusals.clear(),
    db.courseDiscussions.clear(),
    db.notes.clear(),
    db.quizAttempts.clear(),
  ]);
}

/** Makes navigator.onLine answer `online` (tests set it back to true afterwards). */
export function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

export const myCourse = (overrides: Partial<MyCourse> = {}): MyCourse => ({
  _id: 'c1',
  slug: 'facebook-ads',
  title: 'Quảng cáo Facebook từ A đến Z',
  thumbnailUrl: null,
  instructorName: 'Nguyễn Văn An',
  totalLectures: 4,
  completedLectures: 1,
  progress: 25,
  lastLectureId: 'l2',
  lastAccessedAt: '2026-03-01T10:00:00Z',
  enrolledAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

export const learnContent: LearnContent = {
  course: {
    _id: 'c1',
    slug: 'facebook-ads',
    title: 'Quảng cáo Facebook từ A đến Z',
    instructorName: 'Nguyễn Văn An',
    thumbnailUrl: null,
    totalLectures: 4,
    curriculum: [
      {
        _id: 's1',
        title: 'Chương 1: Nhập môn',
        lectures: [
          {
            _id: 'l1',
            title: 'Giới thiệu',
            kind: 'video',
            quiz: null,
            textDocument: null,
            durationSeconds: 754,
            isFreePreview: true,
            hasVideo: true,
            mediaId: 'm1',
            thumbnailUrl: null,
            completed: true,
            positionSeconds: 754,
            resources: [],
          },
          {
            _id: 'l2',
            title: 'Tạo tài khoản quảng cáo',
            kind: 'video',
            quiz: null,
            textDocument: null,
            durationSeconds: 600,
            isFreePreview: false,
            hasVideo: true,
            mediaId: 'm2',
            thumbnailUrl: null,
            completed: false,
            positionSeconds: 120,
            resources: [],
          },
        ],
      },
      {
        _id: 's2',
        title: 'Chương 2: Chạy chiến dịch',
        lectures: [
          {
            _id: 'l3',
            title: 'Chọn mục tiêu',
            kind: 'video',
            quiz: null,
            textDocument: null,
            durationSeconds: 480,
            isFreePreview: false,
            hasVideo: true,
            mediaId: 'm3',
            thumbnailUrl: null,
            completed: false,
            positionSeconds: 0,
            resources: [],
          },
          {
            _id: 'l4',
            title: 'Tài liệu đọc thêm',
            kind: 'video',
            quiz: null,
            textDocument: null,
            durationSeconds: 0,
            isFreePreview: false,
            hasVideo: false,
            mediaId: null,
            thumbnailUrl: null,
            completed: false,
            positionSeconds: 0,
            resources: [],
          },
        ],
      },
    ],
  },
  enrollmentDetails: { progress: 25, completedLectures: 1, lastLectureId: 'l2', enrolledAt: '2026-01-01T00:00:00Z' },
};
