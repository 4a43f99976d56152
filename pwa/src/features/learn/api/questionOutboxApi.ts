import { publicClient } from '../../../lib/http/publicClient';
import { unwrap } from '../../../lib/http/unwrap';

/** A queued question as the outbox sends it (POST /api/courses/{courseId}/questions). */
export type QuestionPost = { courseId: string; clientId: string; title: string; body: string; lectureId: string | null; videoSecond: number | null };
/** A queued answer as the outbox sends it (POST /api/questions/{questionId}/answers). */
export type AnswerPost = { questionId: string; clientId: string; body: string };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Posts one queued question with the given bearer token, like sendReviewChange: the outbox checks whose
 * token it holds before each send. A replay of the same clientId answers the first result, posting nothing.
 */
export async function sendQuestionPost(post: QuestionPost, bearerToken: string): Promise<void> {
  const { courseId, clientId, title, body, lectureId, videoSecond } = post;
  await unwrap(
    publicClient.POST('/api/courses/{courseId}/questions', {
      params: { path: { courseId } },
      headers: bearer(bearerToken),
      body: { title, body, lectureId, videoSecond, clientId },
    }),
  );
}

export async function sendAnswerPost(post: AnswerPost, bearerToken: string): Promise<void> {
  await unwrap(
    publicClient.POST('/api/questions/{questionId}/answers', {
      params: { path: { questionId: post.questionId } },
      headers: bearer(bearerToken),
      body: { body: post.body, clientId: post.clientId },
    }),
  );
}
