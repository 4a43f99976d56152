import { Injectable, OnModuleInit } from '@nestjs/common';
import { z } from 'zod';
import { lockQuestionAnswer } from '../common/locks/row-locks';
import { defineJob } from '../jobs';
import { JobsService } from '../jobs/jobs.service';
import { NotificationsService, type NewNotification } from '../notifications/notifications.service';
import { Db, PrismaService } from '../prisma/prisma.service';
import { sendTogether } from '../prisma/insert-rows';

/** One batch of an answer's followers: those after `after` (user id order); null: from the first. */
export const ANSWER_FANOUT_JOB = defineJob('questions.answer-fanout', z.object({ answerId: z.string(), after: z.string().nullable() }));

/**
 * Up to this many people to tell (asker and followers), they are told in the answer's own transaction;
 * beyond it a popular question's followers would hold the question's row for seconds, so the asker is
 * told at once and the followers by batches of jobs.
 */
export const ANSWER_INLINE_RECIPIENTS = 50;

// Followers per batch transaction: their notifications and push jobs are two multi-row INSERTs, well inside the transaction's limit.
export const ANSWER_FANOUT_BATCH = 200;

export interface NewAnswer {
  answerId: string;
  questionId: string;
  answererId: string;
  answererName: string;
  byInstructor: boolean;
  question: { title: string; userId: string; lectureId: string | null };
  course: { title: string; slug: string };
}

/** The notification of a new answer: where it leads is the answer itself, in its lecture when it has one. */
function answerNotification(answer: NewAnswer): NewNotification {
  const where = answer.question.lectureId ? `/learn/${answer.course.slug}/${answer.question.lectureId}` : `/learn/${answer.course.slug}`;
  return {
    type: 'question_answered',
    title: answer.byInstructor ? 'Giảng viên đã trả lời câu hỏi' : 'Câu hỏi có câu trả lời mới',
    body: `${answer.answererName} đã trả lời câu hỏi "${answer.question.title}" trong khóa học "${answer.course.title}".`,
    link: `${where}?question=${answer.questionId}#answer-${answer.answerId}`,
  };
}

/**
 * Tells the asker and the followers of a question of a new answer, never its author, each once. Few
 * (the usual case) are told in the answer's transaction; many get the asker told there and the others
 * in batches, each one transaction holding the answer's row while it moves the answer's cursor (as an
 * announcement's fan-out does): a batch rolled back runs again, a batch job run again after its commit
 * finds the cursor past its `after` and stops.
 */
@Injectable()
export class AnswerFanoutService implements OnModuleInit {
  constructor(
    private readonly prisma: PrismaService,
    private readonly jobs: JobsService,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler(ANSWER_FANOUT_JOB, (payload) => this.prisma.inTransaction((tx) => this.batch(tx, payload.answerId, payload.after)));
  }

  /** In the answer's transaction. */
  async answerPosted(tx: Db, answer: NewAnswer): Promise<void> {
    const notification = answerNotification(answer);
    const followers = await tx.questionFollow.findMany({
      where: { questionId: answer.questionId, userId: { notIn: [answer.answererId, answer.question.userId] } },
      select: { userId: true },
      take: ANSWER_INLINE_RECIPIENTS + 1,
    });
    const askerToTell = answer.question.userId !== answer.answererId;
    if (followers.length + (askerToTell ? 1 : 0) <= ANSWER_INLINE_RECIPIENTS) {
      for (const userId of [...(askerToTell ? [answer.question.userId] : []), ...followers.map((follow) => follow.userId)]) {
        await this.notifications.notify(tx, userId, notification);
      }
      return;
    }
    if (askerToTell) await this.notifications.notify(tx, answer.question.userId, notification);
    await this.jobs.enqueue(tx, ANSWER_FANOUT_JOB, { answerId: answer.answerId, after: null });
  }

  private async batch(tx: Db, answerId: string, after: string | null): Promise<void> {
    const locked = await lockQuestionAnswer(tx, answerId);
    if (!locked || locked.fanout_done_at || locked.fanout_cursor !== after) return;
    const row = await tx.questionAnswer.findUniqueOrThrow({
      where: { id: answerId },
      select: {
        isInstructor: true,
        deletedAt: true,
        hidden: true,
        user: { select: { name: true } },
        question: { select: { title: true, userId: true, lectureId: true, course: { select: { title: true, slug: true } } } },
      },
    });
    // An answer deleted or hidden before its turn tells no one more.
    const followers =
      row.deletedAt || row.hidden
        ? []
        : await tx.questionFollow.findMany({
            where: { questionId: locked.question_id, userId: after ? { gt: after } : undefined },
            orderBy: { userId: 'asc' },
            take: ANSWER_FANOUT_BATCH,
            select: { userId: true },
          });
    const notification = answerNotification({
      answerId,
      questionId: locked.question_id,
      answererId: locked.user_id,
      answererName: row.user.name,
      byInstructor: row.isInstructor,
      question: row.question,
      course: row.question.course,
    });
    // The asker was told with the answer; the answerer is never told of their own answer. The batch's
    // notifications and pushes are two multi-row INSERTs in one round trip.
    const told = followers.map((follower) => follower.userId).filter((userId) => userId !== locked.user_id && userId !== row.question.userId);
    await sendTogether(tx, await this.notifications.statementsToNotify(tx, told, notification));
    const cursor = followers.at(-1)?.userId ?? after;
    if (followers.length === ANSWER_FANOUT_BATCH) {
      await tx.questionAnswer.update({ where: { id: answerId }, data: { fanoutCursor: cursor } });
      await this.jobs.enqueue(tx, ANSWER_FANOUT_JOB, { answerId, after: cursor });
      return;
    }
    await tx.questionAnswer.update({ where: { id: answerId }, data: { fanoutCursor: cursor, fanoutDoneAt: new Date() } });
  }
}
