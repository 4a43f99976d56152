import type { AnswerView, CourseQuestionsPage, QuestionDetail, QuestionView } from './api/questionTypes';

export const questionView = (overrides: Partial<QuestionView> = {}): QuestionView => ({
  _id: 'q1',
  courseId: 'c1',
  lectureId: 'l2',
  lectureTitle: 'Tạo tài khoản quảng cáo',
  title: 'Ngân sách tối thiểu là bao nhiêu?',
  body: 'Em chạy thử 50.000 ₫ một ngày có được không?\nXem https://example.vn/a',
  videoSecond: 75,
  author: { name: 'Trần Bình', avatarUrl: null, isInstructor: false },
  createdAt: '2026-03-05T08:00:00Z',
  updatedAt: '2026-03-05T08:00:00Z',
  edited: false,
  deleted: false,
  status: 'answered',
  answersCount: 2,
  followersCount: 3,
  following: false,
  mine: false,
  acceptedAnswerId: null,
  ...overrides,
});

export const answerView = (overrides: Partial<AnswerView> = {}): AnswerView => ({
  _id: 'a1',
  questionId: 'q1',
  body: 'Được, nhưng nên chạy ít nhất 3 ngày.',
  author: { name: 'Nguyễn Văn An', avatarUrl: null, isInstructor: true },
  createdAt: '2026-03-05T09:00:00Z',
  updatedAt: '2026-03-05T09:00:00Z',
  edited: false,
  accepted: false,
  mine: false,
  hidden: false,
  ...overrides,
});

export const questionsPage = (questions: QuestionView[], page = 1, totalPages = 1): CourseQuestionsPage => ({
  questions,
  pagination: { currentPage: page, limit: 20, totalItems: questions.length, totalPages },
});

export const questionDetail = (question: QuestionView = questionView(), answers: AnswerView[] = [answerView()]): QuestionDetail => ({ question, answers });
