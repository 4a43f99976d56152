import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { passwordChangedMail, resetPasswordMail, verifyEmailMail } from '../mail';
import { Db } from '../prisma/prisma.service';
import { EmailCodesService } from './email-codes.service';

interface MailRecipient {
  id: string;
  email: string;
  name: string;
}

/** The account mails: verification and reset links (with a fresh single-use code) and notices. */
@Injectable()
export class AccountEmailsService {
  constructor(
    private readonly codes: EmailCodesService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `returnTo`: the in-app page the link leads back to after sign-in (`continueUrl`), e.g. the course registered from. */
  async sendVerification(db: Db, user: MailRecipient, returnTo?: string): Promise<void> {
    const code = await this.codes.issue(db, user.id, 'verify_email', this.config.verifyEmailTtlHours * 3_600_000);
    const back = returnTo ? `&continueUrl=${encodeURIComponent(returnTo)}` : '';
    const link = `${this.config.publicUrl}/auth/action?mode=verifyEmail&oobCode=${code}${back}`;
    await this.mail.queue(db, user.email, verifyEmailMail(user.name, link, this.config.verifyEmailTtlHours));
  }

  async sendPasswordReset(db: Db, user: MailRecipient): Promise<void> {
    const code = await this.codes.issue(db, user.id, 'reset_password', this.config.resetPasswordTtlMinutes * 60_000);
    const link = `${this.config.publicUrl}/auth/action?mode=resetPassword&oobCode=${code}`;
    await this.mail.queue(db, user.email, resetPasswordMail(user.name, link, this.config.resetPasswordTtlMinutes));
  }

  async sendPasswordChanged(db: Db, user: MailRecipient): Promise<void> {
    await this.mail.queue(db, user.email, passwordChangedMail(user.name));
  }

  /** True when the last verification mail is older than the resend interval. */
  async mayResendVerification(userId: string): Promise<boolean> {
    const last = await this.codes.lastIssuedAt(userId, 'verify_email');
    return !last || Date.now() - last.getTime() >= this.config.verificationResendIntervalSeconds * 1000;
  }
}
