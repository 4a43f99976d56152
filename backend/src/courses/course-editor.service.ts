import crypto from 'node:crypto';
import { paginationOf } from '../common/http/responses';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuthUser } from '../common/access/auth-user';
import { MultipartForm, parseJsonField, UploadedFile } from '../common/http/multipart';
import { toWebpCover } from '../common/http/images';
import { pickFreeSlug, slugify } from '../common/text/slug';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { courseApprovedMail, courseRejectedMail } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { isForeignKeyViolation, isUniqueViolation, retryOnUniqueViolation } from '../prisma/prisma-errors';
import { Db, Prisma, PrismaService } from '../prisma/prisma.service';
import { StorageService } from '../storage/storage.service';
import { stringList } from './course-catalogue.service';
import { IMAGE_SIZES, LECTURE_THUMBNAIL_FIELD } from './course-form';
import { ManagedCourse, ManagedCourseItem } from './course-views';
import { adminCourseInputSchema, CourseInput, courseInputSchema, ManageCoursesQueryDto, PendingCoursesQueryDto, ReviewCourseDto } from './courses.dto';
import { CatalogueCache } from './catalogue-cache';
import { CoursesErrors } from './courses.errors';

type Actor = Pick<AuthUser, 'id' | 'role'>;

const ITEM_INCLUDE = {
  category: { select: { id: true, name: true, slug: true } },
  instructor: { select: { id: true, name: true, email: true } },
} satisfies Prisma.CourseInclude;

const FULL_INCLUDE = {
  ...ITEM_INCLUDE,
  sections: {
    orderBy: { position: 'asc' },
    include: { lectures: { orderBy: { position: 'asc' }, include: { mediaAsset: { select: { status: true } } } } },
  },
} satisfies Prisma.CourseInclude;

type ItemRow = Prisma.CourseGetPayload<{ include: typeof ITEM_INCLUDE }>;
type FullRow = Prisma.CourseGetPayload<{ include: typeof FULL_INCLUDE }>;

/** Images of one save, already resized and stored; URLs to drop once the save has committed. */
interface StoredImages {
  courseThumbnail?: string;
  seoThumbnail?: string;
  lectures: Map<string, string>;
  all: string[];
}

