import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { RateLimitedPerUser } from '../common/rate-limit/rate-limit';
import { CourseAccessToken } from '../learning';
import { DownloadDevicesDto, DownloadInputDto, DownloadSizesDto, DownloadManifestDto, PermissionCheckDto, PermissionCheckInputDto, RevokeDeviceResultDto } from './downloads.dto';
import { DownloadsService } from './downloads.service';

/** Offline downloads of lectures (docs/learning.md, "Offline downloads"). */
@ApiTags('downloads')
@SignedInAccess()
@Controller('learn')
export class DownloadsController {
  constructor(private readonly downloads: DownloadsService) {}

  @Post('lectures/:lectureId/download')
  @HttpCode(200)
  @RateLimitedPerUser()
  @ApiHeader({ name: 'X-Course-Access-Token', required: false, description: 'Mã truy cập khóa học (sau khi xác thực khuôn mặt): học viên đã đăng ký cần nó.' })
  @ApiOkResponse({ type: DownloadManifestDto })
  manifest(@CurrentUser() user: AuthUser, @Param('lectureId') lectureId: string, @Body() input: DownloadInputDto, @CourseAccessToken() courseAccessToken?: string) {
    return this.downloads.manifest(user, lectureId, input, courseAccessToken);
  }

  @Get('courses/:courseId/downloads/sizes')
  @ApiOkResponse({ type: DownloadSizesDto })
  sizes(@CurrentUser() user: AuthUser, @Param('courseId') courseId: string) {
    return this.downloads.sizes(user, courseId);
  }

  @Post('downloads/permissions')
  @HttpCode(200)
  @ApiOkResponse({ type: PermissionCheckDto })
  renew(@CurrentUser() user: AuthUser, @Body() input: PermissionCheckInputDto) {
    return this.downloads.renew(user, input);
  }

  @Get('downloads/devices')
  @ApiOkResponse({ type: DownloadDevicesDto })
  devices(@CurrentUser() user: AuthUser) {
    return this.downloads.devices(user);
  }

  @Delete('downloads/devices/:id')
  @ApiOkResponse({ type: RevokeDeviceResultDto })
  revoke(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.downloads.revokeDevice(user, id);
  }
}
