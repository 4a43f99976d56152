import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { PostingRateLimited } from '../common/rate-limit/rate-limit';
import { QuestionListsService } from './question-lists.service';
import {
  AcceptAnswerDto,
  AnswerInputDto,
  AnswerResponseDto,
  AskQuestionDto,
  CourseQuestionsQueryDto,
  EditAnswerDto,
  EditQuestionDto,
  FollowDto,
  PostDeletedDto,
  PostReportDto,
  PostReportedDto,
  QuestionDetailDto,
  QuestionListDto,
  QuestionResponseDto,
} from './questions.dto';
import { QuestionsService } from './questions.service';

/** A course's questions and answers, for its enrolled students, its instructor and admins. */
@ApiTags('questions')
@SignedInAccess()
@Controller()
export class QuestionsController {
  constructor(
    private readonly questions: QuestionsService,
    private readonly lists: QuestionListsService,
  ) {}

  @Get('courses/:courseId/questions')
  @ApiOkResponse({ type: QuestionListDto })
  list(@CurrentUser() user: AuthUser, @Param('courseId') courseId: string, @Query() query: CourseQuestionsQueryDto) {
    return this.lists.forCourse(user, courseId, query);
  }

  @Post('courses/:courseId/questions')
  @PostingRateLimited()
  @ApiCreatedResponse({ type: QuestionResponseDto })
  ask(@CurrentUser() user: AuthUser, @Param('courseId') courseId: string, @Body() input: AskQuestionDto) {
    return this.questions.ask(user, courseId, input);
  }

  @Get('questions/:questionId')
  @ApiOkResponse({ type: QuestionDetailDto })
  detail(@CurrentUser() user: AuthUser, @Param('questionId') questionId: string) {
    return this.lists.detail(user, questionId);
  }

  @Patch('questions/:questionId')
  @ApiOkResponse({ type: QuestionResponseDto })
  edit(@CurrentUser() user: AuthUser, @Param('questionId') questionId: string, @Body() input: EditQuestionDto) {
    return this.questions.editQuestion(user, questionId, input);
  }

  @Delete('questions/:questionId')
  @ApiOkResponse({ type: PostDeletedDto })
  remove(@CurrentUser() user: AuthUser, @Param('questionId') questionId: string) {
    return this.questions.deleteQuestion(user, questionId);
  }

  @Post('questions/:questionId/answers')
  @PostingRateLimited()
  @ApiCreatedResponse({ type: AnswerResponseDto })
  answer(@CurrentUser() user: AuthUser, @Param('questionId') questionId: string, @Body() input: AnswerInputDto) {
    return this.questions.answer(user, questionId, input);
  }

  @Patch('answers/:answerId')
  @ApiOkResponse({ type: AnswerResponseDto })
  editAnswer(@CurrentUser() user: AuthUser, @Param('answerId') answerId: string, @Body() input: EditAnswerDto) {
    return this.questions.editAnswer(user, answerId, input.body);
  }

  @Delete('answers/:answerId')
  @ApiOkResponse({ type: PostDeletedDto })
  removeAnswer(@CurrentUser() user: AuthUser, @Param('answerId') answerId: string) {
    return this.questions.deleteAnswer(user, answerId);
  }

  @Post('questions/:questionId/accept')
  @HttpCode(200)
  @ApiOkResponse({ type: QuestionResponseDto })
  accept(@CurrentUser() user: AuthUser, @Param('questionId') questionId: string, @Body() input: AcceptAnswerDto) {
    return this.questions.accept(user, questionId, input.answerId);
  }

  @Post('questions/:questionId/follow')
  @HttpCode(200)
  @ApiOkResponse({ type: FollowDto })
  follow(@CurrentUser() user: AuthUser, @Param('questionId') questionId: string) {
    return this.questions.follow(user, questionId, true);
  }

  @Delete('questions/:questionId/follow')
  @ApiOkResponse({ type: FollowDto })
  unfollow(@CurrentUser() user: AuthUser, @Param('questionId') questionId: string) {
    return this.questions.follow(user, questionId, false);
  }

  @Post('questions/:questionId/reports')
  @PostingRateLimited()
  @HttpCode(200)
  @ApiOkResponse({ type: PostReportedDto })
  reportQuestion(@CurrentUser() user: AuthUser, @Param('questionId') questionId: string, @Body() input: PostReportDto) {
    return this.questions.report(user, 'question', questionId, input.reason);
  }

  @Post('answers/:answerId/reports')
  @PostingRateLimited()
  @HttpCode(200)
  @ApiOkResponse({ type: PostReportedDto })
  reportAnswer(@CurrentUser() user: AuthUser, @Param('answerId') answerId: string, @Body() input: PostReportDto) {
    return this.questions.report(user, 'answer', answerId, input.reason);
  }
}
