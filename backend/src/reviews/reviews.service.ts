import { Injectable, OnModuleInit } from '@nestjs/common';
import { lockCourseReview, lockCourses } from '../common/locks/row-locks';
import { CatalogueCache } from '../courses';
import { CoursesErrors } from '../courses/courses.errors';
import { claimLearnerWrite, CourseAccessEnded, CourseAccessEvents, recordLearnerWrite } from '../learning';
import { NotificationsService } from '../notifications/notifications.service';
import { Db, PrismaService } from '../prisma/prisma.service';
import { isCounted, moveFigures } from './review-figures';
import { reviewSelect, toReviewView } from './review-views';
import type { ReviewInputDto, SavedReview } from './reviews.dto';
import { ReviewsErrors } from './reviews.errors';

/** The kind of a review write in learner_writes (other learner writes name theirs). */
const REVIEW_WRITE = 'review';

export type EligibilityReason = 'NOT_ENROLLED' | 'NO_COMPLETED_LECTURE';

/**
 * A student's own review of a course (docs/learning.md, "Reviews"): written, edited, deleted, voted
 * helpful and reported. Every write that moves the course's figures holds the course row first
 * (lockCourses), then the review, and moves rating_sum and reviews_count in the same transaction.
 */
@Injectable()
export class ReviewsService implements OnModuleInit {
  constructor(
    private readonly prisma: PrismaService,
    private readonly notifications: NotificationsService,
    private readonly catalogue: CatalogueCache,
    private readonly courseAccess: CourseAccessEvents,
  ) {}

  onModuleInit(): void {
    this.courseAccess.onAccessEnded('course_review', (tx, event) => this.accessEnded(tx, event));
  }

  /** Why this user may not review this course yet; null when they may. */
  async ineligibility(db: Db, userId: string, courseId: string): Promise<EligibilityReason | null> {
    const [enrollment, completed] = await Promise.all([
      db.enrollment.findUnique({ where: { userId_courseId: { userId, courseId } }, select: { id: true } }),
      db.lectureProgress.findFirst({ where: { userId, courseId, completed: true }, select: { id: true } }),
    ]);
    if (!enrollment) return 'NOT_ENROLLED';
    return completed ? null : 'NO_COMPLETED_LECTURE';
  }

  async mine(userId: string, courseId: string) {
    const course = await this.prisma.course.findUnique({ where: { id: courseId }, select: { id: true } });
    if (!course) throw CoursesErrors.raise('COURSE_NOT_FOUND');
    const [row, reason] = await Promise.all([
      this.prisma.courseReview.findUnique({ where: { userId_courseId: { userId, courseId } }, select: reviewSelect }),
      this.ineligibility(this.prisma, userId, courseId),
    ]);
    const votedIds = row ? await this.votedAmong(userId, [row.id]) : new Set<string>();
    return { review: row ? toReviewView(row, { userId, votedIds }) : null, eligibility: { canReview: reason === null, reason } };
  }

  /**
   * Creates or edits the one review of (user, course). With a clientId, the learner_writes row is
   * claimed first in the same transaction: a replay (sent again by the offline outbox, or at once by a
   * double tap) waits for the first to commit and answers its result, changing nothing.
   */
  async saveMine(userId: string, courseId: string, input: ReviewInputDto): Promise<SavedReview> {
    const outcome = await this.prisma.inTransaction(async (tx) => {
      if (input.clientId) {
        const replay = await claimLearnerWrite<SavedReview>(tx, userId, input.clientId, REVIEW_WRITE, () => ReviewsErrors.raise('CLIENT_ID_REUSED'));
        if (replay) return { result: replay, moved: false };
      }
      const { result, moved } = await this.writeReview(tx, userId, courseId, input);
      if (input.clientId) await recordLearnerWrite(tx, userId, input.clientId, result);
      return { result, moved };
    });
    if (outcome.moved) this.catalogue.clear();
    return outcome.result;
  }

  private async writeReview(tx: Db, userId: string, courseId: string, input: ReviewInputDto): Promise<{ result: SavedReview; moved: boolean }> {
    // The course row first: every writer of this course's figures queues here (docs/commerce.md, lock order).
    await lockCourses(tx, [courseId]);
    const course = await tx.course.findUnique({ where: { id: courseId }, select: { title: true, instructorId: true } });
    if (!course) throw CoursesErrors.raise('COURSE_NOT_FOUND');
    const reason = await this.ineligibility(tx, userId, courseId);
    if (reason === 'NOT_ENROLLED') throw ReviewsErrors.raise('REVIEW_NOT_ENROLLED');
    if (reason === 'NO_COMPLETED_LECTURE') throw ReviewsErrors.raise('REVIEW_NEEDS_PROGRESS');

    const comment = input.comment ?? null;
    const existing = await tx.courseReview.findUnique({ where: { userId_courseId: { userId, courseId } } });
    let reviewId: string;
    let moved: boolean;
    if (existing) {
      await lockCourseReview(tx, existing.id);
      // Eligible again (a refunded buyer who bought again): the review counts again unless an admin hid it.
      const after = { status: existing.status, accessEnded: false };
      const changed = existing.rating !== input.rating || existing.comment !== comment;
      await tx.courseReview.update({
        where: { id: existing.id },
        data: { rating: input.rating, comment, accessEnded: false, counted: isCounted(after), ...(changed && !existing.editedAt ? { editedAt: new Date() } : {}) },
      });
      moved = await moveFigures(tx, courseId, { counted: existing.counted, rating: existing.rating }, { counted: isCounted(after), rating: input.rating });
      reviewId = existing.id;
    } else {
      const created = await tx.courseReview.create({ data: { courseId, userId, rating: input.rating, comment }, select: { id: true, user: { select: { name: true } } } });
      moved = await moveFigures(tx, courseId, null, { counted: true, rating: input.rating });
      reviewId = created.id;
      if (course.instructorId !== userId) {
        await this.notifications.notify(tx, course.instructorId, {
          type: 'review_received',
          title: 'Khóa học của bạn có đánh giá mới',
          body: `${created.user.name} đã đánh giá ${input.rating} sao cho khóa học "${course.title}".`,
          link: '/instructor/reviews',
        });
      }
    }
    const row = await tx.courseReview.findUniqueOrThrow({ where: { id: reviewId }, select: reviewSelect });
    const votedIds = await this.votedAmong(userId, [reviewId], tx);
    return { result: { review: toReviewView(row, { userId, votedIds }), created: !existing }, moved };
  }

