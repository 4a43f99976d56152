import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type ManagedQuiz = ApiResponse<'/api/instructor/lectures/{lectureId}/quiz', 'get'>['quiz'];
export type QuizInput = ApiBody<'/api/instructor/lectures/{lectureId}/quiz', 'put'>;
export type QuizStats = ApiResponse<'/api/instructor/lectures/{lectureId}/quiz/stats', 'get'>;

export async function fetchQuiz(lectureId: string): Promise<ManagedQuiz> {
  return (await unwrap(apiClient.GET('/api/instructor/lectures/{lectureId}/quiz', { params: { path: { lectureId } } }))).quiz;
}

export async function saveQuiz(lectureId: string, input: QuizInput): Promise<ManagedQuiz> {
  return (await unwrap(apiClient.PUT('/api/instructor/lectures/{lectureId}/quiz', { params: { path: { lectureId } }, body: input }))).quiz;
}

export function fetchQuizStats(lectureId: string): Promise<QuizStats> {
  return unwrap(apiClient.GET('/api/instructor/lectures/{lectureId}/quiz/stats', { params: { path: { lectureId } } }));
}

/** Query keys of one quiz lecture: its questions (with the answers) and its figures. */
export const quizEditorKeys = {
  all: ['quiz-editor'] as const,
  quiz: (lectureId: string) => [...quizEditorKeys.all, 'quiz', lectureId] as const,
  stats: (lectureId: string) => [...quizEditorKeys.all, 'stats', lectureId] as const,
};

/** The quiz as the instructor writes it; `enabled` false only reads what the cache already holds. */
export function useManagedQuiz(lectureId: string, { enabled = true } = {}) {
  return useQuery({ queryKey: quizEditorKeys.quiz(lectureId), queryFn: () => fetchQuiz(lectureId), enabled });
}

export function useQuizStats(lectureId: string) {
  return useQuery({ queryKey: quizEditorKeys.stats(lectureId), queryFn: () => fetchQuizStats(lectureId) });
}

/** Saves the whole quiz; the answer (with the ids of new questions and options) replaces the cached one. */
export function useSaveQuiz(lectureId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuizInput) => saveQuiz(lectureId, input),
    onSuccess: (quiz) => {
      queryClient.setQueryData(quizEditorKeys.quiz(lectureId), quiz);
      // The most missed question may have been deleted or reworded.
      return queryClient.invalidateQueries({ queryKey: quizEditorKeys.stats(lectureId) });
    },
  });
}
