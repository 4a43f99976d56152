import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InstructorAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { TextLessonEditorService } from './text-lesson-editor.service';
import { ManagedTextLessonDto, TextLessonInputDto } from './text-lessons.dto';

/** A text lesson of the instructor's course (or any, for an admin): its document. */
@ApiTags('text-lessons')
@InstructorAccess()
@Controller('instructor/lectures/:lectureId/text')
export class InstructorTextLessonsController {
  constructor(private readonly editor: TextLessonEditorService) {}

  @Get()
  @ApiOkResponse({ type: ManagedTextLessonDto })
  get(@CurrentUser() user: AuthUser, @Param('lectureId') lectureId: string) {
    return this.editor.get(user, lectureId);
  }

  @Put()
  @ApiOkResponse({ type: ManagedTextLessonDto })
  save(@CurrentUser() user: AuthUser, @Param('lectureId') lectureId: string, @Body() input: TextLessonInputDto) {
    return this.editor.save(user, lectureId, input);
  }
}