  async deleteMine(userId: string, courseId: string): Promise<{ deleted: true }> {
    const moved = await this.prisma.inTransaction(async (tx) => {
      await lockCourses(tx, [courseId]);
      const review = await tx.courseReview.findUnique({ where: { userId_courseId: { userId, courseId } } });
      if (!review) throw ReviewsErrors.raise('REVIEW_NOT_FOUND');
      await lockCourseReview(tx, review.id);
      await tx.courseReview.delete({ where: { id: review.id } });
      return moveFigures(tx, courseId, { counted: review.counted, rating: review.rating }, null);
    });
    if (moved) this.catalogue.clear();
    return { deleted: true };
  }

  /** "Hữu ích": once per user (voting again changes nothing), never on one's own review. */
  async vote(userId: string, reviewId: string, helpful: boolean): Promise<{ helpfulCount: number; votedHelpful: boolean }> {
    return this.prisma.inTransaction(async (tx) => {
      const review = await this.lockCountedReview(tx, reviewId);
      if (review.userId === userId) throw ReviewsErrors.raise('REVIEW_OWN_VOTE');
      if (helpful) {
        const added = await tx.$executeRaw`INSERT IGNORE INTO review_helpful_votes (review_id, user_id, created_at) VALUES (${reviewId}, ${userId}, NOW(3))`;
        if (added > 0) await tx.$executeRaw`UPDATE course_reviews SET helpful_count = helpful_count + 1 WHERE id = ${reviewId}`;
      } else {
        const { count } = await tx.reviewHelpfulVote.deleteMany({ where: { reviewId, userId } });
        if (count > 0) await tx.$executeRaw`UPDATE course_reviews SET helpful_count = helpful_count - ${count} WHERE id = ${reviewId}`;
      }
      const { helpfulCount } = await tx.courseReview.findUniqueOrThrow({ where: { id: reviewId }, select: { helpfulCount: true } });
      return { helpfulCount, votedHelpful: helpful };
    });
  }

  /** One open report per user per review: reporting again answers the same. */
  async report(userId: string, reviewId: string, reason: string): Promise<{ reported: true }> {
    await this.prisma.inTransaction(async (tx) => {
      const review = await this.lockCountedReview(tx, reviewId);
      if (review.userId === userId) throw ReviewsErrors.raise('REVIEW_OWN_REPORT');
      const open = await tx.reviewReport.findFirst({ where: { reviewId, reporterId: userId, resolvedAt: null }, select: { id: true } });
      if (open) return;
      await tx.reviewReport.create({ data: { reviewId, reporterId: userId, reason } });
      await tx.$executeRaw`UPDATE course_reviews SET open_reports = open_reports + 1 WHERE id = ${reviewId}`;
    });
    return { reported: true };
  }

  /** A review anyone can see, locked; a hidden or unknown one is a 404. */
  private async lockCountedReview(tx: Db, reviewId: string) {
    const locked = await lockCourseReview(tx, reviewId);
    const review = locked ? await tx.courseReview.findUnique({ where: { id: reviewId }, select: { userId: true, counted: true } }) : null;
    if (!review?.counted) throw ReviewsErrors.raise('REVIEW_NOT_FOUND');
    return review;
  }

  /** Which of these reviews the user voted helpful. */
  async votedAmong(userId: string | undefined, reviewIds: string[], db: Db = this.prisma): Promise<Set<string>> {
    if (!userId || !reviewIds.length) return new Set();
    const votes = await db.reviewHelpfulVote.findMany({ where: { userId, reviewId: { in: reviewIds } }, select: { reviewId: true } });
    return new Set(votes.map((vote) => vote.reviewId));
  }

  /**
   * "Course access ended" (a full refund), in the refund's transaction, the course row already locked:
   * the buyer's review stays theirs but leaves the lists and the figures.
   */
  private async accessEnded(tx: Db, event: CourseAccessEnded): Promise<void> {
    const review = await tx.courseReview.findUnique({ where: { userId_courseId: { userId: event.userId, courseId: event.courseId } }, select: { id: true } });
    if (!review) return;
    await lockCourses(tx, [event.courseId]);
    await lockCourseReview(tx, review.id);
    const locked = await tx.courseReview.findUniqueOrThrow({ where: { id: review.id } });
    if (locked.accessEnded) return;
    await tx.courseReview.update({ where: { id: review.id }, data: { accessEnded: true, counted: false } });
    // Cleared before the refund commits: a page cached in between shows the review until the cache's TTL.
    if (await moveFigures(tx, event.courseId, { counted: locked.counted, rating: locked.rating }, { counted: false, rating: locked.rating })) this.catalogue.clear();
  }
}
