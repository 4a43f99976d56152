import { Injectable } from '@nestjs/common';
import type { Actor } from '../common/access/ownership';
import { ownerFilter } from '../common/access/ownership';
import { paginationOf } from '../common/http/responses';
import { containsPattern } from '../common/text/like';
import { Prisma, PrismaService } from '../prisma/prisma.service';
import {
  adminAnswerSelect,
  adminQuestionSelect,
  answerSelect,
  reportsSelect,
  toAdminAnswerView,
  toAdminQuestionView,
  toAnswerView,
  toInstructorQuestionView,
  toQuestionView,
  type AdminQuestionRow,
  type QuestionRow,
} from './question-views';
import { forViewer, QuestionListCache, questionListKeys, searchWords, SHARED_FILTERS, type SharedQuestionPage } from './question-list-cache';
import { OVERDUE_MS } from './question-waiting';
import { QUESTION_STATUSES, type AdminQuestionsQueryDto, type CourseQuestionsQueryDto, type InstructorQuestionsQueryDto } from './questions.dto';
import { QuestionsErrors } from './questions.errors';
import { QuestionsService } from './questions.service';

/**
 * How far past the page shown a list counts, so that its total costs about what its page costs whatever
 * the size of the course: up to there totalItems is exact; beyond it, it is a lower bound ("at least") and
 * the pager offers the pages counted. A plain list counts index entries only (1,000 cost about one page);
 * a word search reads each row's text (on the benchmark's course, some 50 µs per match of three common
 * words), so it counts only the next page and whether there is more.
 */
export const LIST_COUNT_AHEAD = 1000;
export const SEARCH_COUNT_AHEAD_PAGES = 2;

/** A question as the lists read it in one query: the columns of questionSelect, its relations flattened. */
interface QuestionListRow {
  id: string;
  course_id: string;
  lecture_id: string | null;
  user_id: string;
  title: string;
  body: string;
  video_second: number | null;
  status: QuestionRow['status'];
  accepted_answer_id: string | null;
  answers_count: number;
  followers_count: number;
  edited_at: Date | null;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
  lecture_title: string | null;
  author_name: string;
  author_avatar_url: string | null;
  author_role: QuestionRow['user']['role'];
  course_title: string;
  course_slug: string;
  course_instructor_id: string;
  /** 1 when the viewer follows it. */
  following: number | bigint;
}

function toQuestionRow(row: QuestionListRow): QuestionRow {
  return {
    id: row.id,
    courseId: row.course_id,
    lectureId: row.lecture_id,
    userId: row.user_id,
    title: row.title,
    body: row.body,
    videoSecond: row.video_second,
    status: row.status,
    acceptedAnswerId: row.accepted_answer_id,
    answersCount: row.answers_count,
    followersCount: row.followers_count,
    editedAt: row.edited_at,
    deletedAt: row.deleted_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lecture: row.lecture_id === null ? null : { title: row.lecture_title ?? '' },
    user: { name: row.author_name, avatarUrl: row.author_avatar_url, role: row.author_role },
    course: { title: row.course_title, slug: row.course_slug, instructorId: row.course_instructor_id },
  };
}

const NEWEST_FIRST = Prisma.sql`q.created_at DESC, q.id DESC`;

/** A page of questions, and those of them the viewer follows. */
interface QuestionPage {
  rows: QuestionRow[];
  followedIds: Set<string>;
}

