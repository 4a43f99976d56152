import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { QuizAttemptRecord } from '../../../lib/db';
import { fetchMyQuizAttempts } from '../api/quizApi';
import { keepGradedAttempts, quizAttemptsOf } from '../sync/quizOutbox';

const NONE: QuizAttemptRecord[] = [];

/**
 * The learner's attempts at a quiz as this device knows them (newest first, live): its own, pending or
 * graded, and, once read online, those of other devices. Offline the device's copy is all there is.
 */
export function useQuizAttempts(userId: string, lectureId: string, online: boolean): QuizAttemptRecord[] {
  useQuery({
    queryKey: ['quiz-attempts', userId, lectureId],
    queryFn: async () => {
      const { attempts } = await fetchMyQuizAttempts(lectureId);
      await keepGradedAttempts(userId, attempts);
      return attempts.length;
    },
    enabled: online,
    retry: false,
  });
  return useLiveQuery(() => quizAttemptsOf(userId, lectureId), [userId, lectureId], NONE);
}
