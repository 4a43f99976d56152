import { Injectable } from '@nestjs/common';
import type { Actor } from '../common/access/ownership';
import { ownerFilter } from '../common/access/ownership';
import { Prisma, PrismaService } from '../prisma/prisma.service';
import { REMINDER_MS } from './question-waiting';
import type { QuestionMetrics } from './questions.dto';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The dashboard's window: the questions asked in the last 30 days. */
export const METRICS_DAYS = 30;

type Asked = { createdAt: Date; firstInstructorAnswerAt: Date | null };

/**
 * The p-quantile of sorted values, interpolated between the two nearest ranks (as PERCENTILE_CONT and
 * spreadsheets' PERCENTILE.INC do): the median of 10 and 20 is 15.
 */
function quantile(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  const rank = (sorted.length - 1) * p;
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
}

function metricsOf(questions: Asked[], now: Date): QuestionMetrics {
  const minutes = questions
    .filter((question) => question.firstInstructorAnswerAt)
    .map((question) => (question.firstInstructorAnswerAt!.getTime() - question.createdAt.getTime()) / MINUTE_MS)
    .sort((a, b) => a - b);
  const round = (value: number | null) => (value === null ? null : Math.round(value));
  return {
    asked: questions.length,
    answered: minutes.length,
    medianFirstAnswerMinutes: round(quantile(minutes, 0.5)),
    p90FirstAnswerMinutes: round(quantile(minutes, 0.9)),
    waitedOver48h: questions.filter((question) => (question.firstInstructorAnswerAt ?? now).getTime() - question.createdAt.getTime() > REMINDER_MS).length,
  };
}

/** How well the promise of an answer is kept: the instructor dashboard's 'Hỏi đáp 30 ngày qua'. */
@Injectable()
export class QuestionMetricsService {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Over the questions asked in the last METRICS_DAYS days on the actor's courses (every course for an
   * admin), per course and overall. Left out, as from the reminders: hidden and deleted questions, and
   * those the course's instructor asked.
   */
  async forInstructor(actor: Actor, now = new Date()) {
    const since = new Date(now.getTime() - METRICS_DAYS * DAY_MS);
    const owner = ownerFilter(actor);
    const [courses, rows] = await Promise.all([
      this.prisma.course.findMany({ where: owner ? { instructorId: owner } : {}, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: { id: true, title: true } }),
      this.prisma.$queryRaw<{ course_id: string; created_at: Date; first_instructor_answer_at: Date | null }[]>`
        SELECT q.course_id, q.created_at, q.first_instructor_answer_at
          FROM course_questions q JOIN courses c ON c.id = q.course_id
         WHERE q.created_at >= ${since} AND q.created_at <= ${now} AND q.hidden = FALSE AND q.deleted_at IS NULL
           AND q.user_id <> c.instructor_id ${owner ? Prisma.sql`AND c.instructor_id = ${owner}` : Prisma.empty}`,
    ]);
    const byCourse = new Map<string, Asked[]>();
    for (const row of rows) {
      const asked = byCourse.get(row.course_id) ?? [];
      asked.push({ createdAt: row.created_at, firstInstructorAnswerAt: row.first_instructor_answer_at });
      byCourse.set(row.course_id, asked);
    }
    return {
      since: since.toISOString(),
      overall: metricsOf(
        courses.flatMap((course) => byCourse.get(course.id) ?? []),
        now,
      ),
      courses: courses.map((course) => ({ courseId: course.id, courseTitle: course.title, ...metricsOf(byCourse.get(course.id) ?? [], now) })),
    };
  }
}
