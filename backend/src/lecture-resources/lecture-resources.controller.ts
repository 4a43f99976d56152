import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { RateLimitedPerUser } from '../common/rate-limit/rate-limit';
import { CourseAccessToken } from '../learning';
import { ResourceLinkDto } from './lecture-resources.dto';
import { LectureResourcesService } from './lecture-resources.service';

@ApiTags('lecture-resources')
@Controller('learn/lectures/:lectureId/resources/:mediaId/link')
export class LectureResourcesController {
  constructor(private readonly resources: LectureResourcesService) {}

  /** A download link of a few minutes for a resource of the lecture, after the access check. */
  @Post()
  @PublicAccess()
  @HttpCode(200)
  @RateLimitedPerUser()
  @ApiHeader({ name: 'X-Course-Access-Token', required: false, description: 'Mã truy cập khóa học (sau khi xác thực khuôn mặt): học viên đã đăng ký cần nó.' })
  @ApiOkResponse({ type: ResourceLinkDto })
  link(@CurrentUser() user: AuthUser | undefined, @Param('lectureId') lectureId: string, @Param('mediaId') mediaId: string, @CourseAccessToken() courseAccessToken?: string) {
    return this.resources.link(user, lectureId, mediaId, courseAccessToken);
  }
}
