import { Injectable } from '@nestjs/common';
import { paginationOf } from '../common/http/responses';
import { averageRating } from '../common/ratings/average-rating';
import { containsPattern } from '../common/text/like';
import { LECTURE_RESOURCES_SELECT, toResourceViews } from '../lecture-resources';
import { Prisma, PrismaService } from '../prisma/prisma.service';
import { CatalogueCache } from './catalogue-cache';
import { CourseCard, CourseDetail } from './course-views';
import { PublicCoursesQueryDto } from './courses.dto';
import { CoursesErrors } from './courses.errors';

interface CardRow {
  id: string;
  slug: string;
  title: string;
  short_description: string;
  thumbnail_url: string | null;
  level: CourseCard['level'];
  price: bigint | number;
  original_price: bigint | number | null;
  duration_seconds: number;
  lessons_count: number;
  enrolled_students: number;
  rating_sum: number;
  reviews_count: number;
  published_at: Date | null;
  category_name: string;
  category_slug: string;
  instructor_name: string;
  instructor_avatar_url: string | null;
}

function toCard(row: CardRow): CourseCard {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    shortDescription: row.short_description,
    thumbnailUrl: row.thumbnail_url,
    category: { name: row.category_name, slug: row.category_slug },
    level: row.level,
    price: Number(row.price),
    originalPrice: row.original_price === null ? null : Number(row.original_price),
    currency: 'VND',
    instructorName: row.instructor_name,
    instructorAvatarUrl: row.instructor_avatar_url,
    duration: row.duration_seconds,
    lessonsCount: row.lessons_count,
    enrolledStudents: row.enrolled_students,
    rating: averageRating(Number(row.rating_sum), Number(row.reviews_count)) ?? 0,
    reviewsCount: Number(row.reviews_count),
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
  };
}

/** CatalogueCache keys of a list (its validated query) and of a course page. */
export const catalogueKeys = {
  list: (query: PublicCoursesQueryDto) => `list:${query.page}:${query.limit}:${query.category ?? ''}:${query.search ?? ''}`,
  detail: (slug: string) => `course:${slug}`,
};

