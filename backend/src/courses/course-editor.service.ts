import { Injectable } from '@nestjs/common';
import { type Actor, ownerFilter } from '../common/access/ownership';
import { MultipartForm, parseJsonField } from '../common/http/multipart';
import { isForeignKeyViolation } from '../prisma/prisma-errors';
import { PrismaService } from '../prisma/prisma.service';
import { CatalogueCache } from './catalogue-cache';
import { ITEM_INCLUDE, toItem } from './course-rows';
import { ManagedCourse, ManagedCourseItem } from './course-views';
import { CourseWriterService } from './course-writer.service';
import { adminCourseInputSchema, courseInputSchema } from './courses.dto';
import { CoursesErrors } from './courses.errors';
import { hasContent, type TextNode } from '../text-lessons';

/**
 * One course of course management: instructors act on their own courses, admins on any (the ownership
 * policy, common/access/ownership.ts): someone else's course answers as a missing one.
 */
@Injectable()
export class CourseEditorService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly writer: CourseWriterService,
    private readonly catalogue: CatalogueCache,
  ) {}

  async get(actor: Actor, id: string): Promise<{ course: ManagedCourse }> {
    await this.findOwned(actor, id);
    return { course: await this.writer.loadManaged(id) };
  }

  /** POST /courses: the caller becomes the instructor. */
  createAsInstructor(actor: Actor, form: MultipartForm) {
    const input = parseJsonField(form, 'data', courseInputSchema);
    return this.writer.save({ instructorId: actor.id, input, form });
  }

  /** POST /admin/courses: on behalf of `data.instructorId` (the admin when left out). */
  async createAsAdmin(actor: Actor, form: MultipartForm) {
    const input = parseJsonField(form, 'data', adminCourseInputSchema);
    const instructorId = input.instructorId ?? actor.id;
    await this.checkInstructor(instructorId);
    return this.writer.save({ instructorId, input, form });
  }

  /**
   * Instructor edit. Status after an edit: a rejected course goes back to draft (it must be
   * resubmitted); draft and pending stay as they are; a published course stays published and the
   * changes are live at once (no second review: kept simple on purpose; an admin can withdraw it with
   * the publish toggle, which admins may use on any course).
   */
  async updateAsInstructor(actor: Actor, id: string, form: MultipartForm) {
    const course = await this.findOwned(actor, id);
    const input = parseJsonField(form, 'data', courseInputSchema);
    return this.writer.save({ courseId: id, instructorId: course.instructorId, input, form, nextStatus: course.status === 'rejected' ? 'draft' : undefined });
  }

  /** Admin edit of any course, optionally moving it to another instructor; the status is untouched. */
  async updateAsAdmin(id: string, form: MultipartForm) {
    const course = await this.find(id);
    const input = parseJsonField(form, 'data', adminCourseInputSchema);
    const instructorId = input.instructorId ?? course.instructorId;
    if (instructorId !== course.instructorId) await this.checkInstructor(instructorId);
    return this.writer.save({ courseId: id, instructorId, input, form });
  }

  async remove(actor: Actor, id: string): Promise<{ _id: string }> {
    await this.findOwned(actor, id);
    const images = await this.writer.imagesOf(id);
    try {
      await this.prisma.course.delete({ where: { id } });
    } catch (error) {
      // Rows of later domains (orders, enrollments) that must outlive the course block the delete.
      if (isForeignKeyViolation(error)) throw CoursesErrors.raise('DELETE_FAILED');
      throw error;
    }
    this.catalogue.clear();
    await this.writer.dropFiles(images);
    return { _id: id };
  }

  /** draft or rejected → pending (submitted for review); pending or published → draft (withdrawn). */
  async togglePublish(actor: Actor, id: string): Promise<{ course: ManagedCourseItem }> {
    const course = await this.findOwned(actor, id);
    const submit = course.status === 'draft' || course.status === 'rejected';
    if (submit && course.lessonsCount === 0) throw CoursesErrors.raise('EMPTY_CURRICULUM');
    if (submit) {
      await this.checkQuizzesWritten(id);
      await this.checkTextLessonsWritten(id);
    }
    const updated = await this.prisma.course.update({
      where: { id },
      data: submit ? { status: 'pending', submittedAt: new Date(), rejectionReason: null } : { status: 'draft' },
      include: ITEM_INCLUDE,
    });
    this.catalogue.clear();
    return { course: toItem(updated) };
  }

  /** A quiz without questions could never be passed, so the course could never be completed. */
  private async checkQuizzesWritten(courseId: string): Promise<void> {
    const empty = await this.prisma.lecture.findFirst({
      where: { kind: 'quiz', section: { courseId }, OR: [{ quiz: null }, { quiz: { questions: { none: {} } } }] },
      select: { title: true },
    });
    if (empty) throw CoursesErrors.raise('EMPTY_QUIZ', `Bài kiểm tra "${empty.title}" chưa có câu hỏi nào.`);
  }

  /** A text lesson with nothing to read would be a blank page in the player. */
  private async checkTextLessonsWritten(courseId: string): Promise<void> {
    const lessons = await this.prisma.lecture.findMany({ where: { kind: 'text', section: { courseId } }, select: { title: true, textDocument: true } });
    const empty = lessons.find((lesson) => !hasContent(lesson.textDocument as TextNode | null));
    if (empty) throw CoursesErrors.raise('EMPTY_TEXT_LESSON', `Bài đọc "${empty.title}" chưa có nội dung.`);
  }

  private async checkInstructor(userId: string): Promise<void> {
    const user = await this.prisma.user.findUnique({ where: { id: userId }, select: { role: true } });
    if (!user || (user.role !== 'instructor' && user.role !== 'admin')) throw CoursesErrors.raise('INSTRUCTOR_NOT_FOUND');
  }

  /** The course when `actor` may act on it (its instructor, or an admin); otherwise the 404 of a missing one. */
  private findOwned(actor: Actor, id: string) {
    return this.find(id, ownerFilter(actor));
  }

  private async find(id: string, instructorId?: string) {
    const course = await this.prisma.course.findFirst({ where: { id, instructorId }, select: { id: true, instructorId: true, status: true, lessonsCount: true } });
    if (!course) throw CoursesErrors.raise('COURSE_NOT_FOUND');
    return course;
  }
}
