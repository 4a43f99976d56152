import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InstructorAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { QuestionListsService } from './question-lists.service';
import { QuestionMetricsService } from './question-metrics.service';
import { InstructorQuestionListDto, InstructorQuestionsQueryDto, QuestionMetricsDto, UnansweredCountDto } from './questions.dto';

/** The questions of an instructor's own courses (an admin sees every course's); answered through POST /questions/{id}/answers. */
@ApiTags('questions')
@InstructorAccess()
@Controller('instructor/questions')
export class InstructorQuestionsController {
  constructor(
    private readonly lists: QuestionListsService,
    private readonly metrics: QuestionMetricsService,
  ) {}

  @Get()
  @ApiOkResponse({ type: InstructorQuestionListDto })
  list(@CurrentUser() user: AuthUser, @Query() query: InstructorQuestionsQueryDto) {
    return this.lists.forInstructor(user, query);
  }

  @Get('unanswered-count')
  @ApiOkResponse({ type: UnansweredCountDto })
  unansweredCount(@CurrentUser() user: AuthUser) {
    return this.lists.unansweredCount(user);
  }

  /** The dashboard's 'Hỏi đáp 30 ngày qua': asked, answered, time to the first instructor answer, waited over 48 hours. */
  @Get('metrics')
  @ApiOkResponse({ type: QuestionMetricsDto })
  questionMetrics(@CurrentUser() user: AuthUser) {
    return this.metrics.forInstructor(user);
  }
}
