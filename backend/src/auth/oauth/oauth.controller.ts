import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PublicAccess } from '../../common/access/access-tier.decorator';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { AuthProvider } from '../../generated/prisma/enums';
import { setRefreshCookie } from '../refresh-cookie';
import { signInOriginOf } from '../sign-in-origin';
import { OAUTH_STATE_COOKIE, OAuthRequest, OAuthService } from './oauth.service';

const STATE_COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/api/auth', maxAge: 600 } as const;

/** Browser redirects of Google and Facebook sign-in; the PWA finishes on /login?oauth=success. */
@ApiTags('auth')
@PublicAccess()
@Controller('auth')
export class OAuthController {
  constructor(
    private readonly oauth: OAuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('google')
  @ApiFoundResponse({ description: 'Chuyển tới Google' })
  google(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.start('google', request, reply);
  }

  @Get('google/callback')
  @ApiFoundResponse({ description: 'Quay về /login với kết quả' })
  googleCallback(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.finish('google', request, reply);
  }

  @Get('facebook')
  @ApiFoundResponse({ description: 'Chuyển tới Facebook' })
  facebook(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.start('facebook', request, reply);
  }

  @Get('facebook/callback')
  @ApiFoundResponse({ description: 'Quay về /login với kết quả' })
  facebookCallback(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.finish('facebook', request, reply);
  }

  private async start(provider: AuthProvider, request: FastifyRequest, reply: FastifyReply) {
    const { url, state } = await this.oauth.start(provider, request as unknown as OAuthRequest);
    void reply.setCookie(OAUTH_STATE_COOKIE, state, { ...STATE_COOKIE_OPTIONS, secure: this.config.cookieSecure }).redirect(url, 302);
  }

  private async finish(provider: AuthProvider, request: FastifyRequest, reply: FastifyReply) {
    void reply.clearCookie(OAUTH_STATE_COOKIE, { ...STATE_COOKIE_OPTIONS, secure: this.config.cookieSecure });
    try {
      const session = await this.oauth.finish(provider, request as unknown as OAuthRequest, signInOriginOf(request));
      setRefreshCookie(reply, session.refresh, this.config.cookieSecure);
      void reply.redirect('/login?oauth=success', 302);
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'OAUTH_FAILED';
      void reply.redirect(`/login?oauthError=${encodeURIComponent(code)}&provider=${provider}`, 302);
    }
  }
}
