import { Injectable } from '@nestjs/common';
import type { Actor } from '../common/access/ownership';
import { ownerFilter } from '../common/access/ownership';
import { paginationOf } from '../common/http/responses';
import { averageRating } from '../common/ratings/average-rating';
import { startOfDay, vietnamDay } from '../common/time/vietnam-calendar';
import { CatalogueCache } from '../courses';
import { CoursesErrors } from '../courses/courses.errors';
import { Prisma, PrismaService } from '../prisma/prisma.service';
import { adminReviewSelect, courseReviewSelect, reviewSelect, toAdminReviewView, toCourseReviewView, toReviewView } from './review-views';
import type { AdminReviewsQueryDto, InstructorReviewsQueryDto, PublicReviewsQueryDto, ReviewSort, ReviewSummary } from './reviews.dto';
import { ReviewsService } from './reviews.service';

const DAY_MS = 86_400_000;
const TREND_DAYS = 30;

/** Each sort of the public list, served by its index of course_reviews (course_id, counted, …). */
const ORDER: Record<ReviewSort, Prisma.CourseReviewOrderByWithRelationInput[]> = {
  newest: [{ createdAt: 'desc' }, { id: 'desc' }],
  helpful: [{ helpfulCount: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
  highest: [{ rating: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
  lowest: [{ rating: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
};

/** CatalogueCache key of a visitor's page of a course's reviews (its validated query). */
export const reviewsCacheKey = (courseId: string, query: PublicReviewsQueryDto) => `reviews:${courseId}:${query.page}:${query.limit}:${query.sort}:${query.stars ?? ''}`;

/** What visitors, instructors and admins read of the reviews. */
@Injectable()
export class ReviewListsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly reviews: ReviewsService,
    private readonly catalogue: CatalogueCache,
  ) {}

  /**
   * A published course's counted reviews with its summary. A visitor's page is the same for everyone:
   * kept in CatalogueCache (cleared by every review write, reply and moderation; helpful counts show
   * within its TTL) and sent by ReviewsFastPath. A signed-in viewer reads the database: their votes and
   * their own review, with the counts as they are.
   */
  forCourse(courseId: string, query: PublicReviewsQueryDto, viewerId?: string) {
    if (viewerId) return this.loadForCourse(courseId, query, viewerId);
    return this.catalogue.get(reviewsCacheKey(courseId, query), () => this.loadForCourse(courseId, query));
  }

  private async loadForCourse(courseId: string, query: PublicReviewsQueryDto, viewerId?: string) {
    const course = await this.prisma.course.findFirst({ where: { id: courseId, status: 'published' }, select: { ratingSum: true, reviewsCount: true } });
    if (!course) throw CoursesErrors.raise('COURSE_NOT_FOUND');
    const where: Prisma.CourseReviewWhereInput = { courseId, counted: true, ...(query.stars ? { rating: query.stars } : {}) };
    const [byStars, rows] = await Promise.all([
      // From the (course_id, counted, rating, created_at) index alone.
      this.prisma.courseReview.groupBy({ by: ['rating'], where: { courseId, counted: true }, _count: { _all: true } }),
      this.prisma.courseReview.findMany({ where, orderBy: ORDER[query.sort], skip: (query.page - 1) * query.limit, take: query.limit, select: reviewSelect }),
    ]);
    const distribution: ReviewSummary['distribution'] = { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 };
    for (const group of byStars) distribution[String(group.rating) as keyof typeof distribution] = group._count._all;
    const summary: ReviewSummary = { average: averageRating(course.ratingSum, course.reviewsCount), count: course.reviewsCount, distribution };
    const total = query.stars ? distribution[String(query.stars) as keyof typeof distribution] : course.reviewsCount;
    const votedIds = await this.reviews.votedAmong(
      viewerId,
      rows.map((row) => row.id),
    );
    return { summary, reviews: rows.map((row) => toReviewView(row, { userId: viewerId, votedIds })), pagination: paginationOf(query.page, query.limit, total) };
  }

  /** The counted reviews of the instructor's courses (every course for an admin): unanswered first, then newest. */
  async forInstructor(actor: Actor, query: InstructorReviewsQueryDto) {
    const conditions = [Prisma.sql`r.counted = TRUE`];
    const owner = ownerFilter(actor);
    if (owner) conditions.push(Prisma.sql`c.instructor_id = ${owner}`);
    if (query.courseId) conditions.push(Prisma.sql`r.course_id = ${query.courseId}`);
    if (query.stars) conditions.push(Prisma.sql`r.rating = ${query.stars}`);
    const where = Prisma.join(conditions, ' AND ');
    const [page, counted] = await Promise.all([
      this.prisma.$queryRaw<{ id: string }[]>`
        SELECT r.id FROM course_reviews r JOIN courses c ON c.id = r.course_id WHERE ${where}
         ORDER BY (r.reply_body IS NULL) DESC, r.created_at DESC, r.id DESC
         LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
      this.prisma.$queryRaw<{ total: bigint | number }[]>`SELECT COUNT(*) AS total FROM course_reviews r JOIN courses c ON c.id = r.course_id WHERE ${where}`,
    ]);
    const ids = page.map((row) => row.id);
    const rows = ids.length ? await this.prisma.courseReview.findMany({ where: { id: { in: ids } }, select: courseReviewSelect }) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const votedIds = await this.reviews.votedAmong(actor.id, ids);
    return {
      reviews: ids.flatMap((id) => (byId.has(id) ? [toCourseReviewView(byId.get(id)!, { userId: actor.id, votedIds })] : [])),
      pagination: paginationOf(query.page, query.limit, Number(counted[0]?.total ?? 0)),
    };
  }

  /** Per course of the instructor (every course for an admin): the figures and the last 30 days, day by day in Vietnam time. */
  async instructorSummary(actor: Actor, now = new Date()) {
    const owner = ownerFilter(actor);
    const courses = await this.prisma.course.findMany({
      where: owner ? { instructorId: owner } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true, title: true, slug: true, ratingSum: true, reviewsCount: true },
    });
    const today = vietnamDay(now);
    const days = Array.from({ length: TREND_DAYS }, (_, index) => vietnamDay(new Date(startOfDay(today).getTime() - (TREND_DAYS - 1 - index) * DAY_MS)));
    const since = startOfDay(days[0]);
    const ids = courses.map((course) => course.id);
    const daily = ids.length
      ? await this.prisma.$queryRaw<{ course_id: string; day: string; count: bigint | number; rating_sum: bigint | number | string }[]>`
          SELECT course_id, DATE_FORMAT(CONVERT_TZ(created_at, '+00:00', '+07:00'), '%Y-%m-%d') AS day, COUNT(*) AS count, SUM(rating) AS rating_sum
            FROM course_reviews
           WHERE course_id IN (${Prisma.join(ids)}) AND counted = TRUE AND created_at >= ${since}
           GROUP BY course_id, day`
      : [];
    const byCourseDay = new Map(daily.map((row) => [`${row.course_id}|${row.day}`, { count: Number(row.count), ratingSum: Number(row.rating_sum) }]));
    return {
      courses: courses.map((course) => {
        const trend = days.map((date) => ({ date, ...(byCourseDay.get(`${course.id}|${date}`) ?? { count: 0, ratingSum: 0 }) }));
        const count = trend.reduce((sum, day) => sum + day.count, 0);
        const ratingSum = trend.reduce((sum, day) => sum + day.ratingSum, 0);
        return {
          courseId: course.id,
          title: course.title,
          slug: course.slug,
          average: averageRating(course.ratingSum, course.reviewsCount),
          count: course.reviewsCount,
          last30Days: { count, average: averageRating(ratingSum, count) },
          daily: trend,
        };
      }),
    };
  }

  /** reported: visible with open reports, most reported first; hidden: hidden by an admin, latest first; all: every review, newest first. */
  async forAdmin(query: AdminReviewsQueryDto) {
    const where: Prisma.CourseReviewWhereInput =
      query.status === 'reported' ? { status: 'visible', openReports: { gt: 0 } } : query.status === 'hidden' ? { status: 'hidden' } : {};
    const orderBy: Prisma.CourseReviewOrderByWithRelationInput[] =
      query.status === 'reported'
        ? [{ openReports: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }]
        : query.status === 'hidden'
          ? [{ updatedAt: 'desc' }, { id: 'desc' }]
          : [{ createdAt: 'desc' }, { id: 'desc' }];
    const [rows, total] = await Promise.all([
      this.prisma.courseReview.findMany({ where, orderBy, skip: (query.page - 1) * query.limit, take: query.limit, select: adminReviewSelect }),
      this.prisma.courseReview.count({ where }),
    ]);
    return { reviews: rows.map(toAdminReviewView), pagination: paginationOf(query.page, query.limit, total) };
  }
}
