import { Inject, Injectable } from '@nestjs/common';
import { CommissionsService } from '../affiliates/commissions.service';
import { ReferralsService } from '../affiliates/referrals.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { User } from '../generated/prisma/client';
import { JobsService } from '../jobs/jobs.service';
import { queueMarketingEvent, recordMarketingConsent } from '../marketing';
import { NotificationsService } from '../notifications/notifications.service';
import { isUniqueViolation } from '../prisma/prisma-errors';
import { PrismaService } from '../prisma/prisma.service';
import { Profile, toProfile } from '../users';
import { AccountEmailsService } from './account-emails.service';
import { AuthErrors } from './auth.errors';
import { ChangePasswordDto, LoginDto, RegisterDto } from './auth.dto';
import { EmailCodesService } from './email-codes.service';
import { hashPassword, verifyPassword } from './passwords';
import type { SignInOrigin } from './sign-in-origin';
import { IssuedRefreshToken, TokensService } from './tokens.service';

export interface Session {
  accessToken: string;
  user: Profile;
  refresh: IssuedRefreshToken;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tokens: TokensService,
    private readonly codes: EmailCodesService,
    private readonly accountEmails: AccountEmailsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
    private readonly referrals: ReferralsService,
    private readonly commissions: CommissionsService,
    private readonly jobs: JobsService,
  ) {}

  providers() {
    return { google: Boolean(this.config.google), facebook: Boolean(this.config.facebook) };
  }

  async register(input: RegisterDto, origin: SignInOrigin): Promise<{ message: string }> {
    const passwordHash = await hashPassword(input.password);
    try {
      await this.prisma.inTransaction(async (tx) => {
        const user = await tx.user.create({
          data: { email: input.email, passwordHash, name: input.name, age: input.age ?? null, phoneNumber: input.phoneNumber, registrationIp: origin.ip },
        });
        await this.commissions.attributeSignup(tx, user, origin.affRefCode, origin.ip, origin.device);
        if (input.marketingConsent) {
          await recordMarketingConsent(tx, { userId: user.id, granted: true, source: 'registration', ip: origin.ip, userAgent: origin.userAgent });
        }
        await queueMarketingEvent(this.jobs, tx, { trigger: 'user_registered', userId: user.id });
        await this.accountEmails.sendVerification(tx, user, input.returnTo);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw AuthErrors.raise('EMAIL_TAKEN');
      throw error;
    }
    return { message: 'Đăng ký thành công! Vui lòng kiểm tra hộp thư (cả mục Quảng cáo và Spam) để xác thực email.' };
  }

  async login(input: LoginDto, origin: SignInOrigin): Promise<Session> {
    const user = await this.prisma.user.findUnique({ where: { email: input.email } });
    if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) throw AuthErrors.raise('INVALID_CREDENTIALS');
    if (user.isDisabled) throw AuthErrors.raise('ACCOUNT_DISABLED');
    if (!user.emailVerifiedAt) {
      // The mail is resent at most once per interval; past that the refusal says only to check the inbox.
      if (await this.accountEmails.mayResendVerification(user.id)) {
        await this.prisma.inTransaction((tx) => this.accountEmails.sendVerification(tx, user, input.returnTo));
        throw AuthErrors.raise('EMAIL_NOT_VERIFIED', 'Tài khoản chưa xác thực. Chúng tôi đã gửi lại email.');
      }
      throw AuthErrors.raise('EMAIL_NOT_VERIFIED');
    }
    return this.startSession(user, origin);
  }

  /** Starts a new refresh-token family for a user who proved who they are (password or OAuth). */
  async startSession(user: User, origin: SignInOrigin): Promise<Session> {
    await this.referrals.recordSignIn(user.id, origin);
    const refresh = await this.tokens.issueRefreshToken(this.prisma, user.id);
    return { accessToken: this.tokens.issueAccessToken(user, refresh.familyId), user: toProfile(user, await this.notifications.unreadCount(user.id)), refresh };
  }

  async refresh(refreshToken: string | undefined): Promise<Session> {
    if (!refreshToken) throw AuthErrors.raise('SESSION_EXPIRED');
    const { userId, refresh } = await this.tokens.rotate(refreshToken);
    const user = await this.prisma.user.findUnique({ where: { id: userId } });
    if (!user || user.isDisabled) {
      if (user) await this.tokens.revokeAllForUser(this.prisma, user.id);
      throw AuthErrors.raise(user ? 'ACCOUNT_DISABLED' : 'SESSION_EXPIRED');
    }
    return { accessToken: this.tokens.issueAccessToken(user, refresh.familyId), user: toProfile(user, await this.notifications.unreadCount(user.id)), refresh };
  }

  async logout(refreshToken: string | undefined): Promise<{ message: string }> {
    const familyId = await this.tokens.familyOf(refreshToken);
    if (familyId) await this.tokens.revokeFamily(familyId);
    return { message: 'Đăng xuất thành công!' };
  }

  /** SPEC's ensure-user-profile: answers whether the profile was active before, and activates it. */
  async ensureUserProfile(userId: string): Promise<{ isActive: boolean; name: string }> {
    const user = await this.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { isActive: true, name: true } });
    if (!user.isActive) await this.prisma.user.update({ where: { id: userId }, data: { isActive: true } });
    return { isActive: user.isActive, name: user.name };
  }

  async resendVerification(email: string): Promise<{ message: string }> {
    const user = await this.prisma.user.findUnique({ where: { email } });
    if (user && !user.emailVerifiedAt && !user.isDisabled && (await this.accountEmails.mayResendVerification(user.id))) {
      await this.prisma.inTransaction((tx) => this.accountEmails.sendVerification(tx, user));
    }
    // The same answer whether or not a mail went out: the address book is not for probing.
    return { message: 'Nếu email chưa được xác thực, chúng tôi đã gửi lại thư xác thực. Vui lòng kiểm tra hộp thư.' };
  }

  async applyEmailAction(mode: string, oobCode: string): Promise<{ message: string }> {
    if (mode !== 'verifyEmail') throw AuthErrors.raise('UNSUPPORTED_ACTION');
    await this.prisma.inTransaction(async (tx) => {
      const userId = await this.codes.consume(tx, oobCode, 'verify_email');
      const { count } = await tx.user.updateMany({ where: { id: userId, emailVerifiedAt: null }, data: { emailVerifiedAt: new Date() } });
      if (count === 1) await queueMarketingEvent(this.jobs, tx, { trigger: 'email_verified', userId });
    });
    return { message: 'Xác thực email thành công! Bạn có thể đăng nhập ngay bây giờ.' };
  }

  async checkResetCode(oobCode: string): Promise<{ email: string }> {
    const userId = await this.codes.peek(oobCode, 'reset_password');
    const user = await this.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
    return { email: user.email };
  }

  async forgotPassword(email: string): Promise<{ message: string }> {
    const user = await this.prisma.user.findUnique({ where: { email } });
    if (!user) throw AuthErrors.raise('EMAIL_NOT_FOUND');
    await this.prisma.inTransaction((tx) => this.accountEmails.sendPasswordReset(tx, user));
    return { message: 'Đã gửi email đặt lại mật khẩu. Vui lòng kiểm tra hộp thư của bạn.' };
  }

  /** The reset link proves the mailbox, so it also verifies the email; every session ends. */
  async resetPassword(oobCode: string, newPassword: string): Promise<{ message: string }> {
    const passwordHash = await hashPassword(newPassword);
    await this.prisma.inTransaction(async (tx) => {
      const userId = await this.codes.consume(tx, oobCode, 'reset_password');
      const current = await tx.user.findUniqueOrThrow({ where: { id: userId } });
      const user = await tx.user.update({ where: { id: userId }, data: { passwordHash, emailVerifiedAt: current.emailVerifiedAt ?? new Date() } });
      if (!current.emailVerifiedAt) await queueMarketingEvent(this.jobs, tx, { trigger: 'email_verified', userId });
      await this.tokens.revokeAllForUser(tx, userId);
      await this.accountEmails.sendPasswordChanged(tx, user);
    });
    return { message: 'Đặt lại mật khẩu thành công! Vui lòng đăng nhập bằng mật khẩu mới.' };
  }

  /** Changing the password ends every other session; the one that asked stays signed in. */
  async changePassword(userId: string, input: ChangePasswordDto, currentSessionId: string): Promise<{ message: string }> {
    const user = await this.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    if (!user.passwordHash) throw AuthErrors.raise('NO_PASSWORD_SET');
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw AuthErrors.raise('WRONG_CURRENT_PASSWORD');
    if (input.newPassword === input.currentPassword) throw AuthErrors.raise('WEAK_PASSWORD');
    const passwordHash = await hashPassword(input.newPassword);
    await this.prisma.inTransaction(async (tx) => {
      await tx.user.update({ where: { id: userId }, data: { passwordHash } });
      await this.tokens.revokeAllForUser(tx, userId, currentSessionId);
      await this.accountEmails.sendPasswordChanged(tx, user);
    });
    return { message: 'Đổi mật khẩu thành công!' };
  }
}
