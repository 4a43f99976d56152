import { paginationOf } from '../common/http/responses';
import { LECTURE_RESOURCES_SELECT, toResourceViews } from '../lecture-resources';
import { Prisma } from '../prisma/prisma.service';
import { stringList } from './course-catalogue.service';
import { ManagedCourse, ManagedCourseItem } from './course-views';

// The rows course management reads, and how they become the managed-course views.

export const ITEM_INCLUDE = {
  category: { select: { id: true, name: true, slug: true } },
  instructor: { select: { id: true, name: true, email: true } },
} satisfies Prisma.CourseInclude;

export const FULL_INCLUDE = {
  ...ITEM_INCLUDE,
  sections: {
    orderBy: { position: 'asc' },
    include: {
      lectures: {
        orderBy: { position: 'asc' },
        include: { mediaAsset: { select: { status: true } }, quiz: { select: { _count: { select: { questions: true } } } }, resources: LECTURE_RESOURCES_SELECT },
      },
    },
  },
} satisfies Prisma.CourseInclude;

export type ItemRow = Prisma.CourseGetPayload<{ include: typeof ITEM_INCLUDE }>;
export type FullRow = Prisma.CourseGetPayload<{ include: typeof FULL_INCLUDE }>;

export function toItem(row: ItemRow): ManagedCourseItem {
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

export function toManaged(row: FullRow): ManagedCourse {
  const sections = row.sections.map((section) => ({
    _id: section.id,
    title: section.title,
    lectures: section.lectures.map((lecture) => ({
      _id: lecture.id,
      title: lecture.title,
      description: lecture.description,
      kind: lecture.kind,
      quizQuestions: lecture.quiz?._count.questions ?? 0,
      isFreePreview: lecture.isFreePreview,
      mediaAssetId: lecture.mediaAssetId,
      mediaStatus: lecture.mediaAsset?.status ?? null,
      durationSeconds: lecture.durationSeconds,
      thumbnailUrl: lecture.thumbnailUrl,
      resources: toResourceViews(lecture.resources),
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

export function page<T>(items: T[], totalItems: number, query: { page: number; limit: number }) {
  return { courses: items, pagination: paginationOf(query.page, query.limit, totalItems) };
}
