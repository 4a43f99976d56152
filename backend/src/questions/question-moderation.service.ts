import { Injectable } from '@nestjs/common';
import { lockCourseQuestion } from '../common/locks/row-locks';
import { NotificationsService } from '../notifications/notifications.service';
import { Db, PrismaService } from '../prisma/prisma.service';
import { QuestionListCache } from './question-list-cache';
import { QuestionListsService } from './question-lists.service';
import { adminQuestionSelect, reportsSelect, toAdminAnswerView, adminAnswerSelect } from './question-views';
import { QuestionsErrors } from './questions.errors';
import { QuestionsService } from './questions.service';

/** The admins' decisions on reported questions and answers: hide or restore with a reason. */
@Injectable()
export class QuestionModerationService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly notifications: NotificationsService,
    private readonly questions: QuestionsService,
    private readonly lists: QuestionListsService,
    private readonly listCache: QuestionListCache,
  ) {}

  /** Either decision closes the question's open reports; a change of state tells the author, with the reason. */
  async setQuestionVisibility(questionId: string, hidden: boolean, reason: string) {
    await this.prisma.inTransaction(async (tx) => {
      if (!(await lockCourseQuestion(tx, questionId))) throw QuestionsErrors.raise('QUESTION_NOT_FOUND');
      const question = await tx.courseQuestion.findUniqueOrThrow({ where: { id: questionId }, select: { userId: true, hidden: true, title: true } });
      await this.closeReports(tx, 'question', questionId);
      await tx.courseQuestion.update({ where: { id: questionId }, data: { hidden, hiddenReason: hidden ? reason : null, openReports: 0 } });
      if (question.hidden !== hidden) {
        await this.notifications.notify(tx, question.userId, {
          type: hidden ? 'question_hidden' : 'question_restored',
          title: hidden ? 'Câu hỏi của bạn đã bị ẩn' : 'Câu hỏi của bạn đã được hiển thị lại',
          body: `Câu hỏi "${question.title}" ${hidden ? 'đã bị ẩn' : 'đã được hiển thị lại'}. Lý do: ${reason}`,
          link: null,
        });
      }
    });
    this.listCache.clear();
    const row = await this.prisma.courseQuestion.findUniqueOrThrow({ where: { id: questionId }, select: adminQuestionSelect });
    return { question: await this.lists.adminView(row) };
  }

  /** A hidden answer leaves the question's count and status (recomputed under the question's row). */
  async setAnswerVisibility(answerId: string, hidden: boolean, reason: string) {
    const questionId = await this.prisma.inTransaction(async (tx) => {
      const found = await tx.questionAnswer.findUnique({ where: { id: answerId }, select: { questionId: true } });
      if (!found) throw QuestionsErrors.raise('ANSWER_NOT_FOUND');
      await lockCourseQuestion(tx, found.questionId);
      const answer = await tx.questionAnswer.findUniqueOrThrow({ where: { id: answerId }, select: { userId: true, hidden: true, deletedAt: true } });
      if (answer.deletedAt) throw QuestionsErrors.raise('ANSWER_NOT_FOUND');
      await this.closeReports(tx, 'answer', answerId);
      await tx.questionAnswer.update({ where: { id: answerId }, data: { hidden, hiddenReason: hidden ? reason : null, openReports: 0 } });
      await this.questions.refresh(tx, found.questionId);
      if (answer.hidden !== hidden) {
        await this.notifications.notify(tx, answer.userId, {
          type: hidden ? 'answer_hidden' : 'answer_restored',
          title: hidden ? 'Câu trả lời của bạn đã bị ẩn' : 'Câu trả lời của bạn đã được hiển thị lại',
          body: `Câu trả lời của bạn ${hidden ? 'đã bị ẩn' : 'đã được hiển thị lại'}. Lý do: ${reason}`,
          link: null,
        });
      }
      return found.questionId;
    });
    this.listCache.clear();
    const [row, question, reports] = await Promise.all([
      this.prisma.questionAnswer.findUniqueOrThrow({ where: { id: answerId }, select: adminAnswerSelect }),
      this.prisma.courseQuestion.findUniqueOrThrow({ where: { id: questionId }, select: { acceptedAnswerId: true } }),
      this.prisma.postReport.findMany({ ...reportsSelect, where: { postKind: 'answer', postId: answerId } }),
    ]);
    return { answer: toAdminAnswerView(row, question.acceptedAnswerId, reports) };
  }

  private async closeReports(tx: Db, postKind: 'question' | 'answer', postId: string): Promise<void> {
    await tx.postReport.updateMany({ where: { postKind, postId, resolvedAt: null }, data: { resolvedAt: new Date() } });
  }
}
