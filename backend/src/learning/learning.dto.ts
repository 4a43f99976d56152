import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { lectureResourceSchema } from '../lecture-resources';
import { body, intField } from '../common/validation/fields';
import { learnerQuizSchema } from './learner-quiz';

const idField = (message: string) => z.string({ error: message }).trim().min(1, message).max(36, message);

// A resume position past a day is no lecture's.
const MAX_POSITION_SECONDS = 86_400;
const POSITION_MESSAGE = `Vị trí xem (positionSeconds) phải là số giây nguyên từ 0 đến ${MAX_POSITION_SECONDS}.`;
const UPDATE_ID_MESSAGE = 'Mã cập nhật (updateId) phải dài 8-64 ký tự, chỉ gồm chữ không dấu, số, gạch ngang hoặc gạch dưới.';

export class MyCoursesDto extends createZodDto(
  z.object({
    courses: z.array(
      z.object({
        _id: z.string(),
        slug: z.string(),
        title: z.string(),
        thumbnailUrl: z.string().nullable(),
        instructorName: z.string(),
        totalLectures: z.number().int(),
        completedLectures: z.number().int(),
        /** Whole percent, 0-100. */
        progress: z.number().int(),
        lastLectureId: z.string().nullable(),
        lastAccessedAt: z.string().nullable(),
        enrolledAt: z.string(),
      }),
    ),
  }),
) {}

export class CourseContentDto extends createZodDto(
  z.object({
    course: z.object({
      _id: z.string(),
      slug: z.string(),
      title: z.string(),
      instructorName: z.string(),
      thumbnailUrl: z.string().nullable(),
      totalLectures: z.number().int(),
      curriculum: z.array(
        z.object({
          _id: z.string(),
          title: z.string(),
          lectures: z.array(
            z.object({
              _id: z.string(),
              title: z.string(),
              kind: z.enum(['video', 'quiz', 'text']),
              /** A text lesson's document (TipTap JSON, kept offline with the course); null otherwise, or while it is unwritten. */
              textDocument: z.record(z.string(), z.unknown()).nullable(),
              /** A quiz lecture's questions, without the answers (kept offline with the course); null otherwise, or while it has no question. */
              quiz: learnerQuizSchema.nullable(),
              durationSeconds: z.number().int(),
              isFreePreview: z.boolean(),
              hasVideo: z.boolean(),
              /** For POST /api/media/playback-url (with the course id and the access token). */
              mediaId: z.string().nullable(),
              thumbnailUrl: z.string().nullable(),
              completed: z.boolean(),
              positionSeconds: z.number().int(),
              /** Files to download under the lecture (POST /api/learn/lectures/{id}/resources/{mediaId}/link). */
              resources: z.array(lectureResourceSchema),
            }),
          ),
        }),
      ),
    }),
    enrollmentDetails: z.object({
      progress: z.number().int(),
      completedLectures: z.number().int(),
      lastLectureId: z.string().nullable(),
      enrolledAt: z.string(),
    }),
  }),
) {}

const progressUpdateShape = {
  courseId: idField('Mã khóa học không hợp lệ.'),
  lectureId: idField('Mã bài giảng không hợp lệ.'),
  /** Made by the client once per change; a replay with the same id changes nothing. */
  updateId: z.string({ error: UPDATE_ID_MESSAGE }).regex(/^[A-Za-z0-9_-]{8,64}$/, UPDATE_ID_MESSAGE),
  positionSeconds: intField(POSITION_MESSAGE, 0, MAX_POSITION_SECONDS).optional(),
  completed: z.boolean({ error: 'Trường completed phải là true hoặc false.' }).optional(),
};

export class ProgressUpdateInputDto extends createZodDto(body(progressUpdateShape)) {}

/** Updates per batch: an outbox of 1,000 drains in five requests, each well inside the body limit. */
export const MAX_PROGRESS_BATCH = 200;
const BATCH_MESSAGE = `Mỗi lần gửi từ 1 đến ${MAX_PROGRESS_BATCH} cập nhật tiến độ (updates).`;

export class ProgressBatchInputDto extends createZodDto(
  body({
    updates: z
      .array(z.object(progressUpdateShape, { error: 'Mỗi cập nhật tiến độ phải là một đối tượng.' }), { error: BATCH_MESSAGE })
      .min(1, BATCH_MESSAGE)
      .max(MAX_PROGRESS_BATCH, BATCH_MESSAGE),
  }),
) {}

const lectureState = z.object({ lectureId: z.string(), completed: z.boolean(), positionSeconds: z.number().int() });
const courseState = z.object({ progress: z.number().int(), completedLectures: z.number().int(), totalLectures: z.number().int() });

export class ProgressUpdateResultDto extends createZodDto(courseState.extend({ lecture: lectureState })) {}

export class ProgressBatchResultDto extends createZodDto(
  z.object({
    /** One per update, in the order sent: applied now, applied before (a replay), or refused (and never worth resending). */
    results: z.array(
      z.object({
        updateId: z.string(),
        status: z.enum(['applied', 'duplicate', 'rejected']),
        error: z.object({ code: z.string(), message: z.string() }).optional(),
      }),
    ),
    /** The merged state of every lecture an accepted update named. */
    lectures: z.array(lectureState.extend({ courseId: z.string() })),
    courses: z.array(courseState.extend({ courseId: z.string() })),
  }),
) {}

export class GrantEnrollmentInputDto extends createZodDto(
  body({
    userId: idField('Vui lòng chọn học viên (userId).'),
    courseId: idField('Vui lòng chọn khóa học (courseId).'),
  }),
) {}

export class EnrollmentResponseDto extends createZodDto(
  z.object({
    enrollment: z.object({ _id: z.string(), userId: z.string(), courseId: z.string(), source: z.enum(['purchase', 'admin_grant']), createdAt: z.string() }),
  }),
) {}
