import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicAccess, SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { PostingRateLimited } from '../common/rate-limit/rate-limit';
import { ReviewListsService } from './review-lists.service';
import { HelpfulVoteDto, MyReviewDto, PublicReviewsQueryDto, ReportedDto, ReportInputDto, ReviewDeletedDto, ReviewInputDto, ReviewListDto, SavedReviewDto } from './reviews.dto';
import { ReviewsService } from './reviews.service';

/** A course's reviews for everyone, and a student's own review, votes and reports. */
@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly lists: ReviewListsService,
  ) {}

  @Get('courses/:courseId/reviews')
  @PublicAccess()
  @ApiOkResponse({ type: ReviewListDto })
  list(@CurrentUser() user: AuthUser | undefined, @Param('courseId') courseId: string, @Query() query: PublicReviewsQueryDto) {
    return this.lists.forCourse(courseId, query, user?.id);
  }

  @Get('courses/:courseId/reviews/mine')
  @SignedInAccess()
  @ApiOkResponse({ type: MyReviewDto })
  mine(@CurrentUser() user: AuthUser, @Param('courseId') courseId: string) {
    return this.reviews.mine(user.id, courseId);
  }

  @Put('courses/:courseId/reviews/mine')
  @SignedInAccess()
  @PostingRateLimited()
  @ApiOkResponse({ type: SavedReviewDto })
  save(@CurrentUser() user: AuthUser, @Param('courseId') courseId: string, @Body() input: ReviewInputDto) {
    return this.reviews.saveMine(user.id, courseId, input);
  }

  @Delete('courses/:courseId/reviews/mine')
  @SignedInAccess()
  @ApiOkResponse({ type: ReviewDeletedDto })
  remove(@CurrentUser() user: AuthUser, @Param('courseId') courseId: string) {
    return this.reviews.deleteMine(user.id, courseId);
  }

  @Post('reviews/:reviewId/helpful')
  @SignedInAccess()
  @HttpCode(200)
  @ApiOkResponse({ type: HelpfulVoteDto })
  voteHelpful(@CurrentUser() user: AuthUser, @Param('reviewId') reviewId: string) {
    return this.reviews.vote(user.id, reviewId, true);
  }

  @Delete('reviews/:reviewId/helpful')
  @SignedInAccess()
  @ApiOkResponse({ type: HelpfulVoteDto })
  unvoteHelpful(@CurrentUser() user: AuthUser, @Param('reviewId') reviewId: string) {
    return this.reviews.vote(user.id, reviewId, false);
  }

  @Post('reviews/:reviewId/reports')
  @SignedInAccess()
  @PostingRateLimited()
  @HttpCode(200)
  @ApiOkResponse({ type: ReportedDto })
  report(@CurrentUser() user: AuthUser, @Param('reviewId') reviewId: string, @Body() input: ReportInputDto) {
    return this.reviews.report(user.id, reviewId, input.reason);
  }
}
