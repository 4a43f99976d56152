import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminEnrollmentsController } from './admin-enrollments.controller';
import { CourseAccessEvents } from './course-access-events';
import { CourseCompletionEvents } from './course-completion';
import { CourseAccessTokens } from './course-access-tokens';
import { CourseContentService } from './course-content.service';
import { EnrollmentsService } from './enrollments.service';
import { LearningController } from './learning.controller';
import { ProgressService } from './progress.service';

/** The student's side of a course: enrollments, content behind the face check, progress that syncs. */
@Module({
  imports: [NotificationsModule],
  controllers: [LearningController, AdminEnrollmentsController],
  providers: [
    {
      provide: CourseAccessTokens,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new CourseAccessTokens(config.learning.courseAccessSecret, config.learning.courseAccessTtlSeconds),
    },
    EnrollmentsService,
    CourseContentService,
    ProgressService,
    CourseAccessEvents,
    CourseCompletionEvents,
  ],
  exports: [CourseAccessTokens, EnrollmentsService, CourseAccessEvents, CourseCompletionEvents, ProgressService],
})
export class LearningModule {}
