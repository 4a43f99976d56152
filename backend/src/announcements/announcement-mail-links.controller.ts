import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PublicAccess } from '../common/access/access-tier.decorator';
import { MessageResponseDto } from '../common/http/responses';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AnnouncementMailPreferencesService } from './announcement-mail-preferences.service';
import { AnnouncementMailPreferenceInputDto, AnnouncementMailPreferencesDto } from './announcements.dto';

/** What an announcement mail's recipient reaches without signing in, through the mail's signed token. */
@ApiTags('announcements')
@PublicAccess()
@Controller('email')
export class AnnouncementMailLinksController {
  constructor(
    private readonly preferences: AnnouncementMailPreferencesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('preferences/:token/announcements')
  @ApiOkResponse({ type: AnnouncementMailPreferencesDto })
  byToken(@Param('token') token: string) {
    return this.preferences.byToken(token);
  }

  @Put('preferences/:token/announcements')
  @ApiOkResponse({ type: AnnouncementMailPreferencesDto })
  setByToken(@Param('token') token: string, @Body() input: AnnouncementMailPreferenceInputDto) {
    return this.preferences.setByToken(token, input);
  }

  /** The mail app's one-click POST (body `List-Unsubscribe=One-Click`): off for the token's course. */
  @Post('announcements/unsubscribe/:token')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  unsubscribe(@Param('token') token: string, @Body() form: unknown) {
    return this.preferences.oneClick(token, form);
  }

  /** The List-Unsubscribe URL opened in a browser: the preference page (a GET never changes anything). */
  @Get('announcements/unsubscribe/:token')
  @ApiExcludeEndpoint()
  unsubscribePage(@Param('token') token: string, @Res() reply: FastifyReply) {
    return reply.redirect(`${this.config.publicUrl}/email-preferences?token=${encodeURIComponent(token)}`, 302);
  }
}
