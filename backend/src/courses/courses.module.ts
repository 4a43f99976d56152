import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminCoursesController } from './admin-courses.controller';
import { CatalogueCache } from './catalogue-cache';
import { CatalogueFastPath } from './catalogue-fast-path';
import { CourseCatalogueService } from './course-catalogue.service';
import { CourseEditorService } from './course-editor.service';
import { CourseListsService } from './course-lists.service';
import { CourseReviewService } from './course-review.service';
import { CourseWriterService } from './course-writer.service';
import { CoursesController } from './courses.controller';
import { InstructorCoursesController } from './instructor-courses.controller';
import { LectureVideoLengthsService } from './lecture-video-lengths.service';

@Module({
  imports: [MailModule, NotificationsModule],
  controllers: [CoursesController, InstructorCoursesController, AdminCoursesController],
  providers: [
    CourseCatalogueService,
    CourseEditorService,
    CourseListsService,
    CourseReviewService,
    CourseWriterService,
    CatalogueCache,
    CatalogueFastPath,
    LectureVideoLengthsService,
  ],
  // The public pages' first HTML (seo module) is kept and dropped with the catalogue answers it shows;
  // the media module tells the lectures their video's length once it is measured.
  exports: [CatalogueCache, LectureVideoLengthsService],
})
export class CoursesModule {}
