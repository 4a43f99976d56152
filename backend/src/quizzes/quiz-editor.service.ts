import { Injectable } from '@nestjs/common';
import { type Actor, requireOwnership } from '../common/access/ownership';
import { Db, PrismaService } from '../prisma/prisma.service';
import type { ManagedQuiz, QuizInputDto, QuizStats } from './quizzes.dto';
import { QuizzesErrors } from './quizzes.errors';

const notFound = () => QuizzesErrors.raise('QUIZ_NOT_FOUND');

/**
 * The instructor's side of a quiz lecture (docs/learning.md, "Quizzes"): its questions with the correct
 * answers, saved whole, and what learners made of it. The course's instructor or an admin; to anyone
 * else the quiz does not exist (404).
 */
@Injectable()
export class QuizEditorService {
  constructor(private readonly prisma: PrismaService) {}

  async get(actor: Actor, lectureId: string): Promise<{ quiz: ManagedQuiz }> {
    const lecture = await this.ownedQuizLecture(actor, lectureId);
    return { quiz: await this.read(this.prisma, lecture) };
  }

  /**
   * Replaces the quiz with the one sent, in order. Questions and options sent with their `_id` keep it
   * (attempts and statistics stay attached to them); the others are new; those left out are deleted.
   */
  async save(actor: Actor, lectureId: string, input: QuizInputDto): Promise<{ quiz: ManagedQuiz }> {
    const lecture = await this.ownedQuizLecture(actor, lectureId);
    await this.checkImages(lecture.instructorId, input);
    const quiz = await this.prisma.inTransaction(async (tx) => {
      const settings = {
        passPercent: input.passPercent,
        retakeWaitMinutes: input.retakeWaitMinutes,
        shuffleQuestions: input.shuffleQuestions,
        shuffleOptions: input.shuffleOptions,
      };
      await tx.quiz.upsert({ where: { lectureId }, create: { lectureId, ...settings }, update: settings });
      // Two saves of the same quiz at once: one after the other, each replacing it whole.
      await tx.$queryRaw`SELECT lecture_id FROM quizzes WHERE lecture_id = ${lectureId} FOR UPDATE`;
      await this.syncQuestions(tx, lectureId, input);
      return this.read(tx, lecture);
    });
    return { quiz };
  }

  /** Attempts, pass rate (of learners), average score (of attempts) and the question most often missed. */
  async stats(actor: Actor, lectureId: string): Promise<QuizStats> {
    await this.ownedQuizLecture(actor, lectureId);
    const [totals] = await this.prisma.$queryRaw<{ attempts: bigint; learners: bigint; passed_learners: bigint; average: number | null }[]>`
      SELECT COUNT(*) AS attempts, COUNT(DISTINCT user_id) AS learners,
             COUNT(DISTINCT CASE WHEN passed THEN user_id END) AS passed_learners, AVG(score_percent) AS average
      FROM quiz_attempts WHERE lecture_id = ${lectureId}`;
    // Misses per question, read from the graded answers kept with each attempt.
    const missed = await this.prisma.$queryRaw<{ question_id: string; missed: bigint }[]>`
      SELECT answer.question_id, COUNT(*) AS missed
      FROM quiz_attempts a,
           JSON_TABLE(a.answers, '$[*]' COLUMNS (question_id CHAR(36) PATH '$.questionId', correct BOOLEAN PATH '$.correct')) AS answer
      WHERE a.lecture_id = ${lectureId} AND answer.correct = 0
      GROUP BY answer.question_id
      ORDER BY missed DESC, answer.question_id
      LIMIT 5`;
    const questions = await this.prisma.quizQuestion.findMany({ where: { id: { in: missed.map((row) => row.question_id) } }, select: { id: true, prompt: true } });
    const promptOf = new Map(questions.map((question) => [question.id, question.prompt]));
    // A question deleted since is not worth pointing at: the most missed of those still in the quiz.
    const top = missed.find((row) => promptOf.has(row.question_id));
    const attempts = Number(totals.attempts);
    const learners = Number(totals.learners);
    const passedLearners = Number(totals.passed_learners);
    return {
      attempts,
      learners,
      passedLearners,
      passRate: learners ? Math.round((100 * passedLearners) / learners) : null,
      averageScore: totals.average === null ? null : Math.round(Number(totals.average)),
      mostMissed: top
        ? { questionId: top.question_id, prompt: promptOf.get(top.question_id)!, missed: Number(top.missed), missRate: Math.round((100 * Number(top.missed)) / attempts) }
        : null,
    };
  }

