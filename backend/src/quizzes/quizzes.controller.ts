import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { RateLimitedPerUser } from '../common/rate-limit/rate-limit';
import { QuizAttemptsService } from './quiz-attempts.service';
import { MyQuizAttemptsDto, QuizAttemptInputDto, QuizAttemptResultDto } from './quizzes.dto';

/**
 * A learner's attempts at a quiz lecture. The questions themselves reach the player with the course's
 * content (GET /api/learn/{slug}/content), without the answers, so a quiz can be taken offline.
 */
@ApiTags('quizzes')
@SignedInAccess()
@Controller('learn/quizzes/:lectureId/attempts')
export class QuizzesController {
  constructor(private readonly attempts: QuizAttemptsService) {}

  /** Graded on the server; the same clientId again answers the first result (the outbox replays). */
  @Post()
  @HttpCode(200)
  @RateLimitedPerUser()
  @ApiOkResponse({ type: QuizAttemptResultDto })
  submit(@CurrentUser() user: AuthUser, @Param('lectureId') lectureId: string, @Body() input: QuizAttemptInputDto) {
    return this.attempts.submit(user, lectureId, input);
  }

  @Get()
  @ApiOkResponse({ type: MyQuizAttemptsDto })
  mine(@CurrentUser() user: AuthUser, @Param('lectureId') lectureId: string) {
    return this.attempts.mine(user, lectureId);
  }
}
