import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobsService } from '../jobs/jobs.service';
import { Db, PrismaService } from '../prisma/prisma.service';
import { RenderedMail } from './mail-templates';

export const SEND_JOB = 'mail.send';

/**
 * Mail goes out through the job table: `queue` stores the rendered mail in the caller's transaction,
 * the job delivers it over SMTP (when configured) or leaves it in the local outbox (the emails table),
 * which the developer mailbox shows when DEV_MAILBOX is on.
 */
@Injectable()
export class MailService implements OnModuleInit {
  private readonly logger = new Logger(MailService.name);
  private readonly transport?: Transporter;

  constructor(
    private readonly prisma: PrismaService,
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    if (config.smtpUrl) this.transport = nodemailer.createTransport(config.smtpUrl);
  }

  onModuleInit(): void {
    this.jobs.registerHandler(SEND_JOB, (payload) => this.deliver(String(payload.emailId)));
  }

  async queue(db: Db, to: string, mail: RenderedMail): Promise<void> {
    const email = await db.email.create({ data: { toAddress: to, subject: mail.subject, html: mail.html, text: mail.text } });
    await this.jobs.enqueue(db, SEND_JOB, { emailId: email.id });
  }

  private async deliver(emailId: string): Promise<void> {
    const email = await this.prisma.email.findUnique({ where: { id: emailId } });
    if (!email || email.status === 'sent') return;
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.mailFrom, to: email.toAddress, subject: email.subject, html: email.html, text: email.text });
    } else if (this.config.devMailbox) {
      this.logger.log(`Thư "${email.subject}" gửi ${email.toAddress} nằm trong hộp thư phát triển: ${this.config.publicUrl}/dev/mailbox`);
    } else {
      this.logger.warn(`Chưa cấu hình SMTP: thư "${email.subject}" gửi ${email.toAddress} chỉ nằm trong bảng emails.`);
    }
    await this.prisma.email.update({ where: { id: emailId }, data: { status: 'sent', sentAt: new Date() } });
  }
}
