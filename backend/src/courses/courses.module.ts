import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { AdminCoursesController } from './admin-courses.controller';
import { CatalogueCache } from './catalogue-cache';
import { CourseCatalogueService } from './course-catalogue.service';
import { CourseEditorService } from './course-editor.service';
import { CoursesController } from './courses.controller';
import { InstructorCoursesController } from './instructor-courses.controller';

@Module({
  imports: [MailModule],
  controllers: [CoursesController, InstructorCoursesController, AdminCoursesController],
  providers: [CourseCatalogueService, CourseEditorService, CatalogueCache],
})
export class CoursesModule {}
