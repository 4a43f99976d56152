import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Actor } from '../common/access/ownership';
import { lockCourseQuestion } from '../common/locks/row-locks';
import { CourseAccessEnded, CourseAccessEvents, courseReader, oncePerClientId } from '../learning';
import { NotificationsService } from '../notifications/notifications.service';
import { AnswerFanoutService } from './answer-fanout.service';
import { Db, PrismaService } from '../prisma/prisma.service';
import { QuestionListCache } from './question-list-cache';
import { answerSelect, questionSelect, searchTextOf, toAnswerView, toQuestionView } from './question-views';
import type { AnswerInputDto, AnswerResult, AskQuestionDto, EditQuestionDto, QuestionResult } from './questions.dto';
import { QuestionsErrors } from './questions.errors';

/** The kinds of question writes in learner_writes (replays of the offline outbox). */
const QUESTION_WRITE = 'question';
const ANSWER_WRITE = 'answer';

export interface CourseAccess {
  course: { id: string; title: string; slug: string; instructorId: string };
  /** The course's instructor or an admin: their answers are the instructor's. */
  teaches: boolean;
}

const reused = () => QuestionsErrors.raise('CLIENT_ID_REUSED');

/**
 * Questions and answers of a course (docs/learning.md, "Questions and answers"). Who may read and post:
 * the course's enrolled students (any source of enrollment) while their access lasts, its instructor,
 * admins. A student whose access ended (refunded in full) is told so (403); anyone else gets the 404 of
 * a course that does not exist. Every write that moves a question's counts or status holds its row
 * (lockCourseQuestion) and recomputes them in the same transaction.
 */
@Injectable()
export class QuestionsService implements OnModuleInit {
  constructor(
    private readonly prisma: PrismaService,
    private readonly notifications: NotificationsService,
    private readonly answerFanout: AnswerFanoutService,
    private readonly courseAccess: CourseAccessEvents,
    private readonly listCache: QuestionListCache,
  ) {}

  onModuleInit(): void {
    this.courseAccess.onAccessEnded('course_question', (tx, event) => this.accessEnded(tx, event));
  }

  /** The course when `actor` may read and post in its questions; otherwise 404, or 403 when their access ended. */
  async access(db: Db, actor: Actor, courseId: string, notFound = () => QuestionsErrors.raise('QUESTION_COURSE_NOT_FOUND')): Promise<CourseAccess> {
    const reader = await courseReader(db, actor, courseId);
    if (reader === 'ended') throw QuestionsErrors.raise('QUESTION_ACCESS_ENDED');
    if (!reader) throw notFound();
    return reader;
  }

  /** A question `actor` may see, with the access to its course: hidden ones only for admins. */
  async visibleQuestion(db: Db, actor: Actor, questionId: string) {
    const question = await db.courseQuestion.findUnique({ where: { id: questionId }, select: { id: true, courseId: true, userId: true, hidden: true, deletedAt: true } });
    const notFound = () => QuestionsErrors.raise('QUESTION_NOT_FOUND');
    if (!question) throw notFound();
    const access = await this.access(db, actor, question.courseId, notFound);
    if (question.hidden && actor.role !== 'admin') throw notFound();
    return { question, access };
  }

  async ask(actor: Actor, courseId: string, input: AskQuestionDto): Promise<QuestionResult> {
    const { result } = await this.listedTransaction((tx) =>
      oncePerClientId(tx, { userId: actor.id, clientId: input.clientId, kind: QUESTION_WRITE, reused }, async () => {
        const { course } = await this.access(tx, actor, courseId);
        const lectureId = input.lectureId ?? null;
        if (lectureId) {
          const lecture = await tx.lecture.findFirst({ where: { id: lectureId, section: { courseId } }, select: { id: true } });
          if (!lecture) throw QuestionsErrors.raise('QUESTION_LECTURE_NOT_FOUND');
        }
        const created = await tx.courseQuestion.create({
          data: {
            courseId,
            lectureId,
            userId: actor.id,
            title: input.title,
            body: input.body,
            videoSecond: lectureId ? (input.videoSecond ?? null) : null,
            searchText: searchTextOf(input.title, input.body),
            followersCount: 1,
            // The asker follows their question: told of every answer.
            follows: { create: { userId: actor.id } },
          },
          select: { id: true, user: { select: { name: true } } },
        });
        if (course.instructorId !== actor.id) {
          await this.notifications.notify(tx, course.instructorId, {
            type: 'question_asked',
            title: 'Câu hỏi mới trong khóa học của bạn',
            body: `${created.user.name} hỏi trong khóa học "${course.title}": ${input.title}`,
            link: `/instructor/questions?question=${created.id}`,
          });
        }
        const row = await tx.courseQuestion.findUniqueOrThrow({ where: { id: created.id }, select: questionSelect });
        return { question: toQuestionView(row, { userId: actor.id, followedIds: new Set([created.id]) }) };
      }),
    );
    return result;
  }

