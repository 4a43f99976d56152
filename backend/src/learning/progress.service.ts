import { Injectable } from '@nestjs/common';
import type { AppError } from '../common/errors/app-error';
import { JobsService } from '../jobs/jobs.service';
import { queueMarketingEvent } from '../marketing';
import { Db, Prisma, PrismaService } from '../prisma/prisma.service';
import { CourseCompletionEvents, completedCourses } from './course-completion';
import { courseProgress } from './course-progress';
import { LearningErrors } from './learning.errors';
import type { ProgressBatchResultDto, ProgressUpdateInputDto, ProgressUpdateResultDto } from './learning.dto';

type Outcome = ProgressBatchResultDto['results'][number];
type LectureInfo = { id: string; courseId: string; duration: number; kind: 'video' | 'quiz' | 'text' };
/** Who completes a lecture: the learner's device (videos), or a graded attempt (a quiz's lecture, only when passed). */
type UpdateSource = 'learner' | 'passed-quiz';

/** Two requests claimed the same update id at once (a client bug or a replay across courses): run again, it now reads as applied. */
class UpdateIdRace extends Error {}
const RACE_ATTEMPTS = 3;

/**
 * POST /api/learn/progress/update and /batch. Updates come from the PWA's offline outbox: replayed,
 * late and out of order. So the merge is idempotent per (user, updateId) and monotonic: completion
 * never goes back and the furthest position wins. Both are commutative, so a batch is merged per
 * lecture in one statement and lands exactly as the same updates sent one by one would.
 * No face token: a replay may arrive after it expired.
 */
