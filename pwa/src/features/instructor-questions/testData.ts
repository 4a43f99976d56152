import type { AnswerView, InstructorQuestion } from './api/instructorQuestionsApi';

/** A question on my course as GET /api/instructor/questions gives it. */
export function instructorQuestion(id: string, fields: Partial<InstructorQuestion> = {}): InstructorQuestion {
  return {
    _id: id,
    courseId: 'c1',
    courseTitle: 'Quảng cáo Facebook',
    courseSlug: 'quang-cao-facebook',
    lectureId: 'l1',
    lectureTitle: 'Cài đặt Pixel',
    title: `Câu hỏi ${id}`,
    body: `Nội dung ${id}`,
    videoSecond: null,
    author: { name: `Học viên ${id}`, avatarUrl: null, isInstructor: false },
    createdAt: '2026-11-20T03:00:00Z',
    updatedAt: '2026-11-20T03:00:00Z',
    edited: false,
    deleted: false,
    status: 'open',
    answersCount: 0,
    followersCount: 1,
    following: false,
    mine: false,
    acceptedAnswerId: null,
    ...fields,
  };
}

export function answerView(id: string, questionId: string, fields: Partial<AnswerView> = {}): AnswerView {
  return {
    _id: id,
    questionId,
    body: `Trả lời ${id}`,
    author: { name: 'Giảng viên Minh', avatarUrl: null, isInstructor: true },
    createdAt: '2026-11-21T03:00:00Z',
    updatedAt: '2026-11-21T03:00:00Z',
    edited: false,
    accepted: false,
    mine: true,
    hidden: false,
    ...fields,
  };
}
