import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/ApiError';
import { apiClient } from '../../../lib/http/apiClient';
import { NETWORK_ERROR_MESSAGE, unwrap } from '../../../lib/http/unwrap';
import { foldAccents, readDiscussions, saveDiscussionPart } from '../../../lib/discussionCache';
import type { CourseQuestionsPage, EditQuestionInput, FollowResult, QuestionDetail, QuestionFilter, QuestionView } from './questionTypes';

export type * from './questionTypes';

/** SPEC (issue 30): the player's Q&A lists 20 questions a page. */
export const QUESTIONS_PAGE_SIZE = 20;
/** Questions whose details are kept for reading offline (the first ones of the first page). */
export const OFFLINE_DETAILS = 10;

export type QuestionsQuery = { page: number; filter: QuestionFilter; lectureId?: string; q?: string };

/** What the tab shows: the server's answer, or (`saved`) the copy kept on this device while offline. */
export type Saved<T> = T & { saved?: true };

const questionPath = (questionId: string) => ({ params: { path: { questionId } } });
const answerPath = (answerId: string) => ({ params: { path: { answerId } } });
const offlineError = () => new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
const isDefaultPage = (query: QuestionsQuery) => query.page === 1 && query.filter === 'all' && !query.q;

export function fetchCourseQuestions(courseId: string, query: QuestionsQuery, limit = QUESTIONS_PAGE_SIZE): Promise<CourseQuestionsPage> {
  const { page, filter, lectureId, q } = query;
  return unwrap(apiClient.GET('/api/courses/{courseId}/questions', { params: { path: { courseId }, query: { page, limit, filter, lectureId, q: q || undefined } } }));
}

export function fetchQuestion(questionId: string): Promise<QuestionDetail> {
  return unwrap(apiClient.GET('/api/questions/{questionId}', questionPath(questionId)));
}

/**
 * Keeps the course's first page of questions, the first ones' details, for reading offline (called when
 * the course itself is kept, docs/learning.md). A failure only means an older copy stays.
 */
export async function keepQuestionsOffline(userId: string, courseId: string): Promise<void> {
  const page = await fetchCourseQuestions(courseId, { page: 1, filter: 'all' });
  const details: Record<string, QuestionDetail> = {};
  for (const question of page.questions.slice(0, OFFLINE_DETAILS)) details[question._id] = await fetchQuestion(question._id);
  await saveDiscussionPart(userId, courseId, { questions: page, details });
}

