import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { AnnouncementMailPreferencesService } from './announcement-mail-preferences.service';
import { AnnouncementListDto, AnnouncementMailPreferenceInputDto, AnnouncementMailPreferencesDto, AnnouncementsQueryDto } from './announcements.dto';
import { AnnouncementsService } from './announcements.service';

/** The course's 'Thông báo' tab and the signed-in announcement mail switches. */
@ApiTags('announcements')
@SignedInAccess()
@Controller()
export class AnnouncementsController {
  constructor(
    private readonly announcements: AnnouncementsService,
    private readonly preferences: AnnouncementMailPreferencesService,
  ) {}

  @Get('courses/:courseId/announcements')
  @ApiOkResponse({ type: AnnouncementListDto })
  list(@CurrentUser() user: AuthUser, @Param('courseId') courseId: string, @Query() query: AnnouncementsQueryDto) {
    return this.announcements.forCourse(user, courseId, query);
  }

  @Get('email-preferences/announcements')
  @ApiOkResponse({ type: AnnouncementMailPreferencesDto })
  myPreferences(@CurrentUser() user: AuthUser) {
    return this.preferences.mine(user.id);
  }

  @Put('email-preferences/announcements')
  @ApiOkResponse({ type: AnnouncementMailPreferencesDto })
  setMyPreferences(@CurrentUser() user: AuthUser, @Body() input: AnnouncementMailPreferenceInputDto) {
    return this.preferences.setMine(user.id, input);
  }
}
