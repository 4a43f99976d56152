import { Module } from '@nestjs/common';
import { InstructorTextLessonsController } from './instructor-text-lessons.controller';
import { TextLessonEditorService } from './text-lesson-editor.service';

/** Text lessons: the instructor writes a structured document the player renders (docs/learning.md, "Text lessons"). */
@Module({
  controllers: [InstructorTextLessonsController],
  providers: [TextLessonEditorService],
})
export class TextLessonsModule {}
