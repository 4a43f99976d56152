import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { courseApprovedMail, courseRejectedMail } from '../mail';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { Prisma, PrismaService } from '../prisma/prisma.service';
import { CatalogueCache } from './catalogue-cache';
import { ITEM_INCLUDE, toItem } from './course-rows';
import { ManagedCourseItem } from './course-views';
import { ReviewCourseDto } from './courses.dto';
import { CoursesErrors } from './courses.errors';

/** The admin's review of a submitted course. */
@Injectable()
export class CourseReviewService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalogue: CatalogueCache,
    private readonly notifications: NotificationsService,
  ) {}

  /** Approve (published now) or reject (with the reason); the instructor's mail and notification are queued in the same transaction. */
  async review(id: string, input: ReviewCourseDto): Promise<{ course: ManagedCourseItem }> {
    const reason = input.reason?.trim();
    if (input.action === 'reject' && !reason) throw CoursesErrors.raise('REJECT_REASON_REQUIRED');
    const updated = await this.prisma.inTransaction(async (tx) => {
      const course = await tx.course.findUnique({ where: { id }, include: ITEM_INCLUDE });
      if (!course) throw CoursesErrors.raise('COURSE_NOT_FOUND');
      const data: Prisma.CourseUpdateManyMutationInput =
        input.action === 'approve' ? { status: 'published', publishedAt: new Date(), rejectionReason: null } : { status: 'rejected', rejectionReason: reason };
      // Only from pending, checked in the write itself so two admins reviewing at once cannot both win.
      const { count } = await tx.course.updateMany({ where: { id, status: 'pending' }, data });
      if (count === 0) throw CoursesErrors.raise('NOT_PENDING');
      const mail =
        input.action === 'approve'
          ? courseApprovedMail(course.instructor.name, course.title, `${this.config.publicUrl}/courses/${course.slug}`)
          : courseRejectedMail(course.instructor.name, course.title, reason!, `${this.config.publicUrl}/instructor/courses/${course.id}/edit`);
      await this.mail.queue(tx, course.instructor.email, mail);
      await this.notifications.notify(
        tx,
        course.instructorId,
        input.action === 'approve'
          ? { type: 'course_approved', title: 'Khóa học đã được duyệt', body: `Khóa học "${course.title}" đã được duyệt và đang hiển thị công khai.`, link: '/instructor/courses' }
          : { type: 'course_rejected', title: 'Khóa học bị từ chối', body: `Khóa học "${course.title}" chưa được duyệt. Lý do: ${reason}`, link: '/instructor/courses' },
      );
      return tx.course.findUniqueOrThrow({ where: { id }, include: ITEM_INCLUDE });
    });
    this.catalogue.clear();
    return { course: toItem(updated) };
  }
}
