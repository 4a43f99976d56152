import { downloadRecord } from './testData';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type DownloadRecord } from '../../lib/db';
import { fakeApi } from '../../test/fakeApi';
import { renewDownloadPermissions } from './renewPermissions';

const record = (lectureId: string, deviceId = 'dev-aaaaaaaa'): DownloadRecord =>
  downloadRecord({ lectureId, deviceId, variant: 'v0', height: 360, storedBytes: 10, state: 'done', permissionExpiresAt: '2026-12-01T00:00:00.000Z' });

beforeEach(async () => {
  await db.downloads.clear();
  // Cache Storage, as deleting a download clears its cached files (jsdom has none).
  vi.stubGlobal('caches', { open: async () => ({ delete: async () => true, match: async () => undefined, put: async () => undefined }), delete: async () => true });
});
afterEach(() => vi.unstubAllGlobals());

describe('renewDownloadPermissions', () => {
  it('renews what the learner may still watch and deletes the rest from the device', async () => {
    await db.downloads.bulkPut([record('l1'), record('l2'), { ...record('l3'), userId: 'u2' }]);
    const calls = fakeApi({
      'POST /api/learn/downloads/permissions': {
        body: {
          lectures: [
            { lectureId: 'l1', allowed: true, permissionExpiresAt: '2026-12-29T00:00:00.000Z' },
            { lectureId: 'l2', allowed: false, permissionExpiresAt: null },
          ],
        },
      },
    });
    expect(await renewDownloadPermissions('u1')).toBe(1);
    expect(calls.map((call) => call.body)).toEqual([{ deviceId: 'dev-aaaaaaaa', lectureIds: expect.arrayContaining(['l1', 'l2']) }]);
    expect((await db.downloads.get(['u1', 'l1']))?.permissionExpiresAt).toBe('2026-12-29T00:00:00.000Z');
    expect(await db.downloads.get(['u1', 'l2'])).toBeUndefined();
    // Another learner's downloads on the device are not theirs to renew or delete.
    expect(await db.downloads.get(['u2', 'l3'])).toBeTruthy();
  });

  it('deletes all of them when the account has been locked, and keeps them when the server is only unreachable', async () => {
    await db.downloads.bulkPut([record('l1'), record('l2', 'dev-bbbbbbbb'), { ...record('l3'), userId: 'u2' }]);
    fakeApi({ 'POST /api/learn/downloads/permissions': { status: 503, body: { message: 'Máy chủ đang bận.', code: 'SERVICE_UNAVAILABLE' } } });
    await expect(renewDownloadPermissions('u1')).rejects.toThrow();
    expect(await db.downloads.where('userId').equals('u1').count()).toBe(2);

    fakeApi({ 'POST /api/learn/downloads/permissions': { status: 403, body: { message: 'Tài khoản bạn đã bị khóa, hãy liên hệ admin', code: 'ACCOUNT_DISABLED' } } });
    expect(await renewDownloadPermissions('u1')).toBe(2);
    expect(await db.downloads.where('userId').equals('u1').count()).toBe(0);
    expect(await db.downloads.get(['u2', 'l3'])).toBeTruthy();
  });
});
