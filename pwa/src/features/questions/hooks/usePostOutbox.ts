import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { dismissPostRefusal, onPostSent, pendingPosts, postRefusals, type PostOutboxEntry } from '../../learn';
import { questionKeys } from '../api/questionsApi';

const NONE: never[] = [];

/**
 * The student's questions and answers of the course still in the outbox ('Đang chờ gửi') and those the
 * server refused. When one is sent (by this page's replay, or seen leaving the outbox when another tab or
 * the service worker sent it), the course's Q&A is fetched again to show it posted.
 */
export function usePostOutbox(userId: string, courseId: string) {
  const queryClient = useQueryClient();
  const local = useLiveQuery(async () => ({ pending: await pendingPosts(userId, courseId), refusals: await postRefusals(userId, courseId) }), [userId, courseId]);
  const pending: PostOutboxEntry[] = local?.pending ?? NONE;
  const waiting = pending.map((entry) => entry.clientId).join(',');
  const previous = useRef(waiting);
  useEffect(
    () =>
      onPostSent((entry) => {
        if (entry.userId === userId && entry.courseId === courseId) void queryClient.invalidateQueries({ queryKey: questionKeys.course(courseId) });
      }),
    [userId, courseId, queryClient],
  );
  useEffect(() => {
    const now = new Set(waiting.split(','));
    const before = previous.current.split(',').filter(Boolean);
    previous.current = waiting;
    if (before.some((clientId) => !now.has(clientId))) void queryClient.invalidateQueries({ queryKey: questionKeys.course(courseId) });
  }, [waiting, queryClient, courseId]);
  return { pending, refusals: local?.refusals ?? NONE, dismiss: (clientId: string) => void dismissPostRefusal(userId, clientId) };
}
