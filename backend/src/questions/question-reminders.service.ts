import { Injectable, Logger } from '@nestjs/common';
import { NotificationsService } from '../notifications/notifications.service';
import { Db, Prisma, PrismaService } from '../prisma/prisma.service';
import { OVERDUE_DAYS, OVERDUE_MS, REMINDER_HOURS, REMINDER_MS, waitingForInstructor } from './question-waiting';

// Questions per sweep: the next sweep (minutes later) takes the rest.
const SWEEP_LIMIT = 500;

type Stage = { column: 'reminded_at' | 'escalated_at'; waitMs: number };
const REMINDER: Stage = { column: 'reminded_at', waitMs: REMINDER_MS };
const ESCALATION: Stage = { column: 'escalated_at', waitMs: OVERDUE_MS };

/**
 * The Q&A promise kept when the instructor is away (docs/learning.md, "Questions and answers"): a
 * question still waiting for the instructor REMINDER_HOURS after it was asked reminds them, and one
 * still waiting OVERDUE_DAYS goes to the admins. Each happens once per question, ever: a guarded UPDATE
 * of its own column claims it in the transaction that notifies, so two workers sweeping at once send
 * one. The sweeps read the index (status, reminded_at | escalated_at, created_at): done ones are never read again.
 */
@Injectable()
export class QuestionRemindersService {
  private readonly logger = new Logger(QuestionRemindersService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly notifications: NotificationsService,
  ) {}

  /** Reminds the course's instructor of each question waiting REMINDER_HOURS; returns how many. */
  async remindDue(now = new Date()): Promise<number> {
    let sent = 0;
    for (const id of await this.due(REMINDER, now)) {
      const reminded = await this.prisma.inTransaction(async (tx) => {
        const question = await this.claim(tx, REMINDER, id, now);
        if (!question) return false;
        await this.notifications.notify(tx, question.course.instructorId, {
          type: 'question_reminder',
          title: `Câu hỏi đã chờ bạn hơn ${REMINDER_HOURS} giờ`,
          body: `Câu hỏi "${question.title}" trong khóa học "${question.course.title}" vẫn chưa có câu trả lời của bạn. Học viên đang chờ bạn giải đáp.`,
          link: `/instructor/questions?question=${id}`,
        });
        return true;
      });
      if (reminded) sent += 1;
    }
    if (sent) this.logger.log(`Đã nhắc giảng viên ${sent} câu hỏi chờ quá ${REMINDER_HOURS} giờ.`);
    return sent;
  }

  /** Tells every admin of each question waiting OVERDUE_DAYS (the overdue list of /admin/questions); returns how many. */
  async escalateDue(now = new Date()): Promise<number> {
    let sent = 0;
    for (const id of await this.due(ESCALATION, now)) {
      const escalated = await this.prisma.inTransaction(async (tx) => {
        const question = await this.claim(tx, ESCALATION, id, now);
        if (!question) return false;
        const admins = await tx.user.findMany({ where: { role: 'admin', isDisabled: false }, orderBy: { id: 'asc' }, select: { id: true } });
        for (const admin of admins) {
          await this.notifications.notify(tx, admin.id, {
            type: 'question_overdue',
            title: `Câu hỏi chờ quá ${OVERDUE_DAYS} ngày`,
            body: `Câu hỏi "${question.title}" trong khóa học "${question.course.title}" (giảng viên ${question.course.instructor.name}) đã chờ ${OVERDUE_DAYS} ngày mà chưa có câu trả lời của giảng viên.`,
            link: '/admin/questions?status=overdue',
          });
        }
        return true;
      });
      if (escalated) sent += 1;
    }
    if (sent) this.logger.log(`Đã chuyển ${sent} câu hỏi chờ quá ${OVERDUE_DAYS} ngày cho quản trị viên.`);
    return sent;
  }

  /** The questions waiting since `waitMs` before `now` whose stage has not happened, the oldest first. */
  private async due(stage: Stage, now: Date): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT q.id FROM course_questions q JOIN courses c ON c.id = q.course_id
       WHERE q.${Prisma.raw(stage.column)} IS NULL AND q.created_at <= ${new Date(now.getTime() - stage.waitMs)}
         AND ${waitingForInstructor}
       ORDER BY q.created_at, q.id
       LIMIT ${SWEEP_LIMIT}`;
    return rows.map((row) => row.id);
  }

  /**
   * Marks the stage done when the question still waits (an answer may have come since it was read):
   * the question when this transaction claimed it, null when it no longer waits or another one did.
   * One row of course_questions, by its primary key: the only row lock the claim takes.
   */
  private async claim(tx: Db, stage: Stage, id: string, now: Date) {
    const column = Prisma.raw(stage.column);
    const claimed = await tx.$executeRaw`
      UPDATE course_questions SET ${column} = ${now}
       WHERE id = ${id} AND ${column} IS NULL AND status = 'open' AND hidden = FALSE AND deleted_at IS NULL`;
    if (claimed === 0) return null;
    return tx.courseQuestion.findUniqueOrThrow({
      where: { id },
      select: { title: true, course: { select: { title: true, instructorId: true, instructor: { select: { name: true } } } } },
    });
  }
}