@Injectable()
export class ProgressService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly jobs: JobsService,
    private readonly completion: CourseCompletionEvents,
  ) {}

  /** One update; a refused one answers with its error (403 not enrolled, 400 lecture of another course). */
  async update(userId: string, input: ProgressUpdateInputDto): Promise<ProgressUpdateResultDto> {
    const { results, lectures, courses } = await this.applyBatch(userId, [input]);
    const [outcome] = results;
    if (outcome.status === 'rejected') throw LearningErrors.raise(outcome.error!.code as keyof typeof LearningErrors.catalogue);
    const course = courses.find((entry) => entry.courseId === input.courseId)!;
    const lecture = lectures.find((entry) => entry.lectureId === input.lectureId)!;
    return {
      progress: course.progress,
      completedLectures: course.completedLectures,
      totalLectures: course.totalLectures,
      lecture: { lectureId: lecture.lectureId, completed: lecture.completed, positionSeconds: lecture.positionSeconds },
    };
  }

  /**
   * Many updates in one transaction, answered per update (applied, duplicate or rejected: a refused
   * update never fails the others), with the merged state of every lecture and course they touched.
   */
  async applyBatch(userId: string, updates: ProgressUpdateInputDto[]): Promise<ProgressBatchResultDto> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.prisma.inTransaction((tx) => this.applyInTransaction(tx, userId, updates));
      } catch (error) {
        if (!(error instanceof UpdateIdRace) || attempt >= RACE_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * A passed quiz completes its lecture, in the attempt's transaction: the same merge, certificate and
   * "course completed" scenarios as a learner's update (keyed by the attempt, so it applies once).
   */
  async completePassedQuiz(tx: Db, userId: string, attempt: { id: string; courseId: string; lectureId: string }): Promise<ProgressBatchResultDto> {
    const update = { updateId: `quiz-${attempt.id}`, courseId: attempt.courseId, lectureId: attempt.lectureId, completed: true, positionSeconds: 0 };
    return this.applyInTransaction(tx, userId, [update], 'passed-quiz');
  }

  private async applyInTransaction(tx: Db, userId: string, updates: ProgressUpdateInputDto[], source: UpdateSource = 'learner'): Promise<ProgressBatchResultDto> {
    const courseIds = [...new Set(updates.map((update) => update.courseId))].sort();
    // Locking the enrollments (always in course id order) queues one student's writers per course: no deadlock between them.
    const enrollments = await tx.$queryRaw<{ id: string; course_id: string }[]>`
      SELECT id, course_id FROM enrollments WHERE user_id = ${userId} AND course_id IN (${Prisma.join(courseIds)}) ORDER BY course_id FOR UPDATE`;
    const enrollmentOf = new Map(enrollments.map((row) => [row.course_id, row.id]));
    const lectureOf = await this.lectures(tx, updates);
    const known = await this.appliedUpdateIds(tx, userId, updates);

    const results: Outcome[] = [];
    const fresh: ProgressUpdateInputDto[] = [];
    for (const update of updates) {
      const refusal = !enrollmentOf.has(update.courseId)
        ? LearningErrors.raise('NOT_ENROLLED')
        : lectureOf.get(update.lectureId)?.courseId !== update.courseId
          ? LearningErrors.raise('LECTURE_NOT_IN_COURSE')
          : null;
      if (refusal) results.push({ updateId: update.updateId, status: 'rejected', error: errorOf(refusal) });
      else if (known.has(update.updateId)) results.push({ updateId: update.updateId, status: 'duplicate' });
      else {
        known.add(update.updateId);
        fresh.push(update);
        results.push({ updateId: update.updateId, status: 'applied' });
      }
    }

    if (fresh.length) {
      // The update id rows are written first; fewer rows than ids means another request took one meanwhile.
      const inserted =
        await tx.$executeRaw`INSERT IGNORE INTO progress_updates (user_id, update_id, applied_at) VALUES ${Prisma.join(fresh.map((update) => Prisma.sql`(${userId}, ${update.updateId}, NOW(3))`))}`;
      if (inserted !== fresh.length) throw new UpdateIdRace();
      const newlyCompletedCourses = await this.merge(tx, userId, fresh, lectureOf, source);
      await this.touchEnrollments(tx, fresh, enrollmentOf);
      // Every touched course that is now complete: its certificate (issued once, reinstated after a new
      // purchase) and, when a lecture of this batch completed it, the "course completed" scenarios.
      const complete = await completedCourses(tx, userId, [...new Set(fresh.map((update) => update.courseId))].sort());
      for (const courseId of complete) {
        if (newlyCompletedCourses.includes(courseId)) await queueMarketingEvent(this.jobs, tx, { trigger: 'course_completed', userId, courseIds: [courseId] });
        await this.completion.completed(tx, { userId, courseId });
      }
    }
    return { results, ...(await this.current(tx, userId, updates, results)) };
  }

  /** The lectures named by the updates, with their course and the length positions are clamped to (0: not known yet). */
  private async lectures(tx: Db, updates: ProgressUpdateInputDto[]): Promise<Map<string, LectureInfo>> {
    const ids = [...new Set(updates.map((update) => update.lectureId))];
    const rows = await tx.$queryRaw<{ id: string; course_id: string; kind: 'video' | 'quiz' | 'text'; duration: number | null; media_duration: number | null }[]>`
      SELECT l.id, s.course_id, l.kind, l.duration_seconds AS duration, m.duration_seconds AS media_duration
      FROM lectures l JOIN course_sections s ON s.id = l.section_id LEFT JOIN media_assets m ON m.id = l.media_asset_id
      WHERE l.id IN (${Prisma.join(ids)})`;
    return new Map(rows.map((row) => [row.id, { id: row.id, courseId: row.course_id, kind: row.kind, duration: Number(row.duration || row.media_duration || 0) }]));
  }

  private async appliedUpdateIds(tx: Db, userId: string, updates: ProgressUpdateInputDto[]): Promise<Set<string>> {
    const rows = await tx.$queryRaw<{ update_id: string }[]>`
      SELECT update_id FROM progress_updates WHERE user_id = ${userId} AND update_id IN (${Prisma.join(updates.map((update) => update.updateId))})`;
    return new Set(rows.map((row) => row.update_id));
  }

  /**
   * One row per lecture: the fresh updates folded (any completion, furthest clamped position), then
   * merged into the stored row in the statement itself, so even writers that bypass the lock cannot
   * lose one. Returns the courses where a lecture turned completed. A quiz's lecture is completed only
   * by a passed attempt: a learner's update may move its position, never tick it.
   */
  private async merge(tx: Db, userId: string, fresh: ProgressUpdateInputDto[], lectureOf: Map<string, LectureInfo>, source: UpdateSource): Promise<string[]> {
    const folded = new Map<string, { courseId: string; completed: boolean; position: number }>();
    for (const update of fresh) {
      const { duration, kind } = lectureOf.get(update.lectureId)!;
      const mayComplete = kind !== 'quiz' || source === 'passed-quiz';
      const requested = update.positionSeconds ?? 0;
      const position = duration > 0 ? Math.min(requested, duration) : requested;
      const before = folded.get(update.lectureId);
      folded.set(update.lectureId, {
        courseId: update.courseId,
        completed: Boolean(before?.completed || (update.completed && mayComplete)),
        position: Math.max(before?.position ?? 0, position),
      });
    }
    const completing = [...folded].filter(([, lecture]) => lecture.completed).map(([lectureId]) => lectureId);
    const alreadyCompleted = completing.length
      ? new Set((await tx.lectureProgress.findMany({ where: { userId, lectureId: { in: completing }, completed: true }, select: { lectureId: true } })).map((row) => row.lectureId))
      : new Set<string>();
    const rows = [...folded].map(
      ([lectureId, { courseId, completed, position }]) =>
        Prisma.sql`(UUID(), ${userId}, ${courseId}, ${lectureId}, ${completed ? 1 : 0}, ${completed ? Prisma.sql`NOW(3)` : null}, ${position}, NOW(3))`,
    );
    await tx.$executeRaw`
      INSERT INTO lecture_progress (id, user_id, course_id, lecture_id, completed, completed_at, position_seconds, updated_at)
      VALUES ${Prisma.join(rows)}
      ON DUPLICATE KEY UPDATE
        completed_at = COALESCE(completed_at, VALUES(completed_at)),
        completed = completed OR VALUES(completed),
        position_seconds = GREATEST(position_seconds, VALUES(position_seconds)),
        updated_at = NOW(3)`;
    return [...new Set(completing.filter((lectureId) => !alreadyCompleted.has(lectureId)).map((lectureId) => folded.get(lectureId)!.courseId))];
  }

  /** The "continue" pointer of each course follows its newest applied update. */
  private async touchEnrollments(tx: Db, fresh: ProgressUpdateInputDto[], enrollmentOf: Map<string, string>): Promise<void> {
    const lastLectureOf = new Map(fresh.map((update) => [update.courseId, update.lectureId]));
    const now = new Date();
    for (const [courseId, lectureId] of lastLectureOf) {
      await tx.enrollment.update({ where: { id: enrollmentOf.get(courseId)! }, data: { lastLectureId: lectureId, lastAccessedAt: now } });
    }
  }

  /** The merged state of the lectures and courses the accepted updates touched. */
  private async current(db: Db, userId: string, updates: ProgressUpdateInputDto[], results: Outcome[]) {
    const accepted = updates.filter((_, index) => results[index].status !== 'rejected');
    const lectureIds = [...new Set(accepted.map((update) => update.lectureId))];
    const courseIds = [...new Set(accepted.map((update) => update.courseId))];
    const rows = lectureIds.length
      ? await db.lectureProgress.findMany({ where: { userId, lectureId: { in: lectureIds } }, select: { lectureId: true, courseId: true, completed: true, positionSeconds: true } })
      : [];
    const stored = new Map(rows.map((row) => [row.lectureId, row]));
    const courseOf = new Map(accepted.map((update) => [update.lectureId, update.courseId]));
    const progress = await courseProgress(db, userId, courseIds);
    return {
      lectures: lectureIds.map((lectureId) => ({
        courseId: courseOf.get(lectureId)!,
        lectureId,
        completed: stored.get(lectureId)?.completed ?? false,
        positionSeconds: stored.get(lectureId)?.positionSeconds ?? 0,
      })),
      courses: courseIds.map((courseId) => ({ courseId, ...progress.get(courseId)! })),
    };
  }
}

const errorOf = (error: AppError) => ({ code: error.code, message: error.message });
