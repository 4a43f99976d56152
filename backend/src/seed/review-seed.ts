import type { INestApplicationContext } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service';
import { ReviewModerationService } from '../reviews/review-moderation.service';
import { ReviewsService } from '../reviews/reviews.service';

const DAY = 86_400_000;

/** What the demo learners say, best first; the first one gets the instructor's reply. */
const REVIEW_TEXTS: { rating: number; comment: string | null }[] = [
  { rating: 5, comment: 'Khóa học rất thực tế, làm theo từng bài là chạy được chiến dịch đầu tiên. Cảm ơn thầy!' },
  { rating: 5, comment: 'Giảng viên giải thích dễ hiểu, ví dụ sát với việc bán hàng online ở Việt Nam.' },
  { rating: 4, comment: 'Nội dung tốt, mong có thêm bài tập thực hành cuối mỗi chương.' },
  { rating: 5, comment: null },
  { rating: 4, comment: 'Đáng tiền. Phần tối ưu chi phí quảng cáo rất hữu ích với mình.' },
  { rating: 3, comment: 'Kiến thức ổn nhưng vài video hơi dài, nên chia nhỏ hơn.' },
  { rating: 5, comment: 'Học xong áp dụng ngay cho shop, đơn tăng rõ rệt sau hai tuần.' },
  { rating: 4, comment: 'Phần đầu hơi cơ bản với người đã chạy quảng cáo, các chương sau rất chất lượng.' },
];
const INSTRUCTOR_REPLY = 'Cảm ơn bạn đã dành thời gian đánh giá! Chúc bạn áp dụng thành công, có gì cần hỗ trợ cứ nhắn mình nhé.';

/**
 * A handful of reviews by the demo learners who own a course and completed a lecture in it, written
 * through the reviews service (so the course figures come from these rows), then dated after their
 * progress; the first gets the instructor's reply. Run after the purchases, progress and refunds.
 */
export async function seedReviews(app: INestApplicationContext, now: number): Promise<void> {
  const prisma = app.get(PrismaService);
  const reviews = app.get(ReviewsService);
  // Each (learner, course) with a completed lecture, in a fixed order.
  const done = await prisma.lectureProgress.groupBy({
    by: ['userId', 'courseId'],
    where: { completed: true, user: { role: 'student', email: { endsWith: '@example.vn' } } },
    _max: { completedAt: true },
    orderBy: [{ courseId: 'asc' }, { userId: 'asc' }],
  });
  const owned = await prisma.enrollment.findMany({ where: { OR: done.map(({ userId, courseId }) => ({ userId, courseId })) }, select: { userId: true, courseId: true } });
  const owns = new Set(owned.map((row) => `${row.userId}|${row.courseId}`));
  const writers = done.filter((row) => owns.has(`${row.userId}|${row.courseId}`)).slice(0, REVIEW_TEXTS.length);
  const written: { id: string; courseId: string }[] = [];
  for (const [index, { userId, courseId, _max }] of writers.entries()) {
    const { review } = await reviews.saveMine(userId, courseId, REVIEW_TEXTS[index]);
    // Some days after the lecture they finished, never in the future.
    const at = new Date(Math.min(now - (index + 1) * 3 * 3_600_000, (_max.completedAt?.getTime() ?? now - 30 * DAY) + (1 + index) * DAY));
    await prisma.courseReview.update({ where: { id: review._id }, data: { createdAt: at, updatedAt: at } });
    written.push({ id: review._id, courseId });
  }
  const first = written[0];
  if (!first) return;
  const course = await prisma.course.findUniqueOrThrow({ where: { id: first.courseId }, select: { instructorId: true } });
  await app.get(ReviewModerationService).reply({ id: course.instructorId, role: 'instructor' }, first.id, INSTRUCTOR_REPLY);
}
