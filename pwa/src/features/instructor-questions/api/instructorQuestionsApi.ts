import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';
import type { AnswerInput, AnswerResult, InstructorQuestionsPage, QuestionDetail, QuestionMetricsReport, QuestionStatus, UnansweredCount } from './questionTypes';

export type * from './questionTypes';

export type InstructorQuestionsQuery = { page: number; limit?: number; courseId?: string; lectureId?: string; status?: QuestionStatus };

export function fetchInstructorQuestions(query: InstructorQuestionsQuery): Promise<InstructorQuestionsPage> {
  return unwrap(apiClient.GET('/api/instructor/questions', { params: { query } }));
}

export function fetchUnansweredCount(): Promise<UnansweredCount> {
  return unwrap(apiClient.GET('/api/instructor/questions/unanswered-count'));
}

/** A question with its answers (an admin also gets the hidden ones). */
export function fetchQuestion(questionId: string): Promise<QuestionDetail> {
  return unwrap(apiClient.GET('/api/questions/{questionId}', { params: { path: { questionId } } }));
}

/** Answers a question; a replayed clientId answers the first result instead of posting twice. */
export function postAnswer(questionId: string, input: AnswerInput): Promise<AnswerResult> {
  return unwrap(apiClient.POST('/api/questions/{questionId}/answers', { params: { path: { questionId } }, body: input }));
}

export function fetchQuestionMetrics(): Promise<QuestionMetricsReport> {
  return unwrap(apiClient.GET('/api/instructor/questions/metrics'));
}

/** Query keys of this feature: everything under `all`, so one invalidation refreshes every answer of it. */
export const instructorQuestionKeys = {
  all: ['instructor-questions'] as const,
  list: (query: InstructorQuestionsQuery) => [...instructorQuestionKeys.all, 'list', query] as const,
  unansweredCount: () => [...instructorQuestionKeys.all, 'unanswered-count'] as const,
  detail: (questionId: string) => [...instructorQuestionKeys.all, 'detail', questionId] as const,
  metrics: () => [...instructorQuestionKeys.all, 'metrics'] as const,
};

/** The questions on my courses (an admin's: all), unanswered first as the server orders them. */
export function useInstructorQuestions(query: InstructorQuestionsQuery) {
  return useQuery({ queryKey: instructorQuestionKeys.list(query), queryFn: () => fetchInstructorQuestions(query), placeholderData: keepPreviousData });
}

/** The sidebar badge: questions on my courses with no instructor answer yet. */
export function useUnansweredQuestionsCount(enabled: boolean) {
  return useQuery({ queryKey: instructorQuestionKeys.unansweredCount(), queryFn: fetchUnansweredCount, enabled, select: (data) => data.count });
}

export function useQuestionDetail(questionId: string, enabled = true) {
  return useQuery({ queryKey: instructorQuestionKeys.detail(questionId), queryFn: () => fetchQuestion(questionId), enabled: enabled && questionId !== '' });
}

export type AnswerVariables = { questionId: string } & AnswerInput;

/**
 * Answers as the instructor (or as the academy, for an admin). The list order, the badge, the question's
 * answers and the metrics all move, so the whole feature is refetched; `onAnswered` lets another
 * feature's caches (the admin queue) follow.
 */
export function useAnswerQuestion(onAnswered?: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, ...input }: AnswerVariables) => postAnswer(questionId, input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: instructorQuestionKeys.all }), onAnswered?.()]),
  });
}

/** The dashboard's 'Hỏi đáp 30 ngày qua': overall and per course. */
export function useQuestionMetrics() {
  return useQuery({ queryKey: instructorQuestionKeys.metrics(), queryFn: fetchQuestionMetrics });
}
