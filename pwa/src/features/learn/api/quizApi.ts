import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { publicClient } from '../../../lib/http/publicClient';
import { unwrap } from '../../../lib/http/unwrap';
import type { QuizAnswer } from '../../../lib/db';

export type QuizAttemptReply = ApiResponse<'/api/learn/quizzes/{lectureId}/attempts', 'post'>;
export type GradedAttempt = QuizAttemptReply['attempt'];
export type MyQuizAttempts = ApiResponse<'/api/learn/quizzes/{lectureId}/attempts', 'get'>;

/** A queued attempt as the outbox sends it: the server grades a clientId once and answers replays with the first result. */
export type QuizAttemptPost = { lectureId: string; clientId: string; takenAt: string; answers: QuizAnswer[] };

/** Sends one attempt with the given bearer token (the outbox checks whose token it holds, as for progress). */
export function sendQuizAttempt(post: QuizAttemptPost, bearerToken: string): Promise<QuizAttemptReply> {
  const { lectureId, clientId, takenAt, answers } = post;
  return unwrap(
    publicClient.POST('/api/learn/quizzes/{lectureId}/attempts', {
      params: { path: { lectureId } },
      headers: { Authorization: `Bearer ${bearerToken}` },
      body: { clientId, takenAt, answers },
    }),
  );
}

/** The learner's graded attempts at a quiz (also those of other devices), newest first. */
export function fetchMyQuizAttempts(lectureId: string): Promise<MyQuizAttempts> {
  return unwrap(apiClient.GET('/api/learn/quizzes/{lectureId}/attempts', { params: { path: { lectureId } } }));
}