  /** Title and body of one's own question; the first change marks it edited. */
  async editQuestion(actor: Actor, questionId: string, input: EditQuestionDto): Promise<QuestionResult> {
    return this.listedTransaction(async (tx) => {
      const { question } = await this.lockedOwnQuestion(tx, actor, questionId);
      const current = await tx.courseQuestion.findUniqueOrThrow({ where: { id: questionId }, select: { title: true, body: true, editedAt: true } });
      const title = input.title ?? current.title;
      const body = input.body ?? current.body;
      const changed = title !== current.title || body !== current.body;
      if (changed) {
        await tx.courseQuestion.update({
          where: { id: question.id },
          data: { title, body, searchText: searchTextOf(title, body), ...(current.editedAt ? {} : { editedAt: new Date() }) },
        });
      }
      return { question: await this.questionView(tx, questionId, actor.id) };
    });
  }

  /** One's own question: removed when nobody answered it; otherwise 'đã xóa', its answers kept. */
  async deleteQuestion(actor: Actor, questionId: string): Promise<{ deleted: true }> {
    await this.listedTransaction(async (tx) => {
      const { question } = await this.lockedOwnQuestion(tx, actor, questionId);
      const answered = await tx.questionAnswer.findFirst({ where: { questionId }, select: { id: true } });
      if (answered) {
        await tx.courseQuestion.update({ where: { id: question.id }, data: { deletedAt: new Date(), searchText: '' } });
      } else {
        await tx.postReport.deleteMany({ where: { postKind: 'question', postId: questionId } });
        await tx.courseQuestion.delete({ where: { id: questionId } });
      }
    });
    return { deleted: true };
  }

  /**
   * An answer by anyone who may read the question. The course's instructor's (or an admin's) is the
   * instructor's: the first one sets first_instructor_answer_at for good and the question is answered.
   * The asker and every follower but the answerer are told (in-app and push): AnswerFanoutService.
   */
  async answer(actor: Actor, questionId: string, input: AnswerInputDto): Promise<AnswerResult> {
    const { result } = await this.listedTransaction((tx) =>
      oncePerClientId(tx, { userId: actor.id, clientId: input.clientId, kind: ANSWER_WRITE, reused }, async () => {
        const { question, access } = await this.lockedVisibleQuestion(tx, actor, questionId);
        if (question.deletedAt) throw QuestionsErrors.raise('QUESTION_DELETED');
        const now = new Date();
        const created = await tx.questionAnswer.create({
          data: { questionId, userId: actor.id, body: input.body, isInstructor: access.teaches, createdAt: now },
          select: answerSelect,
        });
        const before = await tx.courseQuestion.findUniqueOrThrow({
          where: { id: questionId },
          select: { firstInstructorAnswerAt: true, lectureId: true, title: true, userId: true },
        });
        await tx.courseQuestion.update({
          where: { id: questionId },
          data: { lastAnswerAt: now, ...(access.teaches && !before.firstInstructorAnswerAt ? { firstInstructorAnswerAt: now } : {}) },
        });
        const { acceptedAnswerId } = await this.refresh(tx, questionId);
        await this.answerFanout.answerPosted(tx, {
          answerId: created.id,
          questionId,
          answererId: actor.id,
          answererName: created.user.name,
          byInstructor: access.teaches,
          question: before,
          course: access.course,
        });
        return { answer: toAnswerView(created, acceptedAnswerId, actor.id) };
      }),
    );
    return result;
  }

  async editAnswer(actor: Actor, answerId: string, body: string): Promise<AnswerResult> {
    return this.prisma.inTransaction(async (tx) => {
      const answer = await this.lockedOwnAnswer(tx, actor, answerId);
      if (answer.body !== body) await tx.questionAnswer.update({ where: { id: answerId }, data: { body, ...(answer.editedAt ? {} : { editedAt: new Date() }) } });
      const row = await tx.questionAnswer.findUniqueOrThrow({ where: { id: answerId }, select: answerSelect });
      const { acceptedAnswerId } = await tx.courseQuestion.findUniqueOrThrow({ where: { id: answer.questionId }, select: { acceptedAnswerId: true } });
      return { answer: toAnswerView(row, acceptedAnswerId, actor.id) };
    });
  }

