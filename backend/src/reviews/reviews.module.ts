import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module';
import { LearningModule } from '../learning/learning.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminReviewsController } from './admin-reviews.controller';
import { InstructorReviewsController } from './instructor-reviews.controller';
import { ReviewListsService } from './review-lists.service';
import { ReviewModerationService } from './review-moderation.service';
import { ReviewsController } from './reviews.controller';
import { ReviewsFastPath } from './reviews-fast-path';
import { ReviewsService } from './reviews.service';

/** Course reviews written by the students who own the course (docs/learning.md, "Reviews"). */
@Module({
  imports: [CoursesModule, LearningModule, NotificationsModule],
  controllers: [ReviewsController, InstructorReviewsController, AdminReviewsController],
  providers: [ReviewsService, ReviewListsService, ReviewModerationService, ReviewsFastPath],
  exports: [ReviewsService],
})
export class ReviewsModule {}
