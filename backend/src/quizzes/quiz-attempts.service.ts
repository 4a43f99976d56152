import { Injectable } from '@nestjs/common';
import type { Actor } from '../common/access/ownership';
import { formatVietnamDate, formatVietnamTime } from '../common/time/vietnam-calendar';
import { courseProgress, oncePerClientId, ProgressService } from '../learning';
import { Db, Prisma, PrismaService } from '../prisma/prisma.service';
import { gradeAttempt } from './quiz-grading';
import type { AttemptResult, QuizAttemptInputDto } from './quizzes.dto';
import { QuizzesErrors } from './quizzes.errors';

/** How far ahead of the server's clock a device's submit time may be before it is refused (clock drift). */
const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** Attempts listed back to the learner, newest first. */
const LISTED_ATTEMPTS = 20;

type StoredResult = { attempt: AttemptResult; progress: { progress: number; completedLectures: number; totalLectures: number } };

const quizForGrading = {
  lectureId: true,
  passPercent: true,
  retakeWaitMinutes: true,
  questions: { orderBy: { position: 'asc' }, select: { id: true, options: { orderBy: { position: 'asc' }, select: { id: true, correct: true, explanation: true } } } },
} satisfies Prisma.QuizSelect;

/**
 * A learner's quiz attempts (docs/learning.md, "Quizzes"). Graded here, never in the browser; an attempt
 * arrives from the device's outbox with its client id and the time it was taken, and is graded once: a
 * replay (20 at once, or after the answer was lost) answers the first result. A passed attempt completes
 * the lecture through the progress write path, in the same transaction.
 */
