import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';
import { instructorQuestionKeys } from '../../instructor-questions';

export type AdminQuestionStatusFilter = 'reported' | 'overdue' | 'hidden';
export type AdminQuestionsPage = ApiResponse<'/api/admin/questions', 'get'>;
export type AdminQuestion = AdminQuestionsPage['questions'][number];
export type AdminAnswer = AdminQuestion['flaggedAnswers'][number];
export type PostVisibilityInput = ApiBody<'/api/admin/questions/{questionId}/visibility', 'put'>;

export type AdminQuestionsQuery = { page: number; limit?: number; status: AdminQuestionStatusFilter };

export function fetchAdminQuestions(query: AdminQuestionsQuery): Promise<AdminQuestionsPage> {
  return unwrap(apiClient.GET('/api/admin/questions', { params: { query } }));
}

export function setQuestionVisibility(questionId: string, input: PostVisibilityInput) {
  return unwrap(apiClient.PUT('/api/admin/questions/{questionId}/visibility', { params: { path: { questionId } }, body: input }));
}

export function setAnswerVisibility(answerId: string, input: PostVisibilityInput) {
  return unwrap(apiClient.PUT('/api/admin/answers/{answerId}/visibility', { params: { path: { answerId } }, body: input }));
}

/** Query keys of this feature: everything under `all`, so one invalidation refreshes every answer of it. */
export const adminQuestionKeys = {
  all: ['admin-questions'] as const,
  list: (query: AdminQuestionsQuery) => [...adminQuestionKeys.all, 'list', query] as const,
};

/** The moderation queue: reported posts, questions waiting over 7 days, or the hidden ones. */
export function useAdminQuestions(query: AdminQuestionsQuery) {
  return useQuery({ queryKey: adminQuestionKeys.list(query), queryFn: () => fetchAdminQuestions(query), placeholderData: keepPreviousData });
}

export type PostVisibilityVariables = { target: 'question' | 'answer'; id: string } & PostVisibilityInput;

/** Hides or restores a question or an answer with a reason; the queue's tabs and the instructors' lists move. */
export function useSetPostVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, id, ...input }: PostVisibilityVariables): Promise<unknown> =>
      target === 'question' ? setQuestionVisibility(id, input) : setAnswerVisibility(id, input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminQuestionKeys.all }), queryClient.invalidateQueries({ queryKey: instructorQuestionKeys.all })]),
  });
}

/** Refreshes the queue after an answer posted from it (the question leaves 'overdue'). */
export function useInvalidateAdminQuestions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminQuestionKeys.all });
}
