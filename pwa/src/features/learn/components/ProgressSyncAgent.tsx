import { useEffect } from 'react';
import { renewDownloadPermissions, resumeInterruptedDownloads } from '../../downloads';
import { usableCourseAccess } from '../usableCourseAccess';
import { useAuth } from '../../auth';
import { startProgressSyncAgent } from '../sync/syncScheduler';

/**
 * Replays the signed-in student's progress outbox on app start, on `online` and on Background Sync.
 * Signing out stops it and leaves that user's outbox in place for their next sign-in.
 */
export function ProgressSyncAgent() {
  const userId = useAuth().user?._id;
  useEffect(() => (userId ? startProgressSyncAgent(userId) : undefined), [userId]);
  // Downloads cut off by closing the app go on where they stopped, with the face check this tab still holds.
  useEffect(() => {
    if (userId) void resumeInterruptedDownloads(userId, (courseId) => usableCourseAccess(userId, courseId)?.token ?? null).catch((error: unknown) => console.error(error));
  }, [userId]);
  // Online (at start, and each time the connection returns): renew what is kept, delete what access no longer covers.
  useEffect(() => {
    if (!userId) return undefined;
    const renew = () => {
      if (navigator.onLine) void renewDownloadPermissions(userId).catch(() => undefined);
    };
    renew();
    window.addEventListener('online', renew);
    return () => window.removeEventListener('online', renew);
  }, [userId]);
  return null;
}
