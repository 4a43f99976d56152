import { Injectable } from '@nestjs/common';
import { LECTURE_RESOURCES_SELECT, toResourceViews } from '../lecture-resources';
import { PrismaService } from '../prisma/prisma.service';
import { CourseAccessTokens } from './course-access-tokens';
import { courseProgress, progressPercent } from './course-progress';
import { EnrollmentsService } from './enrollments.service';
import { LEARNER_QUIZ_SELECT, learnerQuiz } from './learner-quiz';
import { LearningErrors } from './learning.errors';
import type { CourseContentDto, MyCoursesDto } from './learning.dto';

/** What an enrolled student reads: the list of their courses and, behind the face check, a course's content. */
@Injectable()
export class CourseContentService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly enrollments: EnrollmentsService,
    private readonly tokens: CourseAccessTokens,
  ) {}

  /** GET /api/students/me/courses: the course last opened first, then the newest enrollment. */
  async myCourses(userId: string): Promise<MyCoursesDto> {
    const rows = await this.prisma.enrollment.findMany({
      where: { userId },
      orderBy: [{ lastAccessedAt: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
      include: { course: { select: { id: true, slug: true, title: true, thumbnailUrl: true, instructor: { select: { name: true } } } } },
    });
    const progress = await courseProgress(
      this.prisma,
      userId,
      rows.map((row) => row.courseId),
    );
    // The "continue" lecture may have been deleted since: then there is none to continue.
    const lastLectureIds = rows.flatMap((row) => (row.lastLectureId ? [row.lastLectureId] : []));
    const lectures = lastLectureIds.length
      ? await this.prisma.lecture.findMany({ where: { id: { in: lastLectureIds } }, select: { id: true, section: { select: { courseId: true } } } })
      : [];
    const courseOfLecture = new Map(lectures.map((lecture) => [lecture.id, lecture.section.courseId]));
    return {
      courses: rows.map((row) => ({
        _id: row.course.id,
        slug: row.course.slug,
        title: row.course.title,
        thumbnailUrl: row.course.thumbnailUrl,
        instructorName: row.course.instructor.name,
        ...progress.get(row.courseId)!,
        lastLectureId: row.lastLectureId && courseOfLecture.get(row.lastLectureId) === row.courseId ? row.lastLectureId : null,
        lastAccessedAt: row.lastAccessedAt?.toISOString() ?? null,
        enrolledAt: row.createdAt.toISOString(),
      })),
    };
  }

  /**
   * GET /api/learn/{slug}/content: enrolled students with a valid course access token (the face check)
   * get the curriculum with their progress per lecture. Whatever the course's status: what a student
   * bought stays theirs even while the course is withdrawn for edits.
   */
  async content(userId: string, slug: string, accessToken: unknown): Promise<CourseContentDto> {
    const found = await this.prisma.course.findUnique({ where: { slug }, select: { id: true } });
    if (!found) throw LearningErrors.raise('COURSE_NOT_FOUND', `Không tìm thấy khóa học "${slug.slice(0, 100)}".`);
    const enrollment = await this.enrollments.require(this.prisma, userId, found.id);
    if (this.tokens.check(accessToken, userId, found.id) !== 'ok') throw LearningErrors.raise('COURSE_ACCESS_INVALID');

    const [course] = await Promise.all([
      this.prisma.course.findUniqueOrThrow({
        where: { id: found.id },
        select: {
          id: true,
          slug: true,
          title: true,
          thumbnailUrl: true,
          instructor: { select: { name: true } },
          sections: {
            orderBy: { position: 'asc' },
            select: {
              id: true,
              title: true,
              lectures: {
                orderBy: { position: 'asc' },
                select: {
                  id: true,
                  title: true,
                  kind: true,
                  textDocument: true,
                  durationSeconds: true,
                  isFreePreview: true,
                  mediaAssetId: true,
                  thumbnailUrl: true,
                  quiz: { select: LEARNER_QUIZ_SELECT },
                  resources: LECTURE_RESOURCES_SELECT,
                },
              },
            },
          },
        },
      }),
      this.prisma.enrollment.update({ where: { id: enrollment.id }, data: { lastAccessedAt: new Date() } }),
    ]);
    const lectureIds = course.sections.flatMap((section) => section.lectures.map((lecture) => lecture.id));
    const progressRows = await this.prisma.lectureProgress.findMany({
      where: { userId, lectureId: { in: lectureIds } },
      select: { lectureId: true, completed: true, positionSeconds: true },
    });
    const progressOf = new Map(progressRows.map((row) => [row.lectureId, row]));
    const completedLectures = progressRows.filter((row) => row.completed).length;

    return {
      course: {
        _id: course.id,
        slug: course.slug,
        title: course.title,
        instructorName: course.instructor.name,
        thumbnailUrl: course.thumbnailUrl,
        totalLectures: lectureIds.length,
        curriculum: course.sections.map((section) => ({
          _id: section.id,
          title: section.title,
          lectures: section.lectures.map((lecture) => ({
            _id: lecture.id,
            title: lecture.title,
            kind: lecture.kind,
            quiz: lecture.kind === 'quiz' ? learnerQuiz(lecture.quiz) : null,
            textDocument: lecture.kind === 'text' ? ((lecture.textDocument ?? null) as Record<string, unknown> | null) : null,
            durationSeconds: lecture.durationSeconds,
            isFreePreview: lecture.isFreePreview,
            hasVideo: lecture.mediaAssetId !== null,
            mediaId: lecture.mediaAssetId,
            thumbnailUrl: lecture.thumbnailUrl,
            completed: progressOf.get(lecture.id)?.completed ?? false,
            positionSeconds: progressOf.get(lecture.id)?.positionSeconds ?? 0,
            resources: toResourceViews(lecture.resources),
          })),
        })),
      },
      enrollmentDetails: {
        progress: progressPercent(completedLectures, lectureIds.length),
        completedLectures,
        lastLectureId: enrollment.lastLectureId && lectureIds.includes(enrollment.lastLectureId) ? enrollment.lastLectureId : null,
        enrolledAt: enrollment.createdAt.toISOString(),
      },
    };
  }
}
