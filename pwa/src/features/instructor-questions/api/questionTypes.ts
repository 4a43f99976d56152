// The Q&A routes' shapes, named from the API's own OpenAPI description (api/schema.d.ts).
import type { ApiBody, ApiResponse } from '../../../api/types';

export type QuestionStatus = 'open' | 'answered' | 'solved';
export type InstructorQuestionsPage = ApiResponse<'/api/instructor/questions', 'get'>;
export type InstructorQuestion = InstructorQuestionsPage['questions'][number];
export type QuestionDetail = ApiResponse<'/api/questions/{questionId}', 'get'>;
export type QuestionView = QuestionDetail['question'];
export type AnswerView = QuestionDetail['answers'][number];
export type AnswerInput = ApiBody<'/api/questions/{questionId}/answers', 'post'>;
export type AnswerResult = ApiResponse<'/api/questions/{questionId}/answers', 'post'>;
export type UnansweredCount = ApiResponse<'/api/instructor/questions/unanswered-count', 'get'>;
export type QuestionMetricsReport = ApiResponse<'/api/instructor/questions/metrics', 'get'>;
