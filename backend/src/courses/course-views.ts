import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { paginationSchema } from '../common/http/responses';
import { lectureResourceSchema } from '../lecture-resources';

/** Response shapes of the catalogue (SPEC §3 Course and Course card). Money is whole VND as integers. */
const levelSchema = z.enum(['beginner', 'intermediate', 'advanced']);
const statusSchema = z.enum(['draft', 'pending', 'published', 'rejected']);

export const courseCardSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  thumbnailUrl: z.string().nullable(),
  category: z.object({ name: z.string(), slug: z.string() }),
  level: levelSchema,
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  currency: z.literal('VND'),
  instructorName: z.string(),
  instructorAvatarUrl: z.string().nullable(),
  /** Total length of the lectures, in seconds. */
  duration: z.number().int(),
  lessonsCount: z.number().int(),
  enrolledStudents: z.number().int(),
  rating: z.number(),
  reviewsCount: z.number().int(),
  publishedAt: z.string().nullable(),
});
export type CourseCard = z.infer<typeof courseCardSchema>;

export class CourseCardListDto extends createZodDto(z.object({ courses: z.array(courseCardSchema), pagination: paginationSchema })) {}

/** A lecture as visitors see it: never a storage key; hasVideo says whether a video is attached. */
const publicLectureSchema = z.object({
  _id: z.string(),
  title: z.string(),
  duration: z.number().int(),
  isFreePreview: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  hasVideo: z.boolean(),
  /** The video of a free-preview lecture, for POST /api/media/playback-url; null for other lectures. */
  previewMediaId: z.string().nullable(),
  /** Files to download: listed for free-preview lectures (anyone may download them), empty for others. */
  resources: z.array(lectureResourceSchema),
});

export const courseDetailSchema = courseCardSchema.extend({
  status: statusSchema,
  description: z.string(),
  outcomes: z.array(z.string()),
  requirements: z.array(z.string()),
  courseThumbnail: z.string().nullable(),
  seoThumbnail: z.string().nullable(),
  instructor: z.object({ name: z.string(), avatarUrl: z.string().nullable() }),
  curriculum: z.array(z.object({ _id: z.string(), title: z.string(), lectures: z.array(publicLectureSchema) })),
  totalLectures: z.number().int(),
  /** Filled by the learning module; false until then. */
  isEnrolled: z.boolean(),
  updatedAt: z.string(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;
export class CourseDetailResponseDto extends createZodDto(z.object({ course: courseDetailSchema })) {}

/** A row of the instructor's and the admin's course tables. */
export const managedCourseItemSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: statusSchema,
  rejectionReason: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  level: levelSchema,
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  currency: z.literal('VND'),
  category: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
  instructor: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  duration: z.number().int(),
  lessonsCount: z.number().int(),
  enrolledStudents: z.number().int(),
  submittedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ManagedCourseItem = z.infer<typeof managedCourseItemSchema>;

export class ManagedCourseListDto extends createZodDto(z.object({ courses: z.array(managedCourseItemSchema), pagination: paginationSchema })) {}
export class PendingCourseListDto extends createZodDto(
  z.object({ courses: z.array(managedCourseItemSchema), pagination: paginationSchema, total: z.number().int().describe('Số khóa học chờ duyệt (badge thanh bên).') }),
) {}
export class ManagedCourseItemResponseDto extends createZodDto(z.object({ course: managedCourseItemSchema })) {}

/** The whole course as its editor loads it: the same shape the multipart `data` field sends back. */
export const managedCourseSchema = managedCourseItemSchema.extend({
  shortDescription: z.string(),
  description: z.string(),
  outcomes: z.array(z.string()),
  requirements: z.array(z.string()),
  categoryId: z.string(),
  instructorId: z.string(),
  courseThumbnail: z.string().nullable(),
  seoThumbnail: z.string().nullable(),
  totalLectures: z.number().int(),
  sections: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      lectures: z.array(
        z.object({
          _id: z.string(),
          title: z.string(),
          description: z.string().nullable(),
          kind: z.enum(['video', 'quiz', 'text']),
          /** A quiz lecture's questions (0 for a video, or a quiz not written yet). */
          quizQuestions: z.number().int(),
          isFreePreview: z.boolean(),
          mediaAssetId: z.string().nullable(),
          /** Upload state of the attached video (uploaded, processing, ready, failed), null without one. */
          mediaStatus: z.string().nullable(),
          durationSeconds: z.number().int(),
          thumbnailUrl: z.string().nullable(),
          resources: z.array(lectureResourceSchema),
        }),
      ),
    }),
  ),
});
export type ManagedCourse = z.infer<typeof managedCourseSchema>;
export class ManagedCourseResponseDto extends createZodDto(z.object({ course: managedCourseSchema })) {}

export class InstructorOptionsDto extends createZodDto(z.object({ instructors: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })) })) {}
export class CourseOptionsDto extends createZodDto(z.object({ courses: z.array(z.object({ _id: z.string(), title: z.string() })) })) {}
