import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InstructorAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { PostingRateLimited } from '../common/rate-limit/rate-limit';
import { ReviewListsService } from './review-lists.service';
import { ReviewModerationService } from './review-moderation.service';
import { InstructorReviewListDto, InstructorReviewsQueryDto, InstructorReviewSummaryDto, ReplyInputDto, ReviewResponseDto } from './reviews.dto';

/** The reviews of an instructor's own courses (an admin sees every course's). */
@ApiTags('reviews')
@InstructorAccess()
@Controller('instructor/reviews')
export class InstructorReviewsController {
  constructor(
    private readonly lists: ReviewListsService,
    private readonly moderation: ReviewModerationService,
  ) {}

  @Get()
  @ApiOkResponse({ type: InstructorReviewListDto })
  list(@CurrentUser() user: AuthUser, @Query() query: InstructorReviewsQueryDto) {
    return this.lists.forInstructor(user, query);
  }

  @Get('summary')
  @ApiOkResponse({ type: InstructorReviewSummaryDto })
  summary(@CurrentUser() user: AuthUser) {
    return this.lists.instructorSummary(user);
  }

  @Put(':reviewId/reply')
  @PostingRateLimited()
  @ApiOkResponse({ type: ReviewResponseDto })
  reply(@CurrentUser() user: AuthUser, @Param('reviewId') reviewId: string, @Body() input: ReplyInputDto) {
    return this.moderation.reply(user, reviewId, input.body);
  }
}
