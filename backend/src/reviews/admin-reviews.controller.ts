import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../common/access/access-tier.decorator';
import { ReviewListsService } from './review-lists.service';
import { ReviewModerationService } from './review-moderation.service';
import { AdminReviewListDto, AdminReviewResponseDto, AdminReviewsQueryDto, VisibilityInputDto } from './reviews.dto';

/** The reported reviews queue: hide or restore a review or its reply, with a reason. */
@ApiTags('reviews')
@AdminAccess()
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(
    private readonly lists: ReviewListsService,
    private readonly moderation: ReviewModerationService,
  ) {}

  @Get()
  @ApiOkResponse({ type: AdminReviewListDto })
  list(@Query() query: AdminReviewsQueryDto) {
    return this.lists.forAdmin(query);
  }

  @Put(':reviewId/visibility')
  @ApiOkResponse({ type: AdminReviewResponseDto })
  visibility(@Param('reviewId') reviewId: string, @Body() input: VisibilityInputDto) {
    return this.moderation.setVisibility(reviewId, input.hidden, input.reason);
  }

  @Put(':reviewId/reply-visibility')
  @ApiOkResponse({ type: AdminReviewResponseDto })
  replyVisibility(@Param('reviewId') reviewId: string, @Body() input: VisibilityInputDto) {
    return this.moderation.setReplyVisibility(reviewId, input.hidden, input.reason);
  }
}
