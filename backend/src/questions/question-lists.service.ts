import { Injectable } from '@nestjs/common';
import type { Actor } from '../common/access/ownership';
import { ownerFilter } from '../common/access/ownership';
import { paginationOf } from '../common/http/responses';
import { foldVietnamese } from '../common/text/slug';
import { Prisma, PrismaService } from '../prisma/prisma.service';
import {
  adminAnswerSelect,
  adminQuestionSelect,
  answerSelect,
  questionSelect,
  reportsSelect,
  toAdminAnswerView,
  toAdminQuestionView,
  toAnswerView,
  toInstructorQuestionView,
  toQuestionView,
  type AdminQuestionRow,
} from './question-views';
import type { AdminQuestionsQueryDto, CourseQuestionsQueryDto, InstructorQuestionsQueryDto } from './questions.dto';
import { QuestionsErrors } from './questions.errors';
import { QuestionsService } from './questions.service';

const DAY_MS = 86_400_000;
/** A question with no instructor answer after this long goes to the admins' list. */
export const OVERDUE_DAYS = 7;
const MAX_SEARCH_WORDS = 8;

/** What students, instructors and admins read of the questions. */
@Injectable()
export class QuestionListsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly questions: QuestionsService,
  ) {}

  /**
   * The course's questions (one lecture's with filter=lecture), newest first. q: every word must appear in
   * the title or body, accents or not ("khoa hoc" finds "Khóa học"). Hidden questions are left out.
   */
  async forCourse(actor: Actor, courseId: string, query: CourseQuestionsQueryDto) {
    await this.questions.access(this.prisma, actor, courseId);
    const where: Prisma.CourseQuestionWhereInput = { courseId, hidden: false };
    const and: Prisma.CourseQuestionWhereInput[] = [];
    if (query.filter === 'lecture') {
      if (!query.lectureId) throw QuestionsErrors.raise('QUESTION_LECTURE_REQUIRED');
      where.lectureId = query.lectureId;
    } else if (query.filter === 'unanswered') {
      Object.assign(where, { answersCount: 0, deletedAt: null });
    } else if (query.filter === 'mine') {
      where.userId = actor.id;
    } else if (query.filter === 'following') {
      where.follows = { some: { userId: actor.id } };
    }
    const words = foldVietnamese(query.q ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, MAX_SEARCH_WORDS);
    for (const word of words) and.push({ searchText: { contains: word } });
    if (and.length) where.AND = and;
    const [rows, total] = await Promise.all([
      this.prisma.courseQuestion.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (query.page - 1) * query.limit,
        take: query.limit,
        select: questionSelect,
      }),
      this.prisma.courseQuestion.count({ where }),
    ]);
    const followedIds = await this.followedAmong(
      actor.id,
      rows.map((row) => row.id),
    );
    return { questions: rows.map((row) => toQuestionView(row, { userId: actor.id, followedIds })), pagination: paginationOf(query.page, query.limit, total) };
  }

  /** A question and its visible answers: the instructor's first, then oldest first (admins see hidden ones too). */
  async detail(actor: Actor, questionId: string) {
    await this.questions.visibleQuestion(this.prisma, actor, questionId);
    const question = await this.questions.questionView(this.prisma, questionId, actor.id);
    const answers = await this.prisma.questionAnswer.findMany({
      where: { questionId, deletedAt: null, ...(actor.role === 'admin' ? {} : { hidden: false }) },
      orderBy: [{ isInstructor: 'desc' }, { createdAt: 'asc' }, { id: 'asc' }],
      select: answerSelect,
    });
    return { question, answers: answers.map((row) => toAnswerView(row, question.acceptedAnswerId, actor.id)) };
  }

  /**
   * The questions of the instructor's courses (every course for an admin): those waiting for the
   * instructor (status open) first, the longest waiting first; then the others, newest first.
   */
  async forInstructor(actor: Actor, query: InstructorQuestionsQueryDto) {
    const where = this.inboxWhere(actor, query);
    const [page, counted] = await Promise.all([
      this.prisma.$queryRaw<{ id: string }[]>`
        SELECT q.id FROM course_questions q JOIN courses c ON c.id = q.course_id WHERE ${where}
         ORDER BY (q.status = 'open') DESC, CASE WHEN q.status = 'open' THEN q.created_at END ASC, q.created_at DESC, q.id DESC
         LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
      this.prisma.$queryRaw<{ total: bigint | number }[]>`SELECT COUNT(*) AS total FROM course_questions q JOIN courses c ON c.id = q.course_id WHERE ${where}`,
    ]);
    const ids = page.map((row) => row.id);
    const rows = ids.length ? await this.prisma.courseQuestion.findMany({ where: { id: { in: ids } }, select: questionSelect }) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const followedIds = await this.followedAmong(actor.id, ids);
    return {
      questions: ids.flatMap((id) => (byId.has(id) ? [toInstructorQuestionView(byId.get(id)!, { userId: actor.id, followedIds })] : [])),
      pagination: paginationOf(query.page, query.limit, Number(counted[0]?.total ?? 0)),
    };
  }

  /** The sidebar badge: questions of the instructor's courses still waiting for them. */
  async unansweredCount(actor: Actor) {
    const where = this.inboxWhere(actor, { status: 'open' });
    const [row] = await this.prisma.$queryRaw<{ total: bigint | number }[]>`SELECT COUNT(*) AS total FROM course_questions q JOIN courses c ON c.id = q.course_id WHERE ${where}`;
    return { count: Number(row?.total ?? 0) };
  }

  private inboxWhere(actor: Actor, query: Partial<Pick<InstructorQuestionsQueryDto, 'courseId' | 'lectureId' | 'status'>>) {
    const conditions = [Prisma.sql`q.hidden = FALSE`, Prisma.sql`q.deleted_at IS NULL`];
    const owner = ownerFilter(actor);
    if (owner) conditions.push(Prisma.sql`c.instructor_id = ${owner}`);
    if (query.courseId) conditions.push(Prisma.sql`q.course_id = ${query.courseId}`);
    if (query.lectureId) conditions.push(Prisma.sql`q.lecture_id = ${query.lectureId}`);
    if (query.status) conditions.push(Prisma.sql`q.status = ${query.status}`);
    return Prisma.join(conditions, ' AND ');
  }

  /**
   * reported: a question or one of its answers with open reports, most reported first; overdue: no
   * instructor answer after OVERDUE_DAYS, the longest waiting first; hidden: the question or an answer hidden.
   */
  async forAdmin(query: AdminQuestionsQueryDto, now = new Date()) {
    const where: Prisma.CourseQuestionWhereInput =
      query.status === 'reported'
        ? { OR: [{ openReports: { gt: 0 } }, { answers: { some: { openReports: { gt: 0 }, deletedAt: null } } }] }
        : query.status === 'overdue'
          ? { status: 'open', hidden: false, deletedAt: null, createdAt: { lt: new Date(now.getTime() - OVERDUE_DAYS * DAY_MS) } }
          : { OR: [{ hidden: true }, { answers: { some: { hidden: true, deletedAt: null } } }] };
    const orderBy: Prisma.CourseQuestionOrderByWithRelationInput[] =
      query.status === 'reported'
        ? [{ openReports: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }]
        : query.status === 'overdue'
          ? [{ createdAt: 'asc' }, { id: 'asc' }]
          : [{ updatedAt: 'desc' }, { id: 'desc' }];
    const [rows, total] = await Promise.all([
      this.prisma.courseQuestion.findMany({ where, orderBy, skip: (query.page - 1) * query.limit, take: query.limit, select: adminQuestionSelect }),
      this.prisma.courseQuestion.count({ where }),
    ]);
    return { questions: await Promise.all(rows.map((row) => this.adminView(row))), pagination: paginationOf(query.page, query.limit, total) };
  }

  /** A question as an admin decides on it: its reports and its reported or hidden answers with theirs. */
  async adminView(row: AdminQuestionRow) {
    const [reports, answers] = await Promise.all([
      this.prisma.postReport.findMany({ ...reportsSelect, where: { postKind: 'question', postId: row.id } }),
      this.prisma.questionAnswer.findMany({
        where: { questionId: row.id, deletedAt: null, OR: [{ openReports: { gt: 0 } }, { hidden: true }] },
        orderBy: [{ openReports: 'desc' }, { createdAt: 'asc' }],
        select: adminAnswerSelect,
      }),
    ]);
    const answerReports = answers.length
      ? await this.prisma.postReport.findMany({
          where: { postKind: 'answer', postId: { in: answers.map((answer) => answer.id) } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          select: { postId: true, ...reportsSelect.select },
        })
      : [];
    const flagged = answers.map((answer) => toAdminAnswerView(answer, row.acceptedAnswerId, answerReports.filter((report) => report.postId === answer.id).slice(0, 5)));
    return toAdminQuestionView(row, reports, flagged);
  }

  private async followedAmong(userId: string, questionIds: string[]): Promise<Set<string>> {
    if (!questionIds.length) return new Set();
    const follows = await this.prisma.questionFollow.findMany({ where: { userId, questionId: { in: questionIds } }, select: { questionId: true } });
    return new Set(follows.map((follow) => follow.questionId));
  }
}