/** The saved first page, narrowed offline as the server would: filter and words (accents or not) on what is kept. */
async function savedQuestions(userId: string, courseId: string, query: QuestionsQuery): Promise<Saved<CourseQuestionsPage>> {
  const page = (await readDiscussions(userId, courseId))?.questions as CourseQuestionsPage | undefined;
  if (!page) throw offlineError();
  const words = foldAccents(query.q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const keep = (question: QuestionView) => {
    if (query.filter === 'lecture' && question.lectureId !== query.lectureId) return false;
    if (query.filter === 'unanswered' && question.answersCount > 0) return false;
    if (query.filter === 'mine' && !question.mine) return false;
    if (query.filter === 'following' && !question.following) return false;
    const text = foldAccents(`${question.title} ${question.body}`);
    return words.every((word) => text.includes(word));
  };
  const questions = query.page === 1 ? page.questions.filter(keep) : [];
  return { questions, pagination: { ...page.pagination, currentPage: query.page, totalItems: questions.length, totalPages: 1 }, saved: true };
}

async function savedQuestion(userId: string, courseId: string, questionId: string): Promise<Saved<QuestionDetail>> {
  const detail = (await readDiscussions(userId, courseId))?.details?.[questionId] as QuestionDetail | undefined;
  if (!detail) throw offlineError();
  return { ...detail, saved: true };
}

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;

// ---------------------------------------------------------------------------------------------------------
// Cache
// ---------------------------------------------------------------------------------------------------------

/** Query keys of this feature: everything under `all`, so one invalidation refreshes every answer of it. */
export const questionKeys = {
  all: ['questions'] as const,
  course: (courseId: string) => [...questionKeys.all, 'course', courseId] as const,
  list: (courseId: string, query: QuestionsQuery) => [...questionKeys.course(courseId), 'list', query] as const,
  detail: (courseId: string, questionId: string) => [...questionKeys.course(courseId), 'detail', questionId] as const,
};

/**
 * A page of the course's questions. Offline, or when the server cannot be reached, the copy kept on
 * this device answers instead (marked `saved`); online, the default first page refreshes that copy.
 */
export function useCourseQuestions(userId: string, courseId: string, query: QuestionsQuery) {
  return useQuery({
    queryKey: questionKeys.list(courseId, query),
    queryFn: async (): Promise<Saved<CourseQuestionsPage>> => {
      if (!navigator.onLine) return savedQuestions(userId, courseId, query);
      try {
        const page = await fetchCourseQuestions(courseId, query);
        if (isDefaultPage(query)) await saveDiscussionPart(userId, courseId, { questions: page }).catch((error: unknown) => console.error(error));
        return page;
      } catch (error) {
        if (isNetworkFailure(error)) return savedQuestions(userId, courseId, query).catch(() => Promise.reject(error));
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    // Offline it answers from the device at once instead of pausing until the network is back.
    networkMode: 'always',
  });
}

/** A question with its answers (instructor's first, as the API orders them); the saved copy offline. */
export function useQuestion(userId: string, courseId: string, questionId: string) {
  return useQuery({
    queryKey: questionKeys.detail(courseId, questionId),
    queryFn: async (): Promise<Saved<QuestionDetail>> => {
      if (!navigator.onLine) return savedQuestion(userId, courseId, questionId);
      try {
        const detail = await fetchQuestion(questionId);
        // Kept when the course's copy holds it already (one of the first questions), so it stays fresh.
        await saveDiscussionPart(userId, courseId, (record) => (record?.details?.[questionId] ? { details: { ...record.details, [questionId]: detail } } : {})).catch(
          (error: unknown) => console.error(error),
        );
        return detail;
      } catch (error) {
        if (isNetworkFailure(error)) return savedQuestion(userId, courseId, questionId).catch(() => Promise.reject(error));
        throw error;
      }
    },
    // As the list: offline the saved copy answers at once.
    networkMode: 'always',
  });
}

/** Every change to a post refreshes the course's lists and details (status, counts, order change with it). */
function useQuestionMutation<Input, Result>(courseId: string, mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: questionKeys.course(courseId) }) });
}

export function useEditQuestion(courseId: string) {
  return useQuestionMutation(courseId, ({ questionId, input }: { questionId: string; input: EditQuestionInput }) =>
    unwrap(apiClient.PATCH('/api/questions/{questionId}', { ...questionPath(questionId), body: input })),
  );
}

export function useDeleteQuestion(courseId: string) {
  return useQuestionMutation(courseId, (questionId: string) => unwrap(apiClient.DELETE('/api/questions/{questionId}', questionPath(questionId))));
}

export function useEditAnswer(courseId: string) {
  return useQuestionMutation(courseId, ({ answerId, body }: { answerId: string; body: string }) =>
    unwrap(apiClient.PATCH('/api/answers/{answerId}', { ...answerPath(answerId), body: { body } })),
  );
}

export function useDeleteAnswer(courseId: string) {
  return useQuestionMutation(courseId, (answerId: string) => unwrap(apiClient.DELETE('/api/answers/{answerId}', answerPath(answerId))));
}

export function useAcceptAnswer(courseId: string) {
  return useQuestionMutation(courseId, ({ questionId, answerId }: { questionId: string; answerId: string }) =>
    unwrap(apiClient.POST('/api/questions/{questionId}/accept', { ...questionPath(questionId), body: { answerId } })),
  );
}

/** 'Tôi cũng muốn biết': follow (and raise) the question, or stop following it. */
export function useFollowQuestion(courseId: string) {
  return useQuestionMutation(courseId, ({ questionId, follow }: { questionId: string; follow: boolean }): Promise<FollowResult> =>
    unwrap(
      follow ? apiClient.POST('/api/questions/{questionId}/follow', questionPath(questionId)) : apiClient.DELETE('/api/questions/{questionId}/follow', questionPath(questionId)),
    ),
  );
}

export type ReportTarget = { kind: 'question'; id: string } | { kind: 'answer'; id: string };

export function useReportPost(courseId: string) {
  return useQuestionMutation(courseId, ({ target, reason }: { target: ReportTarget; reason: string }) =>
    target.kind === 'question'
      ? unwrap(apiClient.POST('/api/questions/{questionId}/reports', { ...questionPath(target.id), body: { reason } }))
      : unwrap(apiClient.POST('/api/answers/{answerId}/reports', { ...answerPath(target.id), body: { reason } })),
  );
}
