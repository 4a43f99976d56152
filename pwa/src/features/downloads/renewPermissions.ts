import { db } from '../../lib/db';
import { ApiError } from '../../lib/http/ApiError';
import { apiClient } from '../../lib/http/apiClient';
import { unwrap } from '../../lib/http/unwrap';
import { deleteAllDownloads, deleteDownload, downloadsOf } from './downloadRunner';

/**
 * Online, the app asks the server about everything it keeps (per device id the downloads were made with):
 * what the learner may still watch gets a new offline permission; what they may not (refunded in full,
 * the course gone, this device removed in settings) is deleted from the device, and everything when the
 * account has been locked. Returns how many were deleted.
 */
export async function renewDownloadPermissions(userId: string): Promise<number> {
  const downloads = await downloadsOf(userId);
  const byDevice = new Map<string, string[]>();
  for (const download of downloads) byDevice.set(download.deviceId, [...(byDevice.get(download.deviceId) ?? []), download.lectureId]);
  let deleted = 0;
  for (const [deviceId, lectureIds] of byDevice) {
    let lectures: { lectureId: string; allowed: boolean; permissionExpiresAt: string | null }[];
    try {
      ({ lectures } = await unwrap(apiClient.POST('/api/learn/downloads/permissions', { body: { deviceId, lectureIds } })));
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'ACCOUNT_DISABLED')) throw error;
      await deleteAllDownloads(userId);
      return downloads.length;
    }
    for (const lecture of lectures) {
      if (lecture.allowed && lecture.permissionExpiresAt) {
        await db.downloads.update([userId, lecture.lectureId], { permissionExpiresAt: lecture.permissionExpiresAt });
      } else if (!lecture.allowed) {
        await deleteDownload(userId, lecture.lectureId);
        deleted += 1;
      }
    }
  }
  return deleted;
}