  /** One's own answer leaves the question (its count and status move with it; accepted, the question is no longer solved). */
  async deleteAnswer(actor: Actor, answerId: string): Promise<{ deleted: true }> {
    await this.listedTransaction(async (tx) => {
      const answer = await this.lockedOwnAnswer(tx, actor, answerId);
      await tx.questionAnswer.update({ where: { id: answerId }, data: { deletedAt: new Date() } });
      await this.refresh(tx, answer.questionId);
    });
    return { deleted: true };
  }

  /** The asker marks the answer that solved the question (another one replaces it). */
  async accept(actor: Actor, questionId: string, answerId: string): Promise<QuestionResult> {
    return this.listedTransaction(async (tx) => {
      const { question } = await this.lockedVisibleQuestion(tx, actor, questionId);
      if (question.userId !== actor.id) throw QuestionsErrors.raise('QUESTION_NOT_ASKER');
      if (question.deletedAt) throw QuestionsErrors.raise('QUESTION_DELETED');
      const answer = await tx.questionAnswer.findFirst({ where: { id: answerId, questionId, deletedAt: null, hidden: false }, select: { id: true } });
      if (!answer) throw QuestionsErrors.raise('ANSWER_NOT_FOUND');
      await tx.courseQuestion.update({ where: { id: questionId }, data: { acceptedAnswerId: answerId } });
      await this.refresh(tx, questionId);
      return { question: await this.questionView(tx, questionId, actor.id) };
    });
  }

  /** 'Tôi cũng muốn biết': follows (once) and the count moves by what changed, exact under any concurrency. */
  async follow(actor: Actor, questionId: string, following: boolean): Promise<{ following: boolean; followersCount: number }> {
    return this.listedTransaction(async (tx) => {
      const { question } = await this.lockedVisibleQuestion(tx, actor, questionId);
      if (following) {
        if (question.deletedAt) throw QuestionsErrors.raise('QUESTION_DELETED');
        const added = await tx.$executeRaw`INSERT IGNORE INTO question_follows (question_id, user_id, created_at) VALUES (${questionId}, ${actor.id}, NOW(3))`;
        if (added > 0) await tx.$executeRaw`UPDATE course_questions SET followers_count = followers_count + ${added} WHERE id = ${questionId}`;
      } else {
        const { count } = await tx.questionFollow.deleteMany({ where: { questionId, userId: actor.id } });
        if (count > 0) await tx.$executeRaw`UPDATE course_questions SET followers_count = followers_count - ${count} WHERE id = ${questionId}`;
      }
      const { followersCount } = await tx.courseQuestion.findUniqueOrThrow({ where: { id: questionId }, select: { followersCount: true } });
      return { following, followersCount };
    });
  }

  /** One open report per user per post: reporting again answers the same; never one's own post. */
  async report(actor: Actor, kind: 'question' | 'answer', postId: string, reason: string): Promise<{ reported: true }> {
    await this.prisma.inTransaction(async (tx) => {
      let authorId: string;
      if (kind === 'question') {
        const { question } = await this.lockedVisibleQuestion(tx, actor, postId);
        authorId = question.userId;
      } else {
        authorId = (await this.lockedVisibleAnswer(tx, actor, postId)).userId;
      }
      if (authorId === actor.id) throw QuestionsErrors.raise('QUESTION_OWN_REPORT');
      const open = await tx.postReport.findFirst({ where: { postKind: kind, postId, reporterId: actor.id, resolvedAt: null }, select: { id: true } });
      if (open) return;
      await tx.postReport.create({ data: { postKind: kind, postId, reporterId: actor.id, reason } });
      if (kind === 'question') await tx.$executeRaw`UPDATE course_questions SET open_reports = open_reports + 1 WHERE id = ${postId}`;
      else await tx.$executeRaw`UPDATE question_answers SET open_reports = open_reports + 1 WHERE id = ${postId}`;
    });
    return { reported: true };
  }

