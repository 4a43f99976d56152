import { Injectable } from '@nestjs/common';
import type { Actor } from '../common/access/ownership';
import { Prisma, PrismaService } from '../prisma/prisma.service';
import { ITEM_INCLUDE, page, toItem } from './course-rows';
import { ManageCoursesQueryDto, PendingCoursesQueryDto } from './courses.dto';

/** The lists of course management: an instructor's own courses, every course, the review queue, and the pickers. */
@Injectable()
export class CourseListsService {
  constructor(private readonly prisma: PrismaService) {}

  /** The caller's own courses (admins too see only their own here; the admin list shows all). */
  listOwn(actor: Actor, query: ManageCoursesQueryDto) {
    return this.list({ instructorId: actor.id }, query);
  }

  listAll(query: ManageCoursesQueryDto) {
    return this.list({}, query);
  }

  /** The review queue, oldest submission first; `total` feeds the sidebar badge. */
  async pending(query: PendingCoursesQueryDto) {
    const where: Prisma.CourseWhereInput = { status: 'pending' };
    const [total, rows] = await Promise.all([
      this.prisma.course.count({ where }),
      this.prisma.course.findMany({ where, include: ITEM_INCLUDE, orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }], skip: (query.page - 1) * query.limit, take: query.limit }),
    ]);
    return { ...page(rows.map(toItem), total, query), total };
  }

  async instructorOptions() {
    const users = await this.prisma.user.findMany({ where: { role: 'instructor' }, select: { id: true, name: true, email: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
    return { instructors: users.map((user) => ({ _id: user.id, name: user.name, email: user.email })) };
  }

  async courseOptions() {
    const courses = await this.prisma.course.findMany({ select: { id: true, title: true }, orderBy: [{ title: 'asc' }, { id: 'asc' }] });
    return { courses: courses.map((course) => ({ _id: course.id, title: course.title })) };
  }

  private async list(scope: Prisma.CourseWhereInput, query: ManageCoursesQueryDto) {
    const where: Prisma.CourseWhereInput = { ...scope, status: query.status, title: query.search ? { contains: query.search } : undefined };
    const [totalItems, rows] = await Promise.all([
      this.prisma.course.count({ where }),
      this.prisma.course.findMany({ where, include: ITEM_INCLUDE, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.limit, take: query.limit }),
    ]);
    return page(rows.map(toItem), totalItems, query);
  }
}
