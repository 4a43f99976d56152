import { Injectable } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service';
import { queueMarketingEvent } from '../marketing';
import { Db, PrismaService } from '../prisma/prisma.service';
import { courseProgress } from './course-progress';
import { LearningErrors } from './learning.errors';
import type { ProgressUpdateInputDto, ProgressUpdateResultDto } from './learning.dto';

/**
 * POST /api/learn/progress/update. Updates come from the PWA's offline outbox: replayed, late and out
 * of order. So the merge is idempotent per (user, updateId) and monotonic: completion never goes back
 * and the furthest position wins. No face token: a replay may arrive after it expired.
 */
@Injectable()
export class ProgressService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly jobs: JobsService,
  ) {}

  update(userId: string, input: ProgressUpdateInputDto): Promise<ProgressUpdateResultDto> {
    return this.prisma.inTransaction(async (tx) => {
      // Locking the enrollment queues one student's updates to one course: no deadlock between them.
      const [enrollment] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM enrollments WHERE user_id = ${userId} AND course_id = ${input.courseId} FOR UPDATE`;
      if (!enrollment) throw LearningErrors.raise('NOT_ENROLLED');
      const lecture = await tx.lecture.findFirst({
        where: { id: input.lectureId, section: { courseId: input.courseId } },
        select: { durationSeconds: true, mediaAsset: { select: { durationSeconds: true } } },
      });
      if (!lecture) throw LearningErrors.raise('LECTURE_NOT_IN_COURSE');

      // The update id row is written first: a duplicate key means this update was applied already.
      const fresh = await tx.$executeRaw`INSERT IGNORE INTO progress_updates (user_id, update_id, applied_at) VALUES (${userId}, ${input.updateId}, NOW(3))`;
      if (fresh > 0) {
        // Clamped to the lecture's length when it is known (0 means not known yet).
        const duration = lecture.durationSeconds || lecture.mediaAsset?.durationSeconds || 0;
        const requested = input.positionSeconds ?? 0;
        const position = duration > 0 ? Math.min(requested, duration) : requested;
        const completed = input.completed ? 1 : 0;
        const wasCompleted = completed
          ? Boolean((await tx.lectureProgress.findUnique({ where: { userId_lectureId: { userId, lectureId: input.lectureId } }, select: { completed: true } }))?.completed)
          : true;
        // The merge happens in the row itself, so even writers that bypass the lock above cannot lose one.
        await tx.$executeRaw`
          INSERT INTO lecture_progress (id, user_id, course_id, lecture_id, completed, completed_at, position_seconds, updated_at)
          VALUES (UUID(), ${userId}, ${input.courseId}, ${input.lectureId}, ${completed}, IF(${completed} = 1, NOW(3), NULL), ${position}, NOW(3))
          ON DUPLICATE KEY UPDATE
            completed_at = COALESCE(completed_at, VALUES(completed_at)),
            completed = completed OR VALUES(completed),
            position_seconds = GREATEST(position_seconds, VALUES(position_seconds)),
            updated_at = NOW(3)`;
        await tx.enrollment.update({ where: { id: enrollment.id }, data: { lastLectureId: input.lectureId, lastAccessedAt: new Date() } });
        // The lecture that completes the course starts the "course completed" scenarios.
        if (!wasCompleted && (await courseProgress(tx, userId, [input.courseId])).get(input.courseId)?.progress === 100) {
          await queueMarketingEvent(this.jobs, tx, { trigger: 'course_completed', userId, courseIds: [input.courseId] });
        }
      }
      return this.current(tx, userId, input.courseId, input.lectureId);
    });
  }

  private async current(db: Db, userId: string, courseId: string, lectureId: string): Promise<ProgressUpdateResultDto> {
    const progress = await courseProgress(db, userId, [courseId]);
    const row = await db.lectureProgress.findUnique({ where: { userId_lectureId: { userId, lectureId } }, select: { completed: true, positionSeconds: true } });
    return { ...progress.get(courseId)!, lecture: { lectureId, completed: row?.completed ?? false, positionSeconds: row?.positionSeconds ?? 0 } };
  }
}
