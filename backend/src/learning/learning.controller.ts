import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { CourseAccessToken } from './course-access-token.decorator';
import { CourseContentService } from './course-content.service';
import { CourseContentDto, MyCoursesDto, ProgressBatchInputDto, ProgressBatchResultDto, ProgressUpdateInputDto, ProgressUpdateResultDto } from './learning.dto';
import { ProgressService } from './progress.service';

@ApiTags('learning')
@SignedInAccess()
@Controller()
export class LearningController {
  constructor(
    private readonly content: CourseContentService,
    private readonly progress: ProgressService,
  ) {}

  @Get('students/me/courses')
  @ApiOkResponse({ type: MyCoursesDto })
  myCourses(@CurrentUser() user: AuthUser) {
    return this.content.myCourses(user.id);
  }

  @Get('learn/:slug/content')
  // Documented as optional so the typed client may send it as a plain header; the route refuses without it.
  @ApiHeader({ name: 'X-Course-Access-Token', required: false, description: 'Mã truy cập khóa học nhận được sau khi xác thực khuôn mặt (bắt buộc).' })
  @ApiOkResponse({ type: CourseContentDto })
  courseContent(@CurrentUser() user: AuthUser, @Param('slug') slug: string, @CourseAccessToken() accessToken?: string) {
    return this.content.content(user.id, slug, accessToken);
  }

  @Post('learn/progress/update')
  @HttpCode(200)
  @ApiOkResponse({ type: ProgressUpdateResultDto })
  updateProgress(@CurrentUser() user: AuthUser, @Body() input: ProgressUpdateInputDto) {
    return this.progress.update(user.id, input);
  }

  /** The outbox replay: up to MAX_PROGRESS_BATCH updates, answered one by one (a refused update does not fail the rest). */
  @Post('learn/progress/batch')
  @HttpCode(200)
  @ApiOkResponse({ type: ProgressBatchResultDto })
  updateProgressBatch(@CurrentUser() user: AuthUser, @Body() input: ProgressBatchInputDto) {
    return this.progress.applyBatch(user.id, input.updates);
  }
}
