import { Injectable } from '@nestjs/common';
import { lockCourses } from '../common/locks/row-locks';
import type { Enrollment } from '../generated/prisma/client';
import { NotificationsService } from '../notifications/notifications.service';
import { Db, PrismaService } from '../prisma/prisma.service';
import { LearningErrors } from './learning.errors';

export interface EnrollmentView {
  _id: string;
  userId: string;
  courseId: string;
  source: 'purchase' | 'admin_grant';
  createdAt: string;
}

const view = (row: Enrollment): EnrollmentView => ({ _id: row.id, userId: row.userId, courseId: row.courseId, source: row.source, createdAt: row.createdAt.toISOString() });

/** Who may learn what: enrollments come from paid orders (OrderFulfilmentService) or an admin grant. */
@Injectable()
export class EnrollmentsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly notifications: NotificationsService,
  ) {}

  /** The user's enrollment in the course, or 403 NOT_ENROLLED. */
  async require(db: Db, userId: string, courseId: string): Promise<Enrollment> {
    const enrollment = await db.enrollment.findUnique({ where: { userId_courseId: { userId, courseId } } });
    if (!enrollment) throw LearningErrors.raise('NOT_ENROLLED');
    return enrollment;
  }

  /**
   * POST /api/admin/enrollments. Like a purchase, INSERT IGNORE: granting a course the student already
   * has (bought or granted, even by two admins at once) returns that enrollment and changes nothing.
   * A new grant tells the student (in-app and push) in the same transaction.
   */
  async grant(userId: string, courseId: string): Promise<{ created: boolean; enrollment: EnrollmentView }> {
    const [user, course] = await Promise.all([
      this.prisma.user.findUnique({ where: { id: userId }, select: { id: true } }),
      this.prisma.course.findUnique({ where: { id: courseId }, select: { slug: true, title: true } }),
    ]);
    if (!user) throw LearningErrors.raise('USER_NOT_FOUND');
    if (!course) throw LearningErrors.raise('COURSE_NOT_FOUND');
    return this.prisma.inTransaction(async (tx) => {
      // The course row first, as a sale does (OrderFulfilmentService): the student counter below would
      // otherwise upgrade the enrollment's shared foreign-key lock and deadlock with a sale.
      await lockCourses(tx, [courseId]);
      const created = await tx.$executeRaw`
        INSERT IGNORE INTO enrollments (id, user_id, course_id, source, order_id, created_at)
        VALUES (UUID(), ${userId}, ${courseId}, 'admin_grant', NULL, NOW(3))`;
      if (created > 0) {
        await tx.course.update({ where: { id: courseId }, data: { enrolledStudents: { increment: 1 } } });
        await this.notifications.notify(tx, userId, {
          type: 'enrollment_granted',
          title: 'Bạn được cấp quyền truy cập khóa học',
          body: `Bạn đã có thể học khóa "${course.title}".`,
          link: `/learn/${course.slug}`,
        });
      }
      const enrollment = await tx.enrollment.findUniqueOrThrow({ where: { userId_courseId: { userId, courseId } } });
      return { created: created > 0, enrollment: view(enrollment) };
    });
  }
}
