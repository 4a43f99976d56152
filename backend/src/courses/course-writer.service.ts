import crypto from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { MultipartForm, UploadedFile } from '../common/http/multipart';
import { toWebpCover } from '../common/http/images';
import { pickFreeSlug, slugify } from '../common/text/slug';
import { isForeignKeyViolation, isUniqueViolation, retryOnUniqueViolation } from '../prisma/prisma-errors';
import { Db, PrismaService } from '../prisma/prisma.service';
import { StorageService } from '../storage/storage.service';
import { CatalogueCache } from './catalogue-cache';
import { IMAGE_SIZES, LECTURE_THUMBNAIL_FIELD } from './course-form';
import { FULL_INCLUDE, toManaged } from './course-rows';
import { ManagedCourse } from './course-views';
import { CourseInput } from './courses.dto';
import { CoursesErrors } from './courses.errors';

/** Images of one save, already resized and stored; URLs to drop once the save has committed. */
interface StoredImages {
  courseThumbnail?: string;
  seoThumbnail?: string;
  lectures: Map<string, string>;
  all: string[];
}

/** Writing a course with its whole curriculum and images, and dropping the files of a deleted one. */
@Injectable()
export class CourseWriterService {
  private readonly logger = new Logger(CourseWriterService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly storage: StorageService,
    private readonly catalogue: CatalogueCache,
  ) {}

  /**
   * Creates or replaces a course with its whole curriculum. Images are resized and stored first, the
   * rows are written in one transaction, and only after it commits are replaced images deleted (or, if
   * it fails, the new ones). Sections and lectures sent with their `_id` keep it; the others are new;
   * those left out are deleted. Lecture length comes from the attached video when known.
   */
  async save(args: { courseId?: string; instructorId: string; input: CourseInput; form: MultipartForm; nextStatus?: 'draft' }): Promise<{ course: ManagedCourse }> {
    const { input, instructorId } = args;
    const keys = new Set(input.sections.flatMap((section) => section.lectures.map((lecture) => lecture.thumbnailKey)).filter((key): key is string => !!key));
    for (const field of args.form.files.keys()) {
      const key = LECTURE_THUMBNAIL_FIELD.exec(field)?.[1];
      if (key !== undefined && !keys.has(key)) throw CoursesErrors.raise('THUMBNAIL_KEY_UNKNOWN');
    }
    const media = await this.mediaDurations(instructorId, input);
    await this.checkResources(instructorId, input);
    const images = await this.storeImages(args.form);
    let replaced: string[] = [];
    let courseId: string;
    try {
      // A new course titled like one saved at the same moment: the loser of the slug race runs again with the next free slug.
      ({ courseId, replaced } = await retryOnUniqueViolation('courses_slug_key', () =>
        this.prisma.inTransaction(async (tx) => {
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
        }),
      ));
    } catch (error) {
      await this.dropFiles(images.all);
      if (isUniqueViolation(error)) throw CoursesErrors.raise('DUPLICATE_CURRICULUM_ID', 'Khóa học vừa được lưu đồng thời, vui lòng thử lại.');
      // A file checked above and deleted from the library before the rows were written.
      if (isForeignKeyViolation(error)) throw CoursesErrors.raise('MEDIA_REMOVED_MEANWHILE');
      throw error;
    }
    this.catalogue.clear();
    await this.dropFiles(replaced);
    return { course: await this.loadManaged(courseId) };
  }

  private async syncCurriculum(tx: Db, courseId: string, input: CourseInput, thumbnails: Map<string, string>, media: Map<string, number | null>) {
    const existing = await tx.courseSection.findMany({ where: { courseId }, select: { id: true, lectures: { select: { id: true, thumbnailUrl: true, kind: true } } } });
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
        // A lecture keeps the kind it was created with. A quiz or a text lesson has no video: the quiz's
        // questions and the lesson's document are written in their editors (PUT /api/instructor/lectures/
        // {id}/quiz, .../text).
        const kind = lecture._id ? knownLectures.get(lecture._id)!.kind : lecture.kind;
        const mediaAssetId = kind === 'video' ? (lecture.mediaAssetId ?? null) : null;
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
        let lectureId: string;
        if (lecture._id) {
          const previous = knownLectures.get(lecture._id)?.thumbnailUrl;
          if (thumbnailUrl && previous) droppedImages.push(previous);
          lectureId = (await tx.lecture.update({ where: { id: lecture._id }, data, select: { id: true } })).id;
          keptLectures.add(lecture._id);
        } else {
          lectureId = (await tx.lecture.create({ data: { ...data, kind }, select: { id: true } })).id;
        }
        if (lecture.resourceIds) await this.replaceResources(tx, lectureId, lecture.resourceIds, Boolean(lecture._id));
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

  /** A lecture's resources, in the order sent (a save sends the whole list). */
  private async replaceResources(tx: Db, lectureId: string, mediaIds: string[], existed: boolean): Promise<void> {
    if (existed) await tx.lectureResource.deleteMany({ where: { lectureId } });
    if (mediaIds.length) await tx.lectureResource.createMany({ data: mediaIds.map((mediaAssetId, position) => ({ lectureId, mediaAssetId, position })) });
  }

  /** Resources are documents or images of the course instructor's library. */
  private async checkResources(instructorId: string, input: CourseInput): Promise<void> {
    const ids = [...new Set(input.sections.flatMap((section) => section.lectures.flatMap((lecture) => lecture.resourceIds ?? [])))];
    if (!ids.length) return;
    const found = await this.prisma.mediaAsset.count({ where: { id: { in: ids }, ownerId: instructorId, kind: { in: ['document', 'image'] } } });
    if (found !== ids.length) throw CoursesErrors.raise('RESOURCE_NOT_OWNED');
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
    if (!image)
      throw CoursesErrors.raise('IMAGE_INVALID', `Ảnh "${file.filename.slice(0, 100)}" (${file.fieldname.slice(0, 120)}) phải là tệp JPG, PNG, WebP, GIF hoặc AVIF hợp lệ.`);
    return this.storage.putPublic(`courses/${folder}/${crypto.randomUUID()}.webp`, image);
  }

  async imagesOf(courseId: string): Promise<string[]> {
    const course = await this.prisma.course.findUnique({
      where: { id: courseId },
      select: { thumbnailUrl: true, seoThumbnailUrl: true, sections: { select: { lectures: { select: { thumbnailUrl: true } } } } },
    });
    if (!course) return [];
    return [course.thumbnailUrl, course.seoThumbnailUrl, ...course.sections.flatMap((section) => section.lectures.map((lecture) => lecture.thumbnailUrl))].filter(
      (url): url is string => !!url,
    );
  }

  /** Best effort: a file left behind wastes disk space, it never breaks a page. */
  async dropFiles(urls: string[]): Promise<void> {
    for (const url of urls) {
      await this.storage.removePublic(url).catch((error: unknown) => this.logger.warn(`Không xóa được tệp ${url}: ${String(error)}`));
    }
  }

  private async freeSlug(db: Db, title: string): Promise<string> {
    const base = slugify(title) || 'khoa-hoc';
    const taken = await db.course.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } });
    return pickFreeSlug(
      base,
      taken.map((row) => row.slug),
    );
  }

  async loadManaged(id: string): Promise<ManagedCourse> {
    const row = await this.prisma.course.findUnique({ where: { id }, include: FULL_INCLUDE });
    if (!row) throw CoursesErrors.raise('COURSE_NOT_FOUND');
    return toManaged(row);
  }
}
