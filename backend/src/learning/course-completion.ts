import { Injectable } from '@nestjs/common';
import type { Db } from '../prisma/prisma.service';
import { courseProgress } from './course-progress';

/**
 * THE rule of a complete course (DESIGN "Learning"), in one place: every lecture of the current
 * curriculum completed, and a course without lectures is never complete. A quiz's lecture is completed
 * only by a passed attempt (ProgressService.completePassedQuiz), so "every quiz passed" is part of it.
 * The certificate, the player's finish screen and the "course completed" mail scenarios all read this.
 */
export async function completedCourses(db: Db, userId: string, courseIds: string[]): Promise<Set<string>> {
  const progress = await courseProgress(db, userId, courseIds);
  return new Set([...progress].filter(([, course]) => course.totalLectures > 0 && course.completedLectures === course.totalLectures).map(([courseId]) => courseId));
}

export interface CourseCompleted {
  userId: string;
  courseId: string;
}

export type CourseCompletedHandler = (tx: Db, event: CourseCompleted) => Promise<void>;

/**
 * "A learner's course is complete", published by the progress write path (single update and batch)
 * inside its transaction, with the learner's enrollment row of the course locked, every time an applied
 * update leaves the course complete (so also on a replay after a refund and a new purchase). Handlers
 * must be idempotent: the certificates module issues its certificate once (unique key).
 */
@Injectable()
export class CourseCompletionEvents {
  private readonly handlers: CourseCompletedHandler[] = [];

  onCompleted(handle: CourseCompletedHandler): void {
    this.handlers.push(handle);
  }

  async completed(tx: Db, event: CourseCompleted): Promise<void> {
    for (const handle of this.handlers) await handle(tx, event);
  }
}
