import { Module } from '@nestjs/common';
import { LearningModule } from '../learning/learning.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminQuestionsController } from './admin-questions.controller';
import { InstructorQuestionsController } from './instructor-questions.controller';
import { QuestionListsService } from './question-lists.service';
import { QuestionModerationService } from './question-moderation.service';
import { QuestionsController } from './questions.controller';
import { QuestionsService } from './questions.service';

/** Questions and answers of a course and its lectures (docs/learning.md, "Questions and answers"). */
@Module({
  imports: [LearningModule, NotificationsModule],
  controllers: [QuestionsController, InstructorQuestionsController, AdminQuestionsController],
  providers: [QuestionsService, QuestionListsService, QuestionModerationService],
  exports: [QuestionsService],
})
export class QuestionsModule {}
