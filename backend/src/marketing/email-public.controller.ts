import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, type RawBodyRequest, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PublicAccess, SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { clientContextOf } from '../common/http/client-context';
import { MessageResponseDto } from '../common/http/responses';
import { PUBLIC_FILE_CORP } from '../common/http/security-headers';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { EmailPreferencesService } from './email-preferences.service';
import { EmailTrackingService } from './email-tracking.service';
import { EmailPreferencesDto, EmailPreferencesInputDto, InboundMailInputDto, MailEventsInputDto } from './marketing.dto';

// The smallest transparent GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * What a marketing mail's recipient reaches without signing in: one-click unsubscribe (RFC 8058),
 * the preference page, opens and clicks; plus the signed-in preference toggle and the provider's
 * bounce reports. Every link carries a signed token (email-links.ts).
 */
@ApiTags('email')
@Controller()
export class EmailPublicController {
  constructor(
    private readonly preferences: EmailPreferencesService,
    private readonly tracking: EmailTrackingService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The mail app's one-click POST (body `List-Unsubscribe=One-Click`): out of all marketing mail at once. */
  @Post('email/unsubscribe/:token')
  @PublicAccess()
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  unsubscribe(@Param('token') token: string, @Body() form: unknown, @Req() request: FastifyRequest) {
    return this.preferences.unsubscribeOneClick(token, form, clientContextOf(request));
  }

  /** Someone opened the List-Unsubscribe URL in a browser: the page asks them to confirm (a GET never unsubscribes). */
  @Get('email/unsubscribe/:token')
  @PublicAccess()
  @ApiExcludeEndpoint()
  unsubscribePage(@Param('token') token: string, @Res() reply: FastifyReply) {
    return reply.redirect(`${this.config.publicUrl}/email-preferences?token=${encodeURIComponent(token)}&action=unsubscribe`, 302);
  }

  @Get('email/preferences/:token')
  @PublicAccess()
  @ApiOkResponse({ type: EmailPreferencesDto })
  preferencesByToken(@Param('token') token: string) {
    return this.preferences.byToken(token);
  }

  @Put('email/preferences/:token')
  @PublicAccess()
  @ApiOkResponse({ type: EmailPreferencesDto })
  setPreferencesByToken(@Param('token') token: string, @Body() input: EmailPreferencesInputDto, @Req() request: FastifyRequest) {
    return this.preferences.setByToken(token, input.marketingConsent, clientContextOf(request));
  }

  @Get('email-preferences')
  @SignedInAccess()
  @ApiOkResponse({ type: EmailPreferencesDto })
  myPreferences(@CurrentUser() user: AuthUser) {
    return this.preferences.mine(user.id);
  }

  @Put('email-preferences')
  @SignedInAccess()
  @ApiOkResponse({ type: EmailPreferencesDto })
  setMyPreferences(@CurrentUser() user: AuthUser, @Body() input: EmailPreferencesInputDto, @Req() request: FastifyRequest) {
    return this.preferences.setMine(user.id, input.marketingConsent, clientContextOf(request));
  }

  /** The open pixel: `<token>.gif`. */
  @Get('email/o/:pixel')
  @PublicAccess()
  @ApiExcludeEndpoint()
  async open(@Param('pixel') pixel: string, @Res() reply: FastifyReply) {
    await this.tracking.open(pixel.replace(/\.gif$/, ''));
    // Mail readers show it from their own origin (webmail): it must not be same-origin only.
    return reply
      .header('Cache-Control', 'no-store, private')
      .header(...PUBLIC_FILE_CORP)
      .type('image/gif')
      .send(PIXEL);
  }

  @Get('email/c/:token/:link')
  @PublicAccess()
  @ApiExcludeEndpoint()
  async click(@Param('token') token: string, @Param('link') link: string, @Res() reply: FastifyReply) {
    const url = await this.tracking.click(token, /^\d{1,10}$/.test(link) ? Number(link) : Number.NaN);
    return reply.header('Cache-Control', 'no-store, private').redirect(url, 302);
  }

  /** The provider's inbound webhook: a mail to the List-Unsubscribe mailto: address (signed like the reports). */
  @Post('email/webhooks/inbound')
  @PublicAccess()
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  inboundMail(@Req() request: RawBodyRequest<FastifyRequest>, @Body() input: InboundMailInputDto) {
    return this.tracking.inboundMail(request.headers['x-mail-signature'], request.rawBody, input);
  }

  /** The mail provider's bounce and complaint reports (signed; see docs/email-marketing.md). */
  @Post('email/webhooks/events')
  @PublicAccess()
  @HttpCode(200)
  providerEvents(@Req() request: RawBodyRequest<FastifyRequest>, @Body() input: MailEventsInputDto) {
    return this.tracking.providerEvents(request.headers['x-mail-signature'], request.rawBody, input);
  }
}
