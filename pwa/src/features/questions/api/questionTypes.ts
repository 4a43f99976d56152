// The Q&A routes' shapes, named from the API's own OpenAPI description (api/schema.d.ts).
import type { ApiBody, ApiResponse, Pagination } from '../../../api/types';

export type CourseQuestionsPage = ApiResponse<'/api/courses/{courseId}/questions', 'get'>;
export type QuestionView = CourseQuestionsPage['questions'][number];
export type QuestionDetail = ApiResponse<'/api/questions/{questionId}', 'get'>;
export type AnswerView = QuestionDetail['answers'][number];
export type QuestionStatus = QuestionView['status'];
export type AskQuestionInput = ApiBody<'/api/courses/{courseId}/questions', 'post'>;
export type AskQuestionResult = ApiResponse<'/api/courses/{courseId}/questions', 'post'>;
export type EditQuestionInput = ApiBody<'/api/questions/{questionId}', 'patch'>;
export type AnswerInput = ApiBody<'/api/questions/{questionId}/answers', 'post'>;
export type AnswerResult = ApiResponse<'/api/questions/{questionId}/answers', 'post'>;
export type FollowResult = ApiResponse<'/api/questions/{questionId}/follow', 'post'>;

/** The list's filters, as the API names them. */
export type QuestionFilter = 'all' | 'lecture' | 'unanswered' | 'mine' | 'following';

export type { Pagination };
