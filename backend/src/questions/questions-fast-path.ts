import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import jwt from 'jsonwebtoken';
import type { ZodType } from 'zod';
import { ACCESS_TOKEN_ALGORITHMS, accessTokenClaims, accessTokenKey, sessionOpen, type AccessTokenPayload } from '../common/access/jwt.strategy';
import { sendPrebuiltJson } from '../common/http/compression';
import { checkedJson, declaredSchema } from '../common/http/response-schema.interceptor';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { enrolledIn } from '../learning';
import { Prisma, PrismaService } from '../prisma/prisma.service';
import { InstructorQuestionsController } from './instructor-questions.controller';
import { forViewer, QuestionListCache, questionListKeys, SHARED_FILTERS, type SharedQuestionPage } from './question-list-cache';
import { QuestionsController } from './questions.controller';
import { CourseQuestionsQueryDto, InstructorQuestionsQueryDto } from './questions.dto';

const COURSE_ROUTE = '/api/courses/:courseId/questions';
const INBOX_ROUTE = '/api/instructor/questions';
const BADGE_ROUTE = '/api/instructor/questions/unanswered-count';
const MAX_URLS = 1000;
/** The most viewers whose follows a cached page keeps (then it starts over). */
const MAX_VIEWERS_PER_PAGE = 10_000;

/** The signed-in viewer as the fast path checks them, with what it reads of the course when one is asked. */
interface ViewerRow {
  role: string;
  isDisabled: number | boolean;
  sessionOpen: number | bigint;
  instructorId?: string;
  enrolled?: number | bigint;
  /** The ids of the page's questions they follow (JSON_ARRAYAGG: a JSON text, or null for none). */
  followed?: string | string[] | null;
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

const truthy = (value: number | bigint | boolean | undefined) => Number(value) === 1;

/**
 * The Q&A reads a learner and an instructor repeat most (a course's tab, a lecture's, a search; the
 * inbox and its badge) are answered from QuestionListCache before Nest's pipeline, which costs several
 * times the rest of such a request. What is shared is cached; who is asking is checked on every request,
 * in one statement: the token as passport-jwt checks it, the session still open and the account not
 * locked (as JwtStrategy), the route's tier, and for a course its reader (an admin, its instructor or
 * an enrolled student, as courseReader) with the page's questions they follow. Whatever is not plainly
 * allowed, and every cache miss, goes on to the route, which answers it (a 401, a 403 for a refunded
 * student, a 404, the load that fills the cache): this path only ever answers what the route would.
 */
@Injectable()
export class QuestionsFastPath implements OnModuleInit {
  private readonly courseSchema = declaredSchema(QuestionsController.prototype.list);
  private readonly inboxSchema = declaredSchema(InstructorQuestionsController.prototype.list);
  private readonly badgeSchema = declaredSchema(InstructorQuestionsController.prototype.unansweredCount);
  private readonly tokenKey: ReturnType<typeof accessTokenKey>;
  /** URLs seen → their parsed query (null: one the pipe refuses, or a filter of the viewer's own). */
  private readonly courseQueries = new Map<string, CourseQuestionsQueryDto | null>();
  private readonly inboxQueries = new Map<string, InstructorQuestionsQueryDto | null>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
    private readonly prisma: PrismaService,
    private readonly cache: QuestionListCache,
  ) {
    this.tokenKey = accessTokenKey(config);
  }

  onModuleInit(): void {
    // Scripts (the seed) run the modules without an HTTP server.
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    fastify?.addHook('onRequest', (request, reply, done) => {
      const route = request.method === 'GET' && request.headers.authorization !== undefined ? request.routeOptions.url : undefined;
      if (route !== COURSE_ROUTE && route !== INBOX_ROUTE && route !== BADGE_ROUTE) return done();
      this.answer(request, route).then(
        (answer) => {
          if (answer === undefined || !sendPrebuiltJson(request, reply, { json: Buffer.from(answer) })) done();
        },
        // Any failure here (the database, say) leaves the request to the route.
        () => done(),
      );
    });
  }

  /** The JSON the route would send, or undefined to let it. */
  private async answer(request: FastifyRequest, route: string): Promise<string | undefined> {
    const claims = this.claims(request);
    if (!claims) return undefined;
    if (route === COURSE_ROUTE) return this.coursePage(request, claims);
    const query = route === INBOX_ROUTE ? this.parsed(this.inboxQueries, request, InstructorQuestionsQueryDto.schema) : undefined;
    if (query === null) return undefined;
    const viewer = await this.viewer(claims);
    if (!viewer || (viewer.role !== 'instructor' && viewer.role !== 'admin')) return undefined;
    const actor = { id: claims.sub, role: viewer.role };
    return query ? this.prebuiltJson(questionListKeys.inbox(actor, query), this.inboxSchema) : this.prebuiltJson(questionListKeys.badge(actor), this.badgeSchema);
  }

