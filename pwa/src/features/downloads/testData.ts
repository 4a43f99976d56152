import type { DownloadRecord } from '../../lib/db';

/** A download record for tests: user u1's lecture l1, finished size 10 bytes, waiting; `changes` override any field. */
export const downloadRecord = (changes: Partial<DownloadRecord> = {}): DownloadRecord => ({
  userId: 'u1',
  lectureId: 'l1',
  courseId: 'c1',
  mediaId: `m-${changes.lectureId ?? 'l1'}`,
  lectureTitle: `Bài ${changes.lectureId ?? 'l1'}`,
  courseTitle: 'Khóa học',
  variant: 'v1',
  height: 540,
  totalBytes: 10,
  storedBytes: 0,
  state: 'waiting',
  failureReason: null,
  failureCode: null,
  permissionExpiresAt: '2099-01-01T00:00:00.000Z',
  linksExpireAt: '2099-01-01T00:00:00.000Z',
  deviceId: 'd1',
  createdAt: 1,
  updatedAt: 1,
  ...changes,
});
