import { useEffect } from 'react';
import { useAuth } from '../../auth';
import { startProgressSyncAgent } from '../sync/syncScheduler';

/**
 * Replays the signed-in student's progress outbox on app start, on `online` and on Background Sync.
 * Signing out stops it and leaves that user's outbox in place for their next sign-in.
 */
export function ProgressSyncAgent() {
  const userId = useAuth().user?._id;
  useEffect(() => (userId ? startProgressSyncAgent(userId) : undefined), [userId]);
  return null;
}