  private async coursePage(request: FastifyRequest, claims: AccessTokenPayload): Promise<string | undefined> {
    const query = this.parsed(this.courseQueries, request, CourseQuestionsQueryDto.schema);
    if (!query || !SHARED_FILTERS.has(query.filter) || (query.filter === 'lecture' && !query.lectureId)) return undefined;
    const courseId = (request.params as { courseId: string }).courseId;
    const page = this.cache.prebuilt(questionListKeys.coursePage(courseId, query), (value) => this.prebuiltPage(value as SharedQuestionPage));
    if (!page) return undefined;
    const known = page.followsOf.get(claims.sub);
    const viewer = await this.viewer(claims, { courseId, questionIds: known ? [] : page.questions.map((question) => question.id) });
    if (!viewer) return undefined;
    const reads = viewer.role === 'admin' || viewer.instructorId === claims.sub || truthy(viewer.enrolled);
    if (!reads) return undefined;
    const followed = known ?? new Set(typeof viewer.followed === 'string' ? (JSON.parse(viewer.followed) as string[]) : (viewer.followed ?? []));
    if (!known) {
      if (page.followsOf.size >= MAX_VIEWERS_PER_PAGE) page.followsOf.clear();
      page.followsOf.set(claims.sub, followed);
    }
    // The page passed the route's schema as every reader sees it; a viewer changes only two booleans.
    const questions = page.questions.map(({ id, authorId, variants }) => variants[(followed.has(id) ? 2 : 0) + (authorId === claims.sub ? 1 : 0)]);
    return `{"questions":[${questions.join(',')}${page.tail}`;
  }

  /** The bearer token's claims when passport-jwt would accept it. */
  private claims(request: FastifyRequest): AccessTokenPayload | null {
    const match = /^bearer (\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match) return null;
    try {
      return accessTokenClaims(jwt.verify(match[1], this.tokenKey, { algorithms: ACCESS_TOKEN_ALGORITHMS }));
    } catch {
      return null;
    }
  }

  /**
   * The token's user when their session is open and their account unlocked (else null), in one
   * statement; with a course, also its instructor, whether they are enrolled, and which of
   * `questionIds` they follow.
   */
  private async viewer(claims: AccessTokenPayload, course?: { courseId: string; questionIds: string[] }): Promise<ViewerRow | null> {
    const courseColumns = course
      ? Prisma.sql`, c.instructor_id AS instructorId, ${enrolledIn(claims.sub, Prisma.raw('c.id'))} AS enrolled, ${
          course.questionIds.length
            ? Prisma.sql`(SELECT JSON_ARRAYAGG(f.question_id) FROM question_follows f WHERE f.user_id = u.id AND f.question_id IN (${Prisma.join(course.questionIds)}))`
            : Prisma.sql`NULL`
        } AS followed`
      : Prisma.empty;
    const [row] = await this.prisma.$queryRaw<ViewerRow[]>`
      SELECT u.role, u.is_disabled AS isDisabled, ${sessionOpen(Prisma.raw('u.id'), claims.sid)} AS sessionOpen ${courseColumns}
        FROM users u ${course ? Prisma.sql`JOIN courses c ON c.id = ${course.courseId}` : Prisma.empty}
       WHERE u.id = ${claims.sub}`;
    return row && truthy(row.sessionOpen) && !truthy(row.isDisabled) ? row : null;
  }

  /** `request`'s query as the route's pipe parses it, remembered per URL (parsing costs as much as the rest). */
  private parsed<T>(seen: Map<string, T | null>, request: FastifyRequest, schema: ZodType<T>): T | null {
    let query = seen.get(request.url);
    if (query === undefined) {
      const result = schema.safeParse(request.query);
      query = result.success ? result.data : null;
      if (seen.size >= MAX_URLS) seen.clear();
      seen.set(request.url, query);
    }
    return query;
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

  /** A cached answer of one viewer's own (the inbox, the badge) as checked JSON. */
  private prebuiltJson(key: string, schema: ZodType | null): string | undefined {
    return this.cache.prebuilt(key, (value) => (schema && typeof value === 'object' && value !== null ? checkedJson(schema, value) : null)) ?? undefined;
  }
}