/** What visitors read: published courses only. */
@Injectable()
export class CourseCatalogueService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly cache: CatalogueCache,
  ) {}

  list(query: PublicCoursesQueryDto) {
    return this.cache.get(catalogueKeys.list(query), () => this.loadList(query));
  }

  /** The public page (cached for everyone), personalised with `isEnrolled` for a signed-in visitor. */
  async detail(slug: string, userId?: string): Promise<{ course: CourseDetail }> {
    const page = await this.cache.get(catalogueKeys.detail(slug), () => this.loadDetail(slug));
    if (!userId) return page;
    const enrolled = await this.prisma.enrollment.findUnique({ where: { userId_courseId: { userId, courseId: page.course._id } }, select: { id: true } });
    return enrolled ? { course: { ...page.course, isEnrolled: true } } : page;
  }

  /**
   * The page's ids first, from the (status, published_at) or (category_id, status, published_at)
   * index alone, then the joins for those 12 rows only (a "deferred join": joining first made MariaDB
   * sort every published course). Plus one count. `category` is a category slug or id.
   */
  private async loadList(query: PublicCoursesQueryDto) {
    const conditions = [Prisma.sql`c.status = 'published'`];
    // A scalar subquery is evaluated once while planning, so the category filter becomes a constant
    // and the (category_id, status, published_at) index serves it.
    if (query.category) conditions.push(Prisma.sql`c.category_id = (SELECT k.id FROM categories k WHERE k.slug = ${query.category} OR k.id = ${query.category} LIMIT 1)`);
    if (query.search) conditions.push(Prisma.sql`c.title LIKE ${containsPattern(query.search)}`);
    const where = Prisma.join(conditions, ' AND ');
    const offset = (query.page - 1) * query.limit;
    const [rows, counted] = await Promise.all([
      this.prisma.$queryRaw<CardRow[]>`
        SELECT c.id, c.slug, c.title, c.short_description, c.thumbnail_url, c.level, c.price, c.original_price,
               c.duration_seconds, c.lessons_count, c.enrolled_students, c.rating_sum, c.reviews_count, c.published_at,
               k.name AS category_name, k.slug AS category_slug, u.name AS instructor_name, u.avatar_url AS instructor_avatar_url
        FROM (SELECT c.id FROM courses c WHERE ${where} ORDER BY c.published_at DESC, c.id DESC LIMIT ${query.limit} OFFSET ${offset}) page
        JOIN courses c ON c.id = page.id
        JOIN categories k ON k.id = c.category_id
        JOIN users u ON u.id = c.instructor_id
        ORDER BY c.published_at DESC, c.id DESC`,
      this.prisma.$queryRaw<{ total: bigint | number }[]>`SELECT COUNT(*) AS total FROM courses c WHERE ${where}`,
    ]);
    const totalItems = Number(counted[0]?.total ?? 0);
    return {
      courses: rows.map(toCard),
      pagination: paginationOf(query.page, query.limit, totalItems),
    };
  }

  /** A published course with its curriculum; anything else (draft, pending, rejected, unknown) is a 404. */
  private async loadDetail(slug: string): Promise<{ course: CourseDetail }> {
    const course = await this.prisma.course.findFirst({
      where: { slug, status: 'published' },
      include: {
        category: { select: { name: true, slug: true } },
        instructor: { select: { name: true, avatarUrl: true } },
        sections: {
          orderBy: { position: 'asc' },
          select: {
            id: true,
            title: true,
            lectures: {
              orderBy: { position: 'asc' },
              select: { id: true, title: true, durationSeconds: true, isFreePreview: true, thumbnailUrl: true, mediaAssetId: true, resources: LECTURE_RESOURCES_SELECT },
            },
          },
        },
      },
    });
    if (!course) throw CoursesErrors.raise('COURSE_NOT_FOUND', `Không tìm thấy khóa học "${slug.slice(0, 100)}".`);
    const curriculum = course.sections.map((section) => ({
      _id: section.id,
      title: section.title,
      lectures: section.lectures.map((lecture) => ({
        _id: lecture.id,
        title: lecture.title,
        duration: lecture.durationSeconds,
        isFreePreview: lecture.isFreePreview,
        thumbnailUrl: lecture.thumbnailUrl,
        hasVideo: lecture.mediaAssetId !== null,
        // Only free previews name their video: anyone may ask for its playback URL.
        previewMediaId: lecture.isFreePreview ? lecture.mediaAssetId : null,
        resources: lecture.isFreePreview ? toResourceViews(lecture.resources) : [],
      })),
    }));
    return {
      course: {
        _id: course.id,
        slug: course.slug,
        title: course.title,
        shortDescription: course.shortDescription,
        thumbnailUrl: course.thumbnailUrl,
        category: course.category,
        level: course.level,
        price: Number(course.price),
        originalPrice: course.originalPrice === null ? null : Number(course.originalPrice),
        currency: 'VND',
        instructorName: course.instructor.name,
        instructorAvatarUrl: course.instructor.avatarUrl,
        duration: course.durationSeconds,
        lessonsCount: course.lessonsCount,
        enrolledStudents: course.enrolledStudents,
        // From the reviews' integers (kept with every review write); 0 and 0 when there is none.
        rating: averageRating(course.ratingSum, course.reviewsCount) ?? 0,
        reviewsCount: course.reviewsCount,
        publishedAt: course.publishedAt?.toISOString() ?? null,
        status: course.status,
        description: course.description,
        outcomes: stringList(course.outcomes),
        requirements: stringList(course.requirements),
        courseThumbnail: course.thumbnailUrl,
        seoThumbnail: course.seoThumbnailUrl,
        instructor: course.instructor,
        curriculum,
        totalLectures: curriculum.reduce((sum, section) => sum + section.lectures.length, 0),
        isEnrolled: false,
        updatedAt: course.updatedAt.toISOString(),
      },
    };
  }
}

/** outcomes and requirements are JSON arrays of strings; anything else reads as empty. */
export function stringList(value: Prisma.JsonValue): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