@Injectable()
export class QuizAttemptsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly progress: ProgressService,
  ) {}

  async submit(actor: Actor, lectureId: string, input: QuizAttemptInputDto): Promise<StoredResult & { replayed: boolean }> {
    const takenAt = input.takenAt as unknown as Date;
    const now = Date.now();
    if (takenAt.getTime() > now + FUTURE_TOLERANCE_MS) throw QuizzesErrors.raise('QUIZ_TAKEN_IN_FUTURE');
    const lecture = await this.quizLecture(lectureId);
    const courseId = lecture.section.courseId;

    const { result, replayed } = await this.prisma.inTransaction(async (tx) => {
      // The learner's enrollment row queues their writes to this course (as progress does): the wait
      // between attempts and the completion below see every earlier attempt.
      const [enrollment] = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM enrollments WHERE user_id = ${actor.id} AND course_id = ${courseId} FOR UPDATE`;
      return oncePerClientId(tx, { userId: actor.id, clientId: input.clientId, kind: 'quiz_attempt', reused: () => QuizzesErrors.raise('QUIZ_CLIENT_ID_REUSED') }, async () => {
        if (!enrollment) throw await this.noAccess(tx, actor.id, courseId);
        const quiz = await tx.quiz.findUnique({ where: { lectureId }, select: quizForGrading });
        if (!quiz?.questions.length) throw QuizzesErrors.raise('QUIZ_NOT_READY');
        await this.checkRetakeWait(tx, actor.id, lectureId, quiz.retakeWaitMinutes, takenAt);
        return this.grade(tx, actor.id, courseId, quiz, input, new Date(Math.min(takenAt.getTime(), now)));
      });
    });
    return { ...result, replayed };
  }

  /** GET: the learner's attempts at a quiz, newest first, and when the next one is allowed. */
  async mine(actor: Actor, lectureId: string): Promise<{ attempts: AttemptResult[]; nextAttemptAt: string | null }> {
    const lecture = await this.quizLecture(lectureId);
    const enrolled = await this.prisma.enrollment.findUnique({ where: { userId_courseId: { userId: actor.id, courseId: lecture.section.courseId } }, select: { id: true } });
    if (!enrolled) throw await this.noAccess(this.prisma, actor.id, lecture.section.courseId);
    const rows = await this.prisma.quizAttempt.findMany({ where: { userId: actor.id, lectureId }, orderBy: [{ takenAt: 'desc' }, { id: 'desc' }], take: LISTED_ATTEMPTS });
    const passPercent = lecture.quiz?.passPercent ?? 0;
    const wait = lecture.quiz?.retakeWaitMinutes ?? 0;
    const last = rows[0];
    const nextAttempt = last && !last.passed && wait > 0 ? new Date(last.takenAt.getTime() + wait * 60_000) : null;
    return {
      attempts: rows.map((row) => ({
        _id: row.id,
        clientId: row.clientId,
        lectureId: row.lectureId,
        courseId: row.courseId,
        scorePercent: row.scorePercent,
        correctCount: row.correctCount,
        questionCount: row.questionCount,
        passed: row.passed,
        passPercent,
        takenAt: row.takenAt.toISOString(),
        questions: row.answers as unknown as AttemptResult['questions'],
      })),
      nextAttemptAt: nextAttempt && nextAttempt.getTime() > Date.now() ? nextAttempt.toISOString() : null,
    };
  }

  private async grade(
    tx: Db,
    userId: string,
    courseId: string,
    quiz: Prisma.QuizGetPayload<{ select: typeof quizForGrading }>,
    input: QuizAttemptInputDto,
    takenAt: Date,
  ): Promise<StoredResult> {
    const chosen = new Map<string, string[]>();
    for (const answer of input.answers) chosen.set(answer.questionId, [...(chosen.get(answer.questionId) ?? []), ...answer.optionIds]);
    const grade = gradeAttempt(quiz.questions, chosen, quiz.passPercent);
    const questions = quiz.questions.map((question, index) => ({
      questionId: question.id,
      chosenOptionIds: grade.answers[index].optionIds,
      correctOptionIds: question.options.filter((option) => option.correct).map((option) => option.id),
      correct: grade.answers[index].correct,
      explanations: question.options.map((option) => ({ optionId: option.id, explanation: option.explanation })),
    }));
    const row = await tx.quizAttempt.create({
      data: {
        userId,
        lectureId: quiz.lectureId,
        courseId,
        clientId: input.clientId,
        scorePercent: grade.scorePercent,
        correctCount: grade.correctCount,
        questionCount: grade.questionCount,
        passed: grade.passed,
        answers: questions as unknown as Prisma.InputJsonValue,
        takenAt,
      },
    });
    if (grade.passed) await this.progress.completePassedQuiz(tx, userId, { id: row.id, courseId, lectureId: quiz.lectureId });
    const progress = (await courseProgress(tx, userId, [courseId])).get(courseId)!;
    return {
      attempt: {
        _id: row.id,
        clientId: row.clientId,
        lectureId: row.lectureId,
        courseId,
        scorePercent: grade.scorePercent,
        correctCount: grade.correctCount,
        questionCount: grade.questionCount,
        passed: grade.passed,
        passPercent: quiz.passPercent,
        takenAt: takenAt.toISOString(),
        questions,
      },
      progress,
    };
  }

  /** After a failed attempt, the instructor's wait (if any) runs from when it was taken. */
  private async checkRetakeWait(tx: Db, userId: string, lectureId: string, waitMinutes: number, takenAt: Date): Promise<void> {
    if (waitMinutes <= 0) return;
    const last = await tx.quizAttempt.findFirst({ where: { userId, lectureId }, orderBy: [{ takenAt: 'desc' }, { id: 'desc' }], select: { takenAt: true, passed: true } });
    if (!last || last.passed) return;
    const allowedAt = new Date(last.takenAt.getTime() + waitMinutes * 60_000);
    if (takenAt < allowedAt) {
      throw QuizzesErrors.raise('QUIZ_RETAKE_WAIT', `Bạn có thể làm lại bài kiểm tra từ ${formatVietnamTime(allowedAt)} ngày ${formatVietnamDate(allowedAt)}.`);
    }
  }

  private async quizLecture(lectureId: string) {
    const lecture = await this.prisma.lecture.findUnique({
      where: { id: lectureId },
      select: { kind: true, section: { select: { courseId: true } }, quiz: { select: { passPercent: true, retakeWaitMinutes: true } } },
    });
    if (lecture?.kind !== 'quiz') throw QuizzesErrors.raise('QUIZ_NOT_FOUND');
    return lecture;
  }

  /** Refunded in full: told their access ended; anyone else: not enrolled. */
  private async noAccess(db: Db, userId: string, courseId: string): Promise<Error> {
    const revoked = await db.orderItem.findFirst({ where: { courseId, accessRevokedAt: { not: null }, order: { userId } }, select: { id: true } });
    return QuizzesErrors.raise(revoked ? 'QUIZ_ACCESS_ENDED' : 'QUIZ_NOT_ENROLLED');
  }
}
