import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InstructorAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { QuizEditorService } from './quiz-editor.service';
import { ManagedQuizDto, QuizInputDto, QuizStatsDto } from './quizzes.dto';

/** A quiz lecture of the instructor's course (or any, for an admin): its questions and its figures. */
@ApiTags('quizzes')
@InstructorAccess()
@Controller('instructor/lectures/:lectureId/quiz')
export class InstructorQuizzesController {
  constructor(private readonly editor: QuizEditorService) {}

  @Get()
  @ApiOkResponse({ type: ManagedQuizDto })
  get(@CurrentUser() user: AuthUser, @Param('lectureId') lectureId: string) {
    return this.editor.get(user, lectureId);
  }

  @Put()
  @ApiOkResponse({ type: ManagedQuizDto })
  save(@CurrentUser() user: AuthUser, @Param('lectureId') lectureId: string, @Body() input: QuizInputDto) {
    return this.editor.save(user, lectureId, input);
  }

  @Get('stats')
  @ApiOkResponse({ type: QuizStatsDto })
  stats(@CurrentUser() user: AuthUser, @Param('lectureId') lectureId: string) {
    return this.editor.stats(user, lectureId);
  }
}
