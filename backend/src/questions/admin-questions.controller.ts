import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../common/access/access-tier.decorator';
import { QuestionListsService } from './question-lists.service';
import { QuestionModerationService } from './question-moderation.service';
import { AdminAnswerResponseDto, AdminQuestionListDto, AdminQuestionResponseDto, AdminQuestionsQueryDto, PostVisibilityDto } from './questions.dto';

/** Reported posts and questions waiting too long: hide or restore with a reason (answering as the academy goes through POST /questions/{id}/answers). */
@ApiTags('questions')
@AdminAccess()
@Controller('admin')
export class AdminQuestionsController {
  constructor(
    private readonly lists: QuestionListsService,
    private readonly moderation: QuestionModerationService,
  ) {}

  @Get('questions')
  @ApiOkResponse({ type: AdminQuestionListDto })
  list(@Query() query: AdminQuestionsQueryDto) {
    return this.lists.forAdmin(query);
  }

  @Put('questions/:questionId/visibility')
  @ApiOkResponse({ type: AdminQuestionResponseDto })
  questionVisibility(@Param('questionId') questionId: string, @Body() input: PostVisibilityDto) {
    return this.moderation.setQuestionVisibility(questionId, input.hidden, input.reason);
  }

  @Put('answers/:answerId/visibility')
  @ApiOkResponse({ type: AdminAnswerResponseDto })
  answerVisibility(@Param('answerId') answerId: string, @Body() input: PostVisibilityDto) {
    return this.moderation.setAnswerVisibility(answerId, input.hidden, input.reason);
  }
}
