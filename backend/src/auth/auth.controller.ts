import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PublicAccess, SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { MessageResponseDto } from '../common/http/responses';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import {
  ChangePasswordDto,
  EmailActionDto,
  EmailDto,
  EmailResponseDto,
  EnsureProfileResponseDto,
  LoginDto,
  OobCodeDto,
  ProvidersResponseDto,
  RegisterDto,
  ResetPasswordDto,
  SessionResponseDto,
} from './auth.dto';
import { AuthService, Session } from './auth.service';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { signInOriginOf } from './sign-in-origin';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @PublicAccess()
  @Get('providers')
  @ApiOkResponse({ type: ProvidersResponseDto })
  providers() {
    return this.auth.providers();
  }

  @PublicAccess()
  @RateLimited()
  @Post('register')
  @ApiOkResponse({ type: MessageResponseDto })
  register(@Body() input: RegisterDto, @Req() request: FastifyRequest) {
    return this.auth.register(input, signInOriginOf(request));
  }

  @PublicAccess()
  @RateLimited()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  async login(@Body() input: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.reply(reply, await this.auth.login(input, signInOriginOf(request)));
  }

  @PublicAccess()
  @Post('refresh')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionResponseDto })
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    try {
      return this.reply(reply, await this.auth.refresh(readRefreshCookie(request)));
    } catch (error) {
      clearRefreshCookie(reply, this.config.cookieSecure);
      throw error;
    }
  }

  @PublicAccess()
  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    clearRefreshCookie(reply, this.config.cookieSecure);
    return this.auth.logout(readRefreshCookie(request));
  }

  @SignedInAccess()
  @Post('ensure-user-profile')
  @HttpCode(200)
  @ApiOkResponse({ type: EnsureProfileResponseDto })
  ensureUserProfile(@CurrentUser() user: AuthUser) {
    return this.auth.ensureUserProfile(user.id);
  }

  @PublicAccess()
  @RateLimited()
  @Post('resend-verification')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  resendVerification(@Body() input: EmailDto) {
    return this.auth.resendVerification(input.email);
  }

  @PublicAccess()
  @Post('email-action')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  emailAction(@Body() input: EmailActionDto) {
    return this.auth.applyEmailAction(input.mode, input.oobCode);
  }

  @PublicAccess()
  @Post('check-reset-code')
  @HttpCode(200)
  @ApiOkResponse({ type: EmailResponseDto })
  checkResetCode(@Body() input: OobCodeDto) {
    return this.auth.checkResetCode(input.oobCode);
  }

  @PublicAccess()
  @RateLimited()
  @Post('forgot-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  forgotPassword(@Body() input: EmailDto) {
    return this.auth.forgotPassword(input.email);
  }

  @PublicAccess()
  @RateLimited()
  @Post('reset-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  resetPassword(@Body() input: ResetPasswordDto) {
    return this.auth.resetPassword(input.oobCode, input.newPassword);
  }

  @SignedInAccess()
  @Post('change-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  changePassword(@CurrentUser() user: AuthUser, @Body() input: ChangePasswordDto) {
    return this.auth.changePassword(user.id, input, user.sessionId);
  }

  private reply(reply: FastifyReply, session: Session) {
    setRefreshCookie(reply, session.refresh, this.config.cookieSecure);
    return { accessToken: session.accessToken, user: session.user };
  }
}
