import { Inject, Injectable, Logger } from '@nestjs/common';
import { greetingName } from '../common/text/names';
import { startOfDay, vietnamDay } from '../common/time/vietnam-calendar';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { questionDigestMail } from '../mail';
import { MailService } from '../mail/mail.service';
import { PrismaService } from '../prisma/prisma.service';
import { waitingForInstructor } from './question-waiting';

/** The digest goes out from this hour of the Vietnam day on (the first sweep after it). */
export const DIGEST_HOUR = 8;
/** Questions listed in one digest; the rest are counted ('và N câu hỏi khác'). */
export const DIGEST_LIST = 20;
const MINUTE_MS = 60_000;
// Instructors per sweep: the next sweep (minutes later) takes the rest.
const SWEEP_LIMIT = 200;

/** How long a question has waited, in words: '25 phút', '5 giờ', '3 ngày 4 giờ'. */
function waitedInWords(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  if (minutes < 60) return `${minutes} phút`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} giờ`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} ngày ${hours % 24} giờ` : `${days} ngày`;
}

/**
 * The daily mail to each instructor with questions still waiting for them (docs/learning.md, "Questions
 * and answers"), sent through the transactional mail queue from DIGEST_HOUR Vietnam time. Never more
 * than one a day: the row of question_digests (instructor + Vietnam day, the primary key) is inserted in
 * the transaction that queues the mail, and a second sweep, in this process or another, inserts nothing
 * and sends nothing. Locked accounts and suppressed addresses get none, as with other service mail.
 */
@Injectable()
export class QuestionDigestService {
  private readonly logger = new Logger(QuestionDigestService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
    private readonly mail: MailService,
  ) {}

  async sendDue(now = new Date()): Promise<number> {
    const today = vietnamDay(now);
    if (now.getTime() < startOfDay(today).getTime() + DIGEST_HOUR * 60 * MINUTE_MS) return 0;
    const instructors = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT DISTINCT c.instructor_id AS id
        FROM course_questions q JOIN courses c ON c.id = q.course_id JOIN users u ON u.id = c.instructor_id
       WHERE ${waitingForInstructor} AND q.created_at <= ${now} AND u.is_disabled = FALSE
         AND NOT EXISTS (SELECT 1 FROM question_digests d WHERE d.instructor_id = c.instructor_id AND d.day = ${today})
         AND NOT EXISTS (SELECT 1 FROM email_suppressions s WHERE s.email = u.email)
       LIMIT ${SWEEP_LIMIT}`;
    let sent = 0;
    for (const { id } of instructors) {
      if (await this.send(id, today, now)) sent += 1;
    }
    if (sent) this.logger.log(`Đã gửi ${sent} thư tóm tắt câu hỏi chờ trả lời.`);
    return sent;
  }

  private async send(instructorId: string, today: string, now: Date): Promise<boolean> {
    return this.prisma.inTransaction(async (tx) => {
      const [questions, [counted]] = await Promise.all([
        tx.$queryRaw<{ title: string; created_at: Date; course_title: string; lecture_title: string | null }[]>`
          SELECT q.title, q.created_at, c.title AS course_title, l.title AS lecture_title
            FROM course_questions q JOIN courses c ON c.id = q.course_id LEFT JOIN lectures l ON l.id = q.lecture_id
           WHERE c.instructor_id = ${instructorId} AND ${waitingForInstructor} AND q.created_at <= ${now}
           ORDER BY q.created_at, q.id
           LIMIT ${DIGEST_LIST}`,
        tx.$queryRaw<{ total: bigint | number }[]>`
          SELECT COUNT(*) AS total FROM course_questions q JOIN courses c ON c.id = q.course_id
           WHERE c.instructor_id = ${instructorId} AND ${waitingForInstructor} AND q.created_at <= ${now}`,
      ]);
      const total = Number(counted?.total ?? 0);
      // Answered since the sweep read it: nothing to send, and today's digest stays free for a later question.
      if (!total) return false;
      const claimed = await tx.$executeRaw`
        INSERT IGNORE INTO question_digests (instructor_id, day, questions_count, created_at) VALUES (${instructorId}, ${today}, ${total}, ${now})`;
      if (claimed === 0) return false;
      const instructor = await tx.user.findUniqueOrThrow({ where: { id: instructorId }, select: { name: true, preferredName: true, email: true } });
      const listed = questions.map((question) => ({
        courseTitle: question.course_title,
        lectureTitle: question.lecture_title,
        title: question.title,
        waiting: waitedInWords(now.getTime() - question.created_at.getTime()),
      }));
      await this.mail.queue(tx, instructor.email, questionDigestMail(greetingName(instructor), listed, total, `${this.config.publicUrl}/instructor/questions`));
      return true;
    });
  }
}