/** What students, instructors and admins read of the questions. */
@Injectable()
export class QuestionListsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly questions: QuestionsService,
    private readonly cache: QuestionListCache,
  ) {}

  /**
   * The course's questions (one lecture's with filter=lecture), newest first. q: every word must appear in
   * the title or body, accents or not ("khoa hoc" finds "Khóa học"). Hidden questions are left out. Each
   * filter walks an index in the list's order (prisma/schema/questions.prisma) and stops at the page. The
   * pages of the shared filters are cached (QuestionListCache) and marked with the viewer's follows here.
   */
  async forCourse(actor: Actor, courseId: string, query: CourseQuestionsQueryDto) {
    await this.questions.access(this.prisma, actor, courseId);
    if (query.filter === 'lecture' && !query.lectureId) throw QuestionsErrors.raise('QUESTION_LECTURE_REQUIRED');
    if (SHARED_FILTERS.has(query.filter)) {
      const page = await this.cache.get(questionListKeys.coursePage(courseId, query), () => this.sharedCoursePage(courseId, query));
      return forViewer(page, actor.id, await this.followedAmong(actor.id, page));
    }
    const { rows, followedIds, pagination } = await this.coursePage(courseId, query, actor.id);
    return { questions: rows.map((row) => toQuestionView(row, { userId: actor.id, followedIds })), pagination };
  }

  /** A page of the course's questions for a shared filter, as every reader sees it. */
  private async sharedCoursePage(courseId: string, query: CourseQuestionsQueryDto): Promise<SharedQuestionPage> {
    const { rows, pagination } = await this.coursePage(courseId, query, null);
    return { questions: rows.map((row) => ({ view: toQuestionView(row), authorId: row.userId })), pagination };
  }

  /** The questions of `page` that `viewerId` follows. */
  private async followedAmong(viewerId: string, page: SharedQuestionPage): Promise<Set<string>> {
    if (page.questions.length === 0) return new Set();
    const rows = await this.prisma.$queryRaw<{ question_id: string }[]>`
      SELECT question_id FROM question_follows WHERE user_id = ${viewerId} AND question_id IN (${Prisma.join(page.questions.map(({ view }) => view._id))})`;
    return new Set(rows.map((row) => row.question_id));
  }

  /** The page `query` selects; the follows of `viewerId` (null: nobody's; the filters mine and following need one). */
  private async coursePage(courseId: string, query: CourseQuestionsQueryDto, viewerId: string | null) {
    let from = Prisma.sql`course_questions q`;
    const conditions = [Prisma.sql`q.course_id = ${courseId}`, Prisma.sql`q.hidden = FALSE`];
    if (query.filter === 'lecture') {
      conditions.push(Prisma.sql`q.lecture_id = ${query.lectureId}`);
    } else if (query.filter === 'unanswered') {
      conditions.push(Prisma.sql`q.answers_count = 0`, Prisma.sql`q.deleted_at IS NULL`);
    } else if (query.filter === 'mine') {
      conditions.push(Prisma.sql`q.user_id = ${viewerId}`);
    } else if (query.filter === 'following') {
      // The viewer's follows are few: read from theirs, not from the course's questions.
      from = Prisma.sql`question_follows f JOIN course_questions q ON q.id = f.question_id`;
      conditions.push(Prisma.sql`f.user_id = ${viewerId}`);
    }
    const words = searchWords(query.q);
    for (const word of words) conditions.push(Prisma.sql`q.search_text LIKE ${containsPattern(word)}`);
    const where = Prisma.join(conditions, ' AND ');
    const offset = (query.page - 1) * query.limit;
    const [page, total] = words.length
      ? await this.searched(from, where, offset, query.limit, viewerId)
      : await Promise.all([
          this.page(Prisma.sql`SELECT q.id FROM ${from} WHERE ${where} ORDER BY ${NEWEST_FIRST} LIMIT ${query.limit} OFFSET ${offset}`, NEWEST_FIRST, viewerId),
          this.countUpTo(from, where, offset + LIST_COUNT_AHEAD),
        ]);
    return { ...page, pagination: paginationOf(query.page, query.limit, total) };
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
   * instructor (status open) first, the longest waiting first; then the others, newest first. Each course
   * and status is a range of one index in its own order (prisma/schema/questions.prisma), so the page is
   * merged from the first rows of each, never from all of them. Cached per instructor (QuestionListCache).
   */
  forInstructor(actor: Actor, query: InstructorQuestionsQueryDto) {
    return this.cache.get(questionListKeys.inbox(actor, query), () => this.loadInbox(actor, query));
  }

  private async loadInbox(actor: Actor, query: InstructorQuestionsQueryDto) {
    const courseIds = await this.inboxCourseIds(actor, query.courseId);
    const offset = (query.page - 1) * query.limit;
    if (courseIds?.length === 0) return { questions: [], pagination: paginationOf(query.page, query.limit, 0) };
    const visible = [Prisma.sql`q.hidden = FALSE`, Prisma.sql`q.deleted_at IS NULL`];
    if (query.lectureId) visible.push(Prisma.sql`q.lecture_id = ${query.lectureId}`);
    // One lecture is in one course: then one range per status, sorted, is small enough.
    const ranges =
      courseIds && !query.lectureId
        ? courseIds.map((id) => Prisma.sql`q.course_id = ${id}`)
        : [courseIds ? Prisma.sql`q.course_id IN (${Prisma.join(courseIds)})` : Prisma.sql`TRUE`];
    const statuses = query.status ? [query.status] : QUESTION_STATUSES;
    const firstRows = statuses.flatMap((status) => {
      const order = status === 'open' ? Prisma.sql`q.created_at ASC, q.id ASC` : NEWEST_FIRST;
      return ranges.map(
        (range) =>
          Prisma.sql`(SELECT q.id, q.status, q.created_at FROM course_questions q WHERE ${range} AND q.status = ${status} AND ${Prisma.join(visible, ' AND ')}
                       ORDER BY ${order} LIMIT ${offset + query.limit})`,
      );
    });
    const inboxOrder = Prisma.sql`(q.status = 'open') DESC, CASE WHEN q.status = 'open' THEN q.created_at END ASC, CASE WHEN q.status = 'open' THEN q.id END ASC, ${NEWEST_FIRST}`;
    const counted = [...visible, ...(courseIds ? [Prisma.sql`q.course_id IN (${Prisma.join(courseIds)})`] : []), ...(query.status ? [Prisma.sql`q.status = ${query.status}`] : [])];
    const [page, total] = await Promise.all([
      this.page(Prisma.sql`SELECT q.id FROM (${Prisma.join(firstRows, ' UNION ALL ')}) q ORDER BY ${inboxOrder} LIMIT ${query.limit} OFFSET ${offset}`, inboxOrder, actor.id),
      this.countUpTo(Prisma.sql`course_questions q`, Prisma.join(counted, ' AND '), offset + LIST_COUNT_AHEAD),
    ]);
    return {
      questions: page.rows.map((row) => toInstructorQuestionView(row, { userId: actor.id, followedIds: page.followedIds })),
      pagination: paginationOf(query.page, query.limit, total),
    };
  }

  /** The sidebar badge: questions of the instructor's courses still waiting for them (an exact count). */
  unansweredCount(actor: Actor) {
    return this.cache.get(questionListKeys.badge(actor), () => this.countUnanswered(actor));
  }

  private async countUnanswered(actor: Actor) {
    const owner = ownerFilter(actor);
    const [row] = await this.prisma.$queryRaw<{ total: bigint | number }[]>`
      SELECT COUNT(*) AS total FROM course_questions q JOIN courses c ON c.id = q.course_id
       WHERE q.status = 'open' AND q.hidden = FALSE AND q.deleted_at IS NULL ${owner ? Prisma.sql`AND c.instructor_id = ${owner}` : Prisma.empty}`;
    return { count: Number(row?.total ?? 0) };
  }

  /** The courses an inbox reads: the instructor's (or that one of theirs); null for every course (an admin). */
  private async inboxCourseIds(actor: Actor, courseId: string | undefined): Promise<string[] | null> {
    const owner = ownerFilter(actor);
    if (!owner) return courseId ? [courseId] : null;
    const courses = await this.prisma.course.findMany({ where: { instructorId: owner, ...(courseId ? { id: courseId } : {}) }, select: { id: true } });
    return courses.map((course) => course.id);
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
          ? { status: 'open', hidden: false, deletedAt: null, createdAt: { lt: new Date(now.getTime() - OVERDUE_MS) } }
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

  /**
   * The questions `ids` selects (a query of course_questions ids, its page already cut), in `order`
   * (over `q`), in one query with their lecture, author and course, and those `viewerId` follows (null: none).
   */
  private async page(ids: Prisma.Sql, order: Prisma.Sql, viewerId: string | null): Promise<QuestionPage> {
    const rows = await this.prisma.$queryRaw<QuestionListRow[]>`
      SELECT q.id, q.course_id, q.lecture_id, q.user_id, q.title, q.body, q.video_second, q.status, q.accepted_answer_id,
             q.answers_count, q.followers_count, q.edited_at, q.deleted_at, q.created_at, q.updated_at,
             l.title AS lecture_title, u.name AS author_name, u.avatar_url AS author_avatar_url, u.role AS author_role,
             c.title AS course_title, c.slug AS course_slug, c.instructor_id AS course_instructor_id, ${viewerId === null ? Prisma.sql`FALSE` : Prisma.sql`f.user_id IS NOT NULL`} AS following
        FROM (${ids}) page
        JOIN course_questions q ON q.id = page.id
        JOIN courses c ON c.id = q.course_id
        JOIN users u ON u.id = q.user_id
        LEFT JOIN lectures l ON l.id = q.lecture_id
        ${viewerId === null ? Prisma.empty : Prisma.sql`LEFT JOIN question_follows f ON f.question_id = q.id AND f.user_id = ${viewerId}`}
       ORDER BY ${order}`;
    return { rows: rows.map(toQuestionRow), followedIds: new Set(rows.filter((row) => Number(row.following) === 1).map((row) => row.id)) };
  }

  /**
   * A word search reads each row's text, so one walk finds the page and counts on past it (see
   * SEARCH_COUNT_AHEAD_PAGES), rather than a page query and a count reading the same rows twice.
   */
  private async searched(from: Prisma.Sql, where: Prisma.Sql, offset: number, limit: number, viewerId: string | null): Promise<[QuestionPage, number]> {
    const found = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT q.id FROM ${from} WHERE ${where} ORDER BY ${NEWEST_FIRST} LIMIT ${limit * SEARCH_COUNT_AHEAD_PAGES + 1} OFFSET ${offset}`;
    const ids = found.slice(0, limit).map((row) => row.id);
    const page = ids.length
      ? await this.page(Prisma.sql`SELECT id FROM course_questions WHERE id IN (${Prisma.join(ids)})`, NEWEST_FIRST, viewerId)
      : { rows: [], followedIds: new Set<string>() };
    // A page past the last one is empty: then the total is counted up to it.
    return [page, found.length || !offset ? offset + found.length : await this.countUpTo(from, where, offset)];
  }

  /** How many rows `where` selects, counting no further than `limit` (see LIST_COUNT_AHEAD). */
  private async countUpTo(from: Prisma.Sql, where: Prisma.Sql, limit: number): Promise<number> {
    const [row] = await this.prisma.$queryRaw<{ total: bigint | number }[]>`SELECT COUNT(*) AS total FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${limit + 1}) counted`;
    return Number(row?.total ?? 0);
  }
}
