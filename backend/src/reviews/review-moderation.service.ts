import { Injectable } from '@nestjs/common';
import type { Actor } from '../common/access/ownership';
import { requireOwnership } from '../common/access/ownership';
import { lockCourseReview, lockCourses } from '../common/locks/row-locks';
import { CatalogueCache } from '../courses';
import { NotificationsService } from '../notifications/notifications.service';
import { Db, PrismaService } from '../prisma/prisma.service';
import { isCounted, moveFigures } from './review-figures';
import { adminReviewSelect, reviewSelect, toAdminReviewView, toReviewView } from './review-views';
import { ReviewsErrors } from './reviews.errors';
import { ReviewsService } from './reviews.service';

/** The instructor's reply to a review of their course, and the admins' decisions on reported reviews and replies. */
@Injectable()
export class ReviewModerationService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly notifications: NotificationsService,
    private readonly catalogue: CatalogueCache,
    private readonly reviews: ReviewsService,
  ) {}

  /** Creates or edits the one reply; another instructor's review is a 404. The author is told of the first reply. */
  async reply(actor: Actor, reviewId: string, body: string) {
    const row = await this.prisma.inTransaction(async (tx) => {
      await lockCourseReview(tx, reviewId);
      const review = requireOwnership(
        await tx.courseReview.findUnique({
          where: { id: reviewId },
          select: { userId: true, counted: true, replyBody: true, course: { select: { instructorId: true, title: true, slug: true } } },
        }),
        (found) => found.course.instructorId,
        actor,
        () => ReviewsErrors.raise('REVIEW_NOT_FOUND'),
      );
      if (!review.counted) throw ReviewsErrors.raise('REVIEW_NOT_FOUND');
      const now = new Date();
      const first = review.replyBody === null;
      await tx.courseReview.update({
        where: { id: reviewId },
        data: first
          ? { replyBody: body, replyCreatedAt: now, replyUpdatedAt: now }
          : { replyBody: body, replyUpdatedAt: now, ...(body !== review.replyBody ? { replyEdited: true } : {}) },
      });
      if (first) {
        await this.notifications.notify(tx, review.userId, {
          type: 'review_replied',
          title: 'Giảng viên đã phản hồi đánh giá của bạn',
          body: `Giảng viên đã trả lời đánh giá của bạn về khóa học "${review.course.title}".`,
          link: `/courses/${review.course.slug}#reviews`,
        });
      }
      return tx.courseReview.findUniqueOrThrow({ where: { id: reviewId }, select: reviewSelect });
    });
    this.catalogue.clear();
    return { review: toReviewView(row, { userId: actor.id, votedIds: await this.reviews.votedAmong(actor.id, [reviewId]) }) };
  }

  /**
   * Hides or restores a review with a reason; either decision closes its open reports. A change of
   * state moves the course's figures (course row locked first) and tells the author, with the reason.
   */
  async setVisibility(reviewId: string, hidden: boolean, reason: string) {
    const row = await this.prisma.inTransaction(async (tx) => {
      const found = await tx.courseReview.findUnique({ where: { id: reviewId }, select: { courseId: true } });
      if (!found) throw ReviewsErrors.raise('REVIEW_NOT_FOUND');
      await lockCourses(tx, [found.courseId]);
      await lockCourseReview(tx, reviewId);
      const review = await tx.courseReview.findUniqueOrThrow({ where: { id: reviewId }, include: { course: { select: { title: true, slug: true } } } });
      const status = hidden ? 'hidden' : 'visible';
      const changed = review.status !== status;
      const counted = isCounted({ status, accessEnded: review.accessEnded });
      await this.closeReports(tx, reviewId);
      await tx.courseReview.update({ where: { id: reviewId }, data: { status, hiddenReason: hidden ? reason : null, counted, openReports: 0 } });
      const moved = await moveFigures(tx, review.courseId, { counted: review.counted, rating: review.rating }, { counted, rating: review.rating });
      if (changed) {
        await this.notifications.notify(tx, review.userId, {
          type: hidden ? 'review_hidden' : 'review_restored',
          title: hidden ? 'Đánh giá của bạn đã bị ẩn' : 'Đánh giá của bạn đã được hiển thị lại',
          body: `Đánh giá của bạn về khóa học "${review.course.title}" ${hidden ? 'đã bị ẩn' : 'đã được hiển thị lại'}. Lý do: ${reason}`,
          link: `/courses/${review.course.slug}#reviews`,
        });
      }
      return { moved, row: await tx.courseReview.findUniqueOrThrow({ where: { id: reviewId }, select: adminReviewSelect }) };
    });
    if (row.moved || hidden) this.catalogue.clear();
    return { review: toAdminReviewView(row.row) };
  }

  /** Hides or restores the instructor's reply (the review itself stays as it is). */
  async setReplyVisibility(reviewId: string, hidden: boolean, reason: string) {
    const row = await this.prisma.inTransaction(async (tx) => {
      if (!(await lockCourseReview(tx, reviewId))) throw ReviewsErrors.raise('REVIEW_NOT_FOUND');
      await tx.courseReview.update({ where: { id: reviewId }, data: { replyHidden: hidden, replyHiddenReason: hidden ? reason : null } });
      return tx.courseReview.findUniqueOrThrow({ where: { id: reviewId }, select: adminReviewSelect });
    });
    this.catalogue.clear();
    return { review: toAdminReviewView(row) };
  }

  private async closeReports(tx: Db, reviewId: string): Promise<void> {
    await tx.reviewReport.updateMany({ where: { reviewId, resolvedAt: null }, data: { resolvedAt: new Date() } });
  }
}
