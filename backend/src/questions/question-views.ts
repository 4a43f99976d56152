import { foldVietnamese } from '../common/text/slug';
import { Prisma } from '../prisma/prisma.service';
import type { AdminAnswerView, AdminQuestionView, AnswerView, QuestionView } from './questions.dto';

/** What the word search reads: title and body, folded (lower case, no accents). */
export const searchTextOf = (title: string, body: string) => foldVietnamese(`${title}\n${body}`);

const authorSelect = { select: { name: true, avatarUrl: true, role: true } } as const;

/** The columns a QuestionView is made of. */
export const questionSelect = {
  id: true,
  courseId: true,
  lectureId: true,
  userId: true,
  title: true,
  body: true,
  videoSecond: true,
  status: true,
  acceptedAnswerId: true,
  answersCount: true,
  followersCount: true,
  editedAt: true,
  deletedAt: true,
  createdAt: true,
  updatedAt: true,
  lecture: { select: { title: true } },
  user: authorSelect,
  course: { select: { title: true, slug: true, instructorId: true } },
} satisfies Prisma.CourseQuestionSelect;
export type QuestionRow = Prisma.CourseQuestionGetPayload<{ select: typeof questionSelect }>;

/** The latest 5 reports of a post (open or closed: on a hidden post they say why it was reported). */
const reportsSelect = {
  orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  take: 5,
  select: { reason: true, createdAt: true, reporter: { select: { name: true } } },
} satisfies Prisma.PostReportFindManyArgs;

export const answerSelect = {
  id: true,
  questionId: true,
  userId: true,
  body: true,
  isInstructor: true,
  hidden: true,
  editedAt: true,
  createdAt: true,
  updatedAt: true,
  user: authorSelect,
} satisfies Prisma.QuestionAnswerSelect;
export type AnswerRow = Prisma.QuestionAnswerGetPayload<{ select: typeof answerSelect }>;

export const adminAnswerSelect = { ...answerSelect, hiddenReason: true, openReports: true } satisfies Prisma.QuestionAnswerSelect;
export type AdminAnswerRow = Prisma.QuestionAnswerGetPayload<{ select: typeof adminAnswerSelect }>;

export const adminQuestionSelect = { ...questionSelect, hidden: true, hiddenReason: true, openReports: true } satisfies Prisma.CourseQuestionSelect;
export type AdminQuestionRow = Prisma.CourseQuestionGetPayload<{ select: typeof adminQuestionSelect }>;

export type ReportRow = { reason: string; createdAt: Date; reporter: { name: string } };
export { reportsSelect };

/** Who is looking: `followedIds` are the questions of the page the viewer follows. */
export interface QuestionViewer {
  userId?: string;
  followedIds?: ReadonlySet<string>;
}

export function toQuestionView(row: QuestionRow, viewer: QuestionViewer = {}): QuestionView {
  const deleted = row.deletedAt !== null;
  return {
    _id: row.id,
    courseId: row.courseId,
    lectureId: row.lectureId,
    lectureTitle: row.lecture?.title ?? null,
    title: deleted ? '' : row.title,
    body: deleted ? '' : row.body,
    videoSecond: row.videoSecond,
    author: { name: row.user.name, avatarUrl: row.user.avatarUrl, isInstructor: row.userId === row.course.instructorId || row.user.role === 'admin' },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    edited: row.editedAt !== null,
    deleted,
    status: row.status,
    answersCount: row.answersCount,
    followersCount: row.followersCount,
    following: viewer.followedIds?.has(row.id) ?? false,
    mine: viewer.userId !== undefined && viewer.userId === row.userId,
    acceptedAnswerId: row.acceptedAnswerId,
  };
}

export function toInstructorQuestionView(row: QuestionRow, viewer: QuestionViewer = {}) {
  return { ...toQuestionView(row, viewer), courseTitle: row.course.title, courseSlug: row.course.slug };
}

export function toAnswerView(row: AnswerRow, acceptedAnswerId: string | null, viewerId?: string): AnswerView {
  return {
    _id: row.id,
    questionId: row.questionId,
    body: row.body,
    author: { name: row.user.name, avatarUrl: row.user.avatarUrl, isInstructor: row.isInstructor },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    edited: row.editedAt !== null,
    accepted: row.id === acceptedAnswerId,
    mine: viewerId !== undefined && viewerId === row.userId,
    hidden: row.hidden,
  };
}

const toReports = (reports: ReportRow[]) => reports.map((report) => ({ reason: report.reason, reporterName: report.reporter.name, createdAt: report.createdAt.toISOString() }));

export function toAdminAnswerView(row: AdminAnswerRow, acceptedAnswerId: string | null, reports: ReportRow[]): AdminAnswerView {
  return { ...toAnswerView(row, acceptedAnswerId), hiddenReason: row.hiddenReason, openReports: row.openReports, reports: toReports(reports) };
}

export function toAdminQuestionView(row: AdminQuestionRow, reports: ReportRow[], flaggedAnswers: AdminAnswerView[]): AdminQuestionView {
  const view = toInstructorQuestionView(row);
  // The admin decides on what was written, deleted or not.
  return {
    ...view,
    title: row.title,
    body: row.body,
    hidden: row.hidden,
    hiddenReason: row.hiddenReason,
    openReports: row.openReports,
    reports: toReports(reports),
    flaggedAnswers,
  };
}
