import { Injectable } from '@nestjs/common';
import type { Actor } from '../common/access/ownership';
import { mayActOn } from '../common/access/ownership';
import { paginationOf } from '../common/http/responses';
import { JobsService } from '../jobs/jobs.service';
import { courseReader } from '../learning';
import { PrismaService } from '../prisma/prisma.service';
import { FANOUT_JOB } from './announcement-fanout.service';
import { announcementSelect, toAnnouncementView } from './announcement-views';
import type { AnnouncementInputDto, AnnouncementView, InstructorAnnouncementView } from './announcements.dto';
import { AnnouncementsErrors } from './announcements.errors';

const notFound = () => AnnouncementsErrors.raise('ANNOUNCEMENT_COURSE_NOT_FOUND');

/**
 * Course announcements (docs/learning.md, "Announcements"): the course's instructor (or an admin)
 * posts; the request stores the announcement and queues the first fan-out job in one transaction and
 * answers at once. Readers are those of the course's questions (learning/course-readers.ts).
 */
@Injectable()
export class AnnouncementsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly jobs: JobsService,
  ) {}

  async post(actor: Actor, courseId: string, input: AnnouncementInputDto): Promise<{ announcement: AnnouncementView }> {
    return this.prisma.inTransaction(async (tx) => {
      const course = await tx.course.findUnique({ where: { id: courseId }, select: { instructorId: true } });
      if (!course || !mayActOn(actor, course.instructorId)) throw notFound();
      // The author is not told of their own announcement, enrolled or not.
      const recipientsCount = await tx.enrollment.count({ where: { courseId, userId: { not: actor.id } } });
      const row = await tx.courseAnnouncement.create({
        data: { courseId, authorId: actor.id, title: input.title, body: input.body, recipientsCount },
        select: announcementSelect,
      });
      await this.jobs.enqueue(tx, FANOUT_JOB, { announcementId: row.id, after: null });
      return { announcement: toAnnouncementView(row) };
    });
  }

  /** The course's tab: newest first. */
  async forCourse(actor: Actor, courseId: string, query: { page: number; limit: number }) {
    const reader = await courseReader(this.prisma, actor, courseId);
    if (reader === 'ended') throw AnnouncementsErrors.raise('ANNOUNCEMENT_ACCESS_ENDED');
    if (!reader) throw notFound();
    const { rows, total } = await this.page(courseId, query);
    return { announcements: rows.map(toAnnouncementView), pagination: paginationOf(query.page, query.limit, total) };
  }

  /** The course's edit area: with how many students each one is for and has reached so far. */
  async forInstructor(actor: Actor, courseId: string, query: { page: number; limit: number }) {
    const course = await this.prisma.course.findUnique({ where: { id: courseId }, select: { instructorId: true } });
    if (!course || !mayActOn(actor, course.instructorId)) throw notFound();
    const { rows, total } = await this.page(courseId, query);
    const counts = await this.prisma.announcementDelivery.groupBy({ by: ['announcementId'], where: { announcementId: { in: rows.map((row) => row.id) } }, _count: { _all: true } });
    const delivered = new Map(counts.map((count) => [count.announcementId, count._count._all]));
    const announcements: InstructorAnnouncementView[] = rows.map((row) => ({
      ...toAnnouncementView(row),
      recipientsCount: row.recipientsCount,
      deliveredCount: delivered.get(row.id) ?? 0,
    }));
    return { announcements, pagination: paginationOf(query.page, query.limit, total) };
  }

  private async page(courseId: string, query: { page: number; limit: number }) {
    const [rows, total] = await Promise.all([
      this.prisma.courseAnnouncement.findMany({
        where: { courseId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (query.page - 1) * query.limit,
        take: query.limit,
        select: announcementSelect,
      }),
      this.prisma.courseAnnouncement.count({ where: { courseId } }),
    ]);
    return { rows, total };
  }
}