function toItem(row: ItemRow): ManagedCourseItem {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    rejectionReason: row.rejectionReason,
    thumbnailUrl: row.thumbnailUrl,
    level: row.level,
    price: Number(row.price),
    originalPrice: row.originalPrice === null ? null : Number(row.originalPrice),
    currency: 'VND',
    category: { _id: row.category.id, name: row.category.name, slug: row.category.slug },
    instructor: { _id: row.instructor.id, name: row.instructor.name, email: row.instructor.email },
    duration: row.durationSeconds,
    lessonsCount: row.lessonsCount,
    enrolledStudents: row.enrolledStudents,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toManaged(row: FullRow): ManagedCourse {
  const sections = row.sections.map((section) => ({
    _id: section.id,
    title: section.title,
    lectures: section.lectures.map((lecture) => ({
      _id: lecture.id,
      title: lecture.title,
      description: lecture.description,
      isFreePreview: lecture.isFreePreview,
      mediaAssetId: lecture.mediaAssetId,
      mediaStatus: lecture.mediaAsset?.status ?? null,
      durationSeconds: lecture.durationSeconds,
      thumbnailUrl: lecture.thumbnailUrl,
    })),
  }));
  return {
    ...toItem(row),
    shortDescription: row.shortDescription,
    description: row.description,
    outcomes: stringList(row.outcomes),
    requirements: stringList(row.requirements),
    categoryId: row.categoryId,
    instructorId: row.instructorId,
    courseThumbnail: row.thumbnailUrl,
    seoThumbnail: row.seoThumbnailUrl,
    totalLectures: sections.reduce((sum, section) => sum + section.lectures.length, 0),
    sections,
  };
}

function page<T>(items: T[], totalItems: number, query: { page: number; limit: number }) {
  return { courses: items, pagination: paginationOf(query.page, query.limit, totalItems) };
}

/**
 * Course management for instructors (their own courses) and admins (any course).
 * An instructor asking for someone else's course gets the same 404 as for a course that does not exist.
 */
@Injectable()
export class CourseEditorService {
  private readonly logger = new Logger(CourseEditorService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly storage: StorageService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalogue: CatalogueCache,
    private readonly notifications: NotificationsService,
  ) {}

  // ---- lists -------------------------------------------------------------------------------------

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

  // ---- one course --------------------------------------------------------------------------------

  async get(actor: Actor, id: string): Promise<{ course: ManagedCourse }> {
    await this.findScoped(actor, id);
    return { course: await this.loadManaged(id) };
  }

  /** POST /courses: the caller becomes the instructor. */
  createAsInstructor(actor: Actor, form: MultipartForm) {
    const input = parseJsonField(form, 'data', courseInputSchema);
    return this.save({ instructorId: actor.id, input, form });
  }

  /** POST /admin/courses: on behalf of `data.instructorId` (the admin when left out). */
  async createAsAdmin(actor: Actor, form: MultipartForm) {
    const input = parseJsonField(form, 'data', adminCourseInputSchema);
    const instructorId = input.instructorId ?? actor.id;
    await this.checkInstructor(instructorId);
    return this.save({ instructorId, input, form });
  }

  /**
   * Instructor edit. Status after an edit: a rejected course goes back to draft (it must be
   * resubmitted); draft and pending stay as they are; a published course stays published and the
   * changes are live at once (no second review: kept simple on purpose; an admin can withdraw it with
   * the publish toggle, which admins may use on any course).
   */
  async updateAsInstructor(actor: Actor, id: string, form: MultipartForm) {
    const course = await this.findScoped(actor, id);
    const input = parseJsonField(form, 'data', courseInputSchema);
    return this.save({ courseId: id, instructorId: course.instructorId, input, form, nextStatus: course.status === 'rejected' ? 'draft' : undefined });
  }

  /** Admin edit of any course, optionally moving it to another instructor; the status is untouched. */
  async updateAsAdmin(id: string, form: MultipartForm) {
    const course = await this.findScoped({ id: '', role: 'admin' }, id);
    const input = parseJsonField(form, 'data', adminCourseInputSchema);
    const instructorId = input.instructorId ?? course.instructorId;
    if (instructorId !== course.instructorId) await this.checkInstructor(instructorId);
    return this.save({ courseId: id, instructorId, input, form });
  }

  async remove(actor: Actor, id: string): Promise<{ _id: string }> {
    await this.findScoped(actor, id);
    const images = await this.imagesOf(id);
    try {
      await this.prisma.course.delete({ where: { id } });
    } catch (error) {
      // Rows of later domains (orders, enrollments) that must outlive the course block the delete.
      if (isForeignKeyViolation(error)) throw CoursesErrors.raise('DELETE_FAILED');
      throw error;
    }
    this.catalogue.clear();
    await this.dropFiles(images);
    return { _id: id };
  }

  /** draft or rejected → pending (submitted for review); pending or published → draft (withdrawn). */
  async togglePublish(actor: Actor, id: string): Promise<{ course: ManagedCourseItem }> {
    const course = await this.findScoped(actor, id);
    const submit = course.status === 'draft' || course.status === 'rejected';
    if (submit && course.lessonsCount === 0) throw CoursesErrors.raise('EMPTY_CURRICULUM');
    const updated = await this.prisma.course.update({
      where: { id },
      data: submit ? { status: 'pending', submittedAt: new Date(), rejectionReason: null } : { status: 'draft' },
      include: ITEM_INCLUDE,
    });
    this.catalogue.clear();
    return { course: toItem(updated) };
  }

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
          ? { type: 'course_approved', title: 'Khoá học đã được duyệt', body: `Khoá học "${course.title}" đã được duyệt và đang hiển thị công khai.`, link: '/instructor/courses' }
          : { type: 'course_rejected', title: 'Khoá học bị từ chối', body: `Khoá học "${course.title}" chưa được duyệt. Lý do: ${reason}`, link: '/instructor/courses' },
      );
      return tx.course.findUniqueOrThrow({ where: { id }, include: ITEM_INCLUDE });
    });
    this.catalogue.clear();
    return { course: toItem(updated) };
  }

  // ---- saving ------------------------------------------------------------------------------------

  /**
   * Creates or replaces a course with its whole curriculum. Images are resized and stored first, the
   * rows are written in one transaction, and only after it commits are replaced images deleted (or, if
   * it fails, the new ones). Sections and lectures sent with their `_id` keep it; the others are new;
   * those left out are deleted. Lecture length comes from the attached video when known.
   */
  private async save(args: { courseId?: string; instructorId: string; input: CourseInput; form: MultipartForm; nextStatus?: 'draft' }): Promise<{ course: ManagedCourse }> {
    const { input, instructorId } = args;
    const keys = new Set(input.sections.flatMap((section) => section.lectures.map((lecture) => lecture.thumbnailKey)).filter((key): key is string => !!key));
    for (const field of args.form.files.keys()) {
      const key = LECTURE_THUMBNAIL_FIELD.exec(field)?.[1];
      if (key !== undefined && !keys.has(key)) throw CoursesErrors.raise('THUMBNAIL_KEY_UNKNOWN');
    }
    const media = await this.mediaDurations(instructorId, input);
    const images = await this.storeImages(args.form);
    let replaced: string[] = [];
    let courseId: string;
    try {
      // A new course titled like one saved at the same moment: the loser of the slug race runs again with the next free slug.
      ({ courseId, replaced } = await retryOnUniqueViolation('courses_slug_key', () => this.prisma.inTransaction(async (tx) => {
        const category = await tx.category.findUnique({ where: { id: input.categoryId }, select: { id: true } });
        if (!category) throw CoursesErrors.raise('CATEGORY_NOT_FOUND');
        const fields = {
          title: input.title,
          shortDescription: input.shortDescription,
          description: input.description,
          outcomes: input.outcomes,
          requirements: input.requirements,
          level: input.level,
          price: BigInt(input.price),
          originalPrice: input.originalPrice == null ? null : BigInt(input.originalPrice),
          categoryId: input.categoryId,
          instructorId,
          ...(images.courseThumbnail ? { thumbnailUrl: images.courseThumbnail } : {}),
          ...(images.seoThumbnail ? { seoThumbnailUrl: images.seoThumbnail } : {}),
        };
        const dropped: string[] = [];
        let id = args.courseId;
        if (id) {
          const before = await tx.course.findUniqueOrThrow({ where: { id }, select: { thumbnailUrl: true, seoThumbnailUrl: true } });
          if (images.courseThumbnail && before.thumbnailUrl) dropped.push(before.thumbnailUrl);
          if (images.seoThumbnail && before.seoThumbnailUrl) dropped.push(before.seoThumbnailUrl);
          await tx.course.update({ where: { id }, data: { ...fields, ...(args.nextStatus ? { status: args.nextStatus, rejectionReason: null } : {}) } });
        } else {
          // The slug is made once, from the first title: links and affiliate codes keep working after renames.
          id = (await tx.course.create({ data: { ...fields, slug: await this.freeSlug(tx, input.title) }, select: { id: true } })).id;
        }
        const totals = await this.syncCurriculum(tx, id, input, images.lectures, media);
        await tx.course.update({ where: { id }, data: { durationSeconds: totals.durationSeconds, lessonsCount: totals.lessonsCount } });
        return { courseId: id, replaced: [...dropped, ...totals.droppedImages] };
      })));
    } catch (error) {
      await this.dropFiles(images.all);
      if (isUniqueViolation(error)) throw CoursesErrors.raise('DUPLICATE_CURRICULUM_ID', 'Khoá học vừa được lưu đồng thời, vui lòng thử lại.');
      throw error;
    }
    this.catalogue.clear();
    await this.dropFiles(replaced);
    return { course: await this.loadManaged(courseId) };
  }

  private async syncCurriculum(tx: Db, courseId: string, input: CourseInput, thumbnails: Map<string, string>, media: Map<string, number | null>) {
    const existing = await tx.courseSection.findMany({ where: { courseId }, select: { id: true, lectures: { select: { id: true, thumbnailUrl: true } } } });
    const knownSections = new Set(existing.map((section) => section.id));
    const knownLectures = new Map(existing.flatMap((section) => section.lectures.map((lecture) => [lecture.id, lecture] as const)));
    const seen = new Set<string>();
    for (const section of input.sections) {
      if (section._id && !knownSections.has(section._id)) throw CoursesErrors.raise('SECTION_NOT_IN_COURSE');
      for (const lecture of section.lectures) if (lecture._id && !knownLectures.has(lecture._id)) throw CoursesErrors.raise('LECTURE_NOT_IN_COURSE');
      for (const id of [section._id, ...section.lectures.map((lecture) => lecture._id)]) {
        if (!id) continue;
        if (seen.has(id)) throw CoursesErrors.raise('DUPLICATE_CURRICULUM_ID');
        seen.add(id);
      }
    }

    const droppedImages: string[] = [];
    const keptSections: string[] = [];
    const keptLectures = new Set<string>();
    let durationSeconds = 0;
    let lessonsCount = 0;
    for (const [sectionPosition, section] of input.sections.entries()) {
      const sectionId = section._id
        ? (await tx.courseSection.update({ where: { id: section._id }, data: { title: section.title, position: sectionPosition }, select: { id: true } })).id
        : (await tx.courseSection.create({ data: { courseId, title: section.title, position: sectionPosition }, select: { id: true } })).id;
      keptSections.push(sectionId);
      for (const [position, lecture] of section.lectures.entries()) {
        const thumbnailUrl = lecture.thumbnailKey ? thumbnails.get(lecture.thumbnailKey) : undefined;
        const mediaAssetId = lecture.mediaAssetId ?? null;
        const duration = (mediaAssetId ? media.get(mediaAssetId) : null) ?? lecture.durationSeconds ?? 0;
        const data = {
          sectionId,
          title: lecture.title,
          description: lecture.description || null,
          position,
          durationSeconds: duration,
          isFreePreview: lecture.isFreePreview,
          mediaAssetId,
          ...(thumbnailUrl ? { thumbnailUrl } : {}),
        };
        if (lecture._id) {
          const previous = knownLectures.get(lecture._id)?.thumbnailUrl;
          if (thumbnailUrl && previous) droppedImages.push(previous);
          await tx.lecture.update({ where: { id: lecture._id }, data });
          keptLectures.add(lecture._id);
        } else {
          await tx.lecture.create({ data });
        }
        durationSeconds += duration;
        lessonsCount += 1;
      }
    }
    const removed = [...knownLectures.values()].filter((lecture) => !keptLectures.has(lecture.id));
    if (removed.length) await tx.lecture.deleteMany({ where: { id: { in: removed.map((lecture) => lecture.id) } } });
    droppedImages.push(...removed.map((lecture) => lecture.thumbnailUrl).filter((url): url is string => !!url));
    await tx.courseSection.deleteMany({ where: { courseId, id: { notIn: keptSections } } });
    return { durationSeconds, lessonsCount, droppedImages };
  }

  /** Every attached video must be in the library of the course's instructor; returns their known lengths. */
  private async mediaDurations(instructorId: string, input: CourseInput): Promise<Map<string, number | null>> {
    const ids = [...new Set(input.sections.flatMap((section) => section.lectures.map((lecture) => lecture.mediaAssetId)).filter((id): id is string => !!id))];
    if (!ids.length) return new Map();
    const assets = await this.prisma.mediaAsset.findMany({ where: { id: { in: ids }, ownerId: instructorId }, select: { id: true, durationSeconds: true } });
    if (assets.length !== ids.length) throw CoursesErrors.raise('MEDIA_NOT_OWNED');
    return new Map(assets.map((asset) => [asset.id, asset.durationSeconds]));
  }

  private async storeImages(form: MultipartForm): Promise<StoredImages> {
    const stored: StoredImages = { lectures: new Map(), all: [] };
    try {
      for (const [field, file] of form.files) {
        const key = LECTURE_THUMBNAIL_FIELD.exec(field)?.[1];
        const [width, height] = field === 'courseThumbnail' ? IMAGE_SIZES.courseThumbnail : field === 'seoThumbnail' ? IMAGE_SIZES.seoThumbnail : IMAGE_SIZES.lectureThumbnail;
        const url = await this.storeImage(file, width, height, field === 'seoThumbnail' ? 'seo' : key !== undefined ? 'lectures' : 'covers');
        stored.all.push(url);
        if (field === 'courseThumbnail') stored.courseThumbnail = url;
        else if (field === 'seoThumbnail') stored.seoThumbnail = url;
        else if (key !== undefined) stored.lectures.set(key, url);
      }
    } catch (error) {
      await this.dropFiles(stored.all);
      throw error;
    }
    return stored;
  }

  private async storeImage(file: UploadedFile, width: number, height: number, folder: string): Promise<string> {
    const image = await toWebpCover(file.data, width, height);
    if (!image) throw CoursesErrors.raise('IMAGE_INVALID', `Ảnh "${file.filename.slice(0, 100)}" (${file.fieldname.slice(0, 120)}) phải là tệp JPG, PNG, WebP, GIF hoặc AVIF hợp lệ.`);
    return this.storage.putPublic(`courses/${folder}/${crypto.randomUUID()}.webp`, image);
  }

  private async imagesOf(courseId: string): Promise<string[]> {
    const course = await this.prisma.course.findUnique({
      where: { id: courseId },
      select: { thumbnailUrl: true, seoThumbnailUrl: true, sections: { select: { lectures: { select: { thumbnailUrl: true } } } } },
    });
    if (!course) return [];
    return [course.thumbnailUrl, course.seoThumbnailUrl, ...course.sections.flatMap((section) => section.lectures.map((lecture) => lecture.thumbnailUrl))].filter((url): url is string => !!url);
  }

  /** Best effort: a file left behind wastes disk space, it never breaks a page. */
  private async dropFiles(urls: string[]): Promise<void> {
    for (const url of urls) {
      await this.storage.removePublic(url).catch((error: unknown) => this.logger.warn(`Không xoá được tệp ${url}: ${String(error)}`));
    }
  }

  private async freeSlug(db: Db, title: string): Promise<string> {
    const base = slugify(title) || 'khoa-hoc';
    const taken = await db.course.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } });
    return pickFreeSlug(base, taken.map((row) => row.slug));
  }

  private async checkInstructor(userId: string): Promise<void> {
    const user = await this.prisma.user.findUnique({ where: { id: userId }, select: { role: true } });
    if (!user || (user.role !== 'instructor' && user.role !== 'admin')) throw CoursesErrors.raise('INSTRUCTOR_NOT_FOUND');
  }

  /** Admins reach every course; anyone else only their own, and others' courses look like missing ones. */
  private async findScoped(actor: Actor, id: string) {
    const course = await this.prisma.course.findFirst({
      where: { id, instructorId: actor.role === 'admin' ? undefined : actor.id },
      select: { id: true, instructorId: true, status: true, lessonsCount: true },
    });
    if (!course) throw CoursesErrors.raise('COURSE_NOT_FOUND');
    return course;
  }

  private async loadManaged(id: string): Promise<ManagedCourse> {
    const row = await this.prisma.course.findUnique({ where: { id }, include: FULL_INCLUDE });
    if (!row) throw CoursesErrors.raise('COURSE_NOT_FOUND');
    return toManaged(row);
  }
}