  private async syncQuestions(tx: Db, lectureId: string, input: QuizInputDto): Promise<void> {
    const existing = await tx.quizQuestion.findMany({ where: { lectureId }, select: { id: true, options: { select: { id: true } } } });
    const optionsOf = new Map(existing.map((question) => [question.id, new Set(question.options.map((option) => option.id))]));
    const sentQuestionIds = input.questions.flatMap((question) => (question._id ? [question._id] : []));
    const sentOptionIds = input.questions.flatMap((question) => question.options.flatMap((option) => (option._id ? [option._id] : [])));
    const unknown =
      sentQuestionIds.some((id) => !optionsOf.has(id)) ||
      new Set(sentQuestionIds).size !== sentQuestionIds.length ||
      new Set(sentOptionIds).size !== sentOptionIds.length ||
      input.questions.some((question) => question.options.some((option) => option._id && !optionsOf.get(question._id ?? '')?.has(option._id)));
    if (unknown) throw QuizzesErrors.raise('QUIZ_QUESTION_NOT_IN_QUIZ');

    const kept = new Set(sentQuestionIds);
    await tx.quizQuestion.deleteMany({ where: { lectureId, id: { notIn: [...kept] } } });
    for (const [position, question] of input.questions.entries()) {
      const data = { position, prompt: question.prompt, multiple: question.multiple, imageUrl: question.imageUrl };
      const questionId = question._id
        ? (await tx.quizQuestion.update({ where: { id: question._id }, data, select: { id: true } })).id
        : (await tx.quizQuestion.create({ data: { lectureId, ...data }, select: { id: true } })).id;
      const keptOptions = question.options.flatMap((option) => (option._id ? [option._id] : []));
      await tx.quizOption.deleteMany({ where: { questionId, id: { notIn: keptOptions } } });
      for (const [optionPosition, option] of question.options.entries()) {
        const optionData = { position: optionPosition, text: option.text, correct: option.correct, explanation: option.explanation };
        if (option._id) await tx.quizOption.update({ where: { id: option._id }, data: optionData });
        else await tx.quizOption.create({ data: { questionId, ...optionData } });
      }
    }
  }

  /** Question images come from the course instructor's media library: an image they uploaded, nothing else. */
  private async checkImages(instructorId: string, input: QuizInputDto): Promise<void> {
    const urls = [...new Set(input.questions.flatMap((question) => (question.imageUrl ? [question.imageUrl] : [])))];
    if (!urls.length) return;
    const found = await this.prisma.mediaAsset.count({ where: { ownerId: instructorId, kind: 'image', posterUrl: { in: urls } } });
    if (found !== urls.length) throw QuizzesErrors.raise('QUIZ_IMAGE_INVALID');
  }

  private async read(db: Db, lecture: { id: string; title: string; courseId: string }): Promise<ManagedQuiz> {
    const quiz = await db.quiz.findUnique({
      where: { lectureId: lecture.id },
      select: {
        passPercent: true,
        retakeWaitMinutes: true,
        shuffleQuestions: true,
        shuffleOptions: true,
        questions: {
          orderBy: { position: 'asc' },
          select: {
            id: true,
            prompt: true,
            multiple: true,
            imageUrl: true,
            options: { orderBy: { position: 'asc' }, select: { id: true, text: true, correct: true, explanation: true } },
          },
        },
      },
    });
    return {
      lectureId: lecture.id,
      lectureTitle: lecture.title,
      courseId: lecture.courseId,
      passPercent: quiz?.passPercent ?? 70,
      retakeWaitMinutes: quiz?.retakeWaitMinutes ?? 0,
      shuffleQuestions: quiz?.shuffleQuestions ?? false,
      shuffleOptions: quiz?.shuffleOptions ?? false,
      questions: (quiz?.questions ?? []).map(({ id, options, ...question }) => ({
        _id: id,
        ...question,
        options: options.map(({ id: optionId, ...option }) => ({ _id: optionId, ...option })),
      })),
    };
  }

  private async ownedQuizLecture(actor: Actor, lectureId: string) {
    const lecture = await this.prisma.lecture.findUnique({
      where: { id: lectureId },
      select: { id: true, title: true, kind: true, section: { select: { course: { select: { id: true, instructorId: true } } } } },
    });
    const owned = requireOwnership(lecture?.kind === 'quiz' ? lecture : null, (row) => row.section.course.instructorId, actor, notFound);
    return { id: owned.id, title: owned.title, courseId: owned.section.course.id, instructorId: owned.section.course.instructorId };
  }
}
