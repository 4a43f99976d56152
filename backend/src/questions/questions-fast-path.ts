import { Injectable, OnModuleInit } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AccessTokenPayload } from '../common/access/jwt.strategy';
import { cachedJson, parsedQuery, SignedInFastPath, sqlTrue } from '../common/access/signed-in-fast-path';
import { checkedJson, declaredSchema } from '../common/http/response-schema.interceptor';
import { enrolledIn } from '../learning';
import { Prisma } from '../prisma/prisma.service';
import { jsonColumn } from '../prisma/json-column';
import { InstructorQuestionsController } from './instructor-questions.controller';
import { forViewer, QuestionListCache, questionListKeys, SHARED_FILTERS, type SharedQuestionPage } from './question-list-cache';
import { QuestionsController } from './questions.controller';
import { CourseQuestionsQueryDto, InstructorQuestionsQueryDto } from './questions.dto';

const COURSE_ROUTE = '/api/courses/:courseId/questions';
const INBOX_ROUTE = '/api/instructor/questions';
const BADGE_ROUTE = '/api/instructor/questions/unanswered-count';
/** The most viewers whose follows a cached page keeps (then it starts over). */
const MAX_VIEWERS_PER_PAGE = 10_000;

/** What the fast path reads of the viewer and the course in the statement that checks them. */
interface CourseViewer {
  instructorId: string;
  enrolled: unknown;
  /** The ids of the page's questions they follow (JSON_ARRAYAGG: a JSON text, or null for none). */
  followed: unknown;
}

/** A shared page as JSON in parts: per question, its text for each (following, mine) pair, index 2·following + mine. */
interface PrebuiltPage {
  questions: { id: string; authorId: string; variants: string[] }[];
  /** What follows the last question: the pagination and the closing brackets. */
  tail: string;
  /**
   * Viewer id → which of the page's questions they follow, read once per viewer. Every follow write
   * clears the cache, so these live and die with the page and are never older than it.
   */
  followsOf: Map<string, ReadonlySet<string>>;
}

/**
 * The Q&A reads a learner and an instructor repeat most (a course's tab, a lecture's, a search; the
 * inbox and its badge) are answered from QuestionListCache before Nest's pipeline (SignedInFastPath).
 * What is shared is cached; who is asking is checked on every request, in one statement: the session
 * and the account (as JwtStrategy), the route's tier, and for a course its reader (an admin, its
 * instructor or an enrolled student, as courseReader). Whatever is not plainly allowed goes on to the
 * route: this path only ever answers what the route would.
 */
@Injectable()
export class QuestionsFastPath implements OnModuleInit {
  private readonly courseSchema = declaredSchema(QuestionsController.prototype.list);
  private readonly inboxSchema = declaredSchema(InstructorQuestionsController.prototype.list);
  private readonly badgeSchema = declaredSchema(InstructorQuestionsController.prototype.unansweredCount);
  /** URLs seen → their parsed query (null: one the pipe refuses). */
  private readonly courseQueries = new Map<string, CourseQuestionsQueryDto | null>();
  private readonly inboxQueries = new Map<string, InstructorQuestionsQueryDto | null>();

  constructor(
    private readonly fastPath: SignedInFastPath,
    private readonly cache: QuestionListCache,
  ) {}

  onModuleInit(): void {
    this.fastPath.answerBeforeNest([COURSE_ROUTE, INBOX_ROUTE, BADGE_ROUTE], (request, claims) =>
      request.routeOptions.url === COURSE_ROUTE ? this.coursePage(request, claims) : this.instructorList(request, claims),
    );
  }

  private async instructorList(request: FastifyRequest, claims: AccessTokenPayload): Promise<string | undefined> {
    const query = request.routeOptions.url === INBOX_ROUTE ? parsedQuery(this.inboxQueries, request, InstructorQuestionsQueryDto.schema) : undefined;
    if (query === null) return undefined;
    // The token's role names the cached answer (on a miss the route checks the viewer, and this path
    // sends no statement); the statement then confirms the role is still theirs.
    const actor = { id: claims.sub, role: claims.role };
    if (actor.role !== 'instructor' && actor.role !== 'admin') return undefined;
    const json = query ? cachedJson(this.cache, questionListKeys.inbox(actor, query), this.inboxSchema) : cachedJson(this.cache, questionListKeys.badge(actor), this.badgeSchema);
    if (json === undefined) return undefined;
    const viewer = await this.fastPath.viewer(claims);
    return viewer?.role === actor.role ? json : undefined;
  }

  private async coursePage(request: FastifyRequest, claims: AccessTokenPayload): Promise<string | undefined> {
    const query = parsedQuery(this.courseQueries, request, CourseQuestionsQueryDto.schema);
    if (!query || !SHARED_FILTERS.has(query.filter) || (query.filter === 'lecture' && !query.lectureId)) return undefined;
    const courseId = (request.params as { courseId: string }).courseId;
    const page = this.cache.prebuilt(questionListKeys.coursePage(courseId, query), (value) => this.prebuiltPage(value as SharedQuestionPage));
    if (!page) return undefined;
    const known = page.followsOf.get(claims.sub);
    const questionIds = known ? [] : page.questions.map((question) => question.id);
    const viewer = await this.fastPath.viewer<CourseViewer>(
      claims,
      Prisma.sql`, c.instructor_id AS instructorId, ${enrolledIn(claims.sub, Prisma.raw('c.id'))} AS enrolled, ${
        questionIds.length
          ? Prisma.sql`(SELECT JSON_ARRAYAGG(f.question_id) FROM question_follows f WHERE f.user_id = u.id AND f.question_id IN (${Prisma.join(questionIds)}))`
          : Prisma.sql`NULL`
      } AS followed`,
      Prisma.sql`JOIN courses c ON c.id = ${courseId}`,
    );
    if (!viewer || !(viewer.role === 'admin' || viewer.instructorId === viewer.id || sqlTrue(viewer.enrolled))) return undefined;
    const followed = known ?? new Set(jsonColumn<string[]>(viewer.followed, []));
    if (!known) {
      if (page.followsOf.size >= MAX_VIEWERS_PER_PAGE) page.followsOf.clear();
      page.followsOf.set(viewer.id, followed);
    }
    // The page passed the route's schema as every reader sees it; a viewer changes only two booleans.
    const questions = page.questions.map(({ id, authorId, variants }) => variants[(followed.has(id) ? 2 : 0) + (authorId === viewer.id ? 1 : 0)]);
    return `{"questions":[${questions.join(',')}${page.tail}`;
  }

  /**
   * A shared page as JSON text in parts, kept with the cached value once it has passed the route's
   * schema (null: it did not): each question's four texts (followed or not, the viewer's or not), so a
   * viewer's answer is a join of strings, not a new serialisation of the page.
   */
  private prebuiltPage(page: SharedQuestionPage): PrebuiltPage | null {
    if (!this.courseSchema || checkedJson(this.courseSchema, forViewer(page, '', new Set())) === null) return null;
    const texts = page.questions.map(({ view, authorId }) => ({
      id: view._id,
      authorId,
      variants: [false, true].flatMap((following) => [false, true].map((mine) => JSON.stringify({ ...view, following, mine }))),
    }));
    return { questions: texts, tail: `],"pagination":${JSON.stringify(page.pagination)}}`, followsOf: new Map() };
  }
}
