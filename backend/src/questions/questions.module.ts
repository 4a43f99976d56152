import { Module, OnModuleInit } from '@nestjs/common';
import { SignedInFastPath } from '../common/access/signed-in-fast-path';
import { JobsService } from '../jobs/jobs.service';
import { LearningModule } from '../learning/learning.module';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminQuestionsController } from './admin-questions.controller';
import { AnswerFanoutService } from './answer-fanout.service';
import { InstructorQuestionsController } from './instructor-questions.controller';
import { QuestionDigestService } from './question-digest.service';
import { QuestionListCache } from './question-list-cache';
import { QuestionListsService } from './question-lists.service';
import { QuestionMetricsService } from './question-metrics.service';
import { QuestionModerationService } from './question-moderation.service';
import { QuestionRemindersService } from './question-reminders.service';
import { QuestionsController } from './questions.controller';
import { QuestionsFastPath } from './questions-fast-path';
import { QuestionsService } from './questions.service';

// The reminder, escalation and digest sweeps: a reminder or a digest a few minutes late is fine.
const SWEEP_MS = 5 * 60_000;

/** Questions and answers of a course and its lectures (docs/learning.md, "Questions and answers"). */
@Module({
  imports: [LearningModule, MailModule, NotificationsModule],
  controllers: [QuestionsController, InstructorQuestionsController, AdminQuestionsController],
  providers: [
    SignedInFastPath,
    QuestionListCache,
    QuestionsFastPath,
    QuestionsService,
    AnswerFanoutService,
    QuestionListsService,
    QuestionModerationService,
    QuestionMetricsService,
    QuestionRemindersService,
    QuestionDigestService,
  ],
  exports: [QuestionsService],
})
export class QuestionsModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly reminders: QuestionRemindersService,
    private readonly digest: QuestionDigestService,
  ) {}

  onModuleInit(): void {
    this.jobs.runEvery('questions.reminders', SWEEP_MS, () => this.reminders.remindDue());
    this.jobs.runEvery('questions.escalations', SWEEP_MS, () => this.reminders.escalateDue());
    this.jobs.runEvery('questions.digest', SWEEP_MS, () => this.digest.sendDue());
  }
}