  /** A transaction whose writes change what the question lists show: the cached lists are cleared once it has committed. */
  private async listedTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await this.prisma.inTransaction(work);
    this.listCache.clear();
    return result;
  }

  /**
   * The question's answers_count (visible answers) and status from its rows: solved while its accepted
   * answer is visible, answered while an instructor's answer is, open otherwise. The caller holds the row.
   */
  async refresh(tx: Db, questionId: string): Promise<{ acceptedAnswerId: string | null }> {
    const question = await tx.courseQuestion.findUniqueOrThrow({ where: { id: questionId }, select: { acceptedAnswerId: true } });
    const visible = { questionId, deletedAt: null, hidden: false };
    const [answersCount, instructorAnswer, accepted] = await Promise.all([
      tx.questionAnswer.count({ where: visible }),
      tx.questionAnswer.findFirst({ where: { ...visible, isInstructor: true }, select: { id: true } }),
      question.acceptedAnswerId ? tx.questionAnswer.findFirst({ where: { ...visible, id: question.acceptedAnswerId }, select: { id: true } }) : null,
    ]);
    const acceptedAnswerId = accepted?.id ?? null;
    const status = acceptedAnswerId ? 'solved' : instructorAnswer ? 'answered' : 'open';
    await tx.courseQuestion.update({ where: { id: questionId }, data: { answersCount, status, acceptedAnswerId } });
    return { acceptedAnswerId };
  }

  async questionView(db: Db, questionId: string, viewerId: string) {
    const row = await db.courseQuestion.findUniqueOrThrow({ where: { id: questionId }, select: questionSelect });
    const followed = await db.questionFollow.findUnique({ where: { questionId_userId: { questionId, userId: viewerId } }, select: { questionId: true } });
    return toQuestionView(row, { userId: viewerId, followedIds: new Set(followed ? [questionId] : []) });
  }

  /** Access checked (plain reads), then the question's row locked and read again. */
  private async lockedVisibleQuestion(tx: Db, actor: Actor, questionId: string) {
    const { access } = await this.visibleQuestion(tx, actor, questionId);
    await lockCourseQuestion(tx, questionId);
    const question = await tx.courseQuestion.findUnique({ where: { id: questionId }, select: { id: true, courseId: true, userId: true, hidden: true, deletedAt: true } });
    if (!question || (question.hidden && actor.role !== 'admin')) throw QuestionsErrors.raise('QUESTION_NOT_FOUND');
    return { question, access };
  }

  private async lockedOwnQuestion(tx: Db, actor: Actor, questionId: string) {
    const locked = await this.lockedVisibleQuestion(tx, actor, questionId);
    if (locked.question.userId !== actor.id) throw QuestionsErrors.raise('QUESTION_NOT_AUTHOR');
    if (locked.question.deletedAt) throw QuestionsErrors.raise('QUESTION_DELETED');
    return locked;
  }

  /** An answer `actor` may see (its question's row locked): deleted ones are gone, hidden ones only for admins. */
  private async lockedVisibleAnswer(tx: Db, actor: Actor, answerId: string) {
    const notFound = () => QuestionsErrors.raise('ANSWER_NOT_FOUND');
    const found = await tx.questionAnswer.findUnique({ where: { id: answerId }, select: { questionId: true, question: { select: { courseId: true, hidden: true } } } });
    if (!found) throw notFound();
    await this.access(tx, actor, found.question.courseId, notFound);
    if (found.question.hidden && actor.role !== 'admin') throw notFound();
    await lockCourseQuestion(tx, found.questionId);
    const answer = await tx.questionAnswer.findUnique({
      where: { id: answerId },
      select: { id: true, questionId: true, userId: true, body: true, editedAt: true, hidden: true, deletedAt: true },
    });
    if (!answer || answer.deletedAt || (answer.hidden && actor.role !== 'admin')) throw notFound();
    return answer;
  }

  private async lockedOwnAnswer(tx: Db, actor: Actor, answerId: string) {
    const answer = await this.lockedVisibleAnswer(tx, actor, answerId);
    if (answer.userId !== actor.id) throw QuestionsErrors.raise('QUESTION_NOT_AUTHOR');
    return answer;
  }

  /**
   * "Course access ended" (a full refund), in the refund's transaction (course rows locked, and the
   * buyer's review by the reviews handler, which runs first: ReviewsModule is imported before this
   * module, and course_question comes after course_review in LOCK_ORDER; the refund test with a review
   * and follows fails if that changes): the student stops following the course's questions, so no
   * answer reaches them; their posts stay.
   */
  private async accessEnded(tx: Db, event: CourseAccessEnded): Promise<void> {
    const follows = await tx.questionFollow.findMany({
      where: { userId: event.userId, question: { courseId: event.courseId } },
      orderBy: { questionId: 'asc' },
      select: { questionId: true },
    });
    for (const { questionId } of follows) {
      await lockCourseQuestion(tx, questionId);
      const { count } = await tx.questionFollow.deleteMany({ where: { questionId, userId: event.userId } });
      if (count > 0) await tx.$executeRaw`UPDATE course_questions SET followers_count = followers_count - ${count} WHERE id = ${questionId}`;
    }
    // Inside the refund's transaction, before its commit: a list read in between keeps the old follower
    // counts until QUESTIONS_CACHE_SECONDS pass. Counts only; access itself is checked on every read.
    if (follows.length > 0) this.listCache.clear();
  }
}
