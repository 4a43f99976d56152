import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { z } from 'zod';
import { defineJob } from '../jobs';
import { JobsService } from '../jobs/jobs.service';
import { Prisma, PrismaService, type SqlClient } from '../prisma/prisma.service';
import { insertRows, insertRowsStatement, sendTogether } from '../prisma/insert-rows';
import { newRowId } from '../prisma/row-ids';
import { type DkimKey, dkimSign, dkimSigningStream } from './dkim';
import { RenderedMail } from './mail-templates';
import { type MailBody, rawMail } from './raw-mail';
import { SmtpPool, smtpSettings } from './smtp-pool';

/** Delivers one mail of the local outbox (the emails table). */
export const SEND_JOB = defineJob('mail.send', z.object({ emailId: z.string() }));

/** Messages one SMTP connection carries before a new one takes over (some servers limit a session). */
const MESSAGES_PER_CONNECTION = 1000;

/** RFC 3834: mail a program sends on its own (verification, receipts): auto-responders must not answer it. */
const TRANSACTIONAL_HEADERS = { 'Auto-Submitted': 'auto-generated' };

/** A mail sent at once (marketing): extra headers such as List-Unsubscribe; a campaign's parts come from its part templates. */
export interface DirectMail {
  to: string;
  subject: string;
  html: MailBody;
  text: MailBody;
  headers: Record<string, string>;
}

/** A row of the outbox as deliver() reads it. */
interface QueuedEmail {
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string> | null;
  status: 'queued' | 'sent' | 'failed';
}

/** How an SMTP server answered a mail it did not take: permanent (5xx), temporary (4xx) or no answer at all. */
export type DeliveryFailure = { kind: 'permanent' | 'temporary' | 'unreachable'; message: string };

/**
 * Mail goes out through the job table: `queue` stores the rendered mail in the caller's transaction,
 * the job delivers it over SMTP (when configured) or leaves it in the local outbox (the emails table),
 * which the developer mailbox shows when DEV_MAILBOX is on. Marketing mail is sent at once by its
 * own engine (`sendNow`). Every mail is built by raw-mail.ts and goes out through our SMTP client
 * (smtp-pool.ts), DKIM-signed when a key is configured (dkim.ts).
 */
@Injectable()
export class MailService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transactionalPool?: SmtpPool;
  private readonly marketingPool?: SmtpPool;
  /** Only for an address raw-mail.ts leaves to nodemailer's composer (non-ASCII: SMTPUTF8 or punycode, as the server allows). */
  private readonly composer?: Transporter;

  constructor(
    private readonly prisma: PrismaService,
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    if (!config.smtpUrl) return;
    // Both keep their SMTP connections open between mails (a new one per mail costs a handshake each);
    // transactional mail has a small pool of its own, so a campaign never holds up a password reset.
    const settings = smtpSettings(config.smtpUrl);
    this.transactionalPool = new SmtpPool(settings, { maxConnections: 2, maxMessagesPerConnection: MESSAGES_PER_CONNECTION });
    this.marketingPool = new SmtpPool(settings, { maxConnections: Math.min(config.marketing.sendConcurrency, 10), maxMessagesPerConnection: MESSAGES_PER_CONNECTION });
    this.composer = withDkim(nodemailer.createTransport(config.smtpUrl), config.dkim);
  }

  onModuleInit(): void {
    this.jobs.registerBatchHandler(SEND_JOB, (batch) => this.deliver(batch.map((payload) => payload.emailId)));
  }

  onModuleDestroy(): void {
    this.transactionalPool?.close();
    this.marketingPool?.close();
    this.composer?.close();
  }

  /** `headers`: sent with the mail (a course announcement's List-Unsubscribe). Returns the mail's id. */
  async queue(db: SqlClient, to: string, mail: RenderedMail, headers?: Record<string, string>): Promise<string> {
    // The id made here (create would read the whole mail back; insertRows says why not createMany).
    const emailId = newRowId();
    await sendTogether(db, this.queueStatements(to, mail, headers, emailId));
    return emailId;
  }

  /** What queue sends (the mail's row and its send job), for a caller that sends them with its other writes (sendTogether). */
  queueStatements(to: string, mail: RenderedMail, headers?: Record<string, string>, emailId = newRowId()): Prisma.Sql[] {
    return this.queueManyStatements([{ to, mail, headers, emailId }]);
  }

  /** Many mails at once (a fan-out): one INSERT of their rows and one of their send jobs. */
  queueManyStatements(mails: readonly { to: string; mail: RenderedMail; headers?: Record<string, string>; emailId: string }[]): Prisma.Sql[] {
    return [
      insertRowsStatement(
        'emails',
        mails.map(({ to, mail, headers, emailId }) => ({ id: emailId, toAddress: to, subject: mail.subject, html: mail.html, text: mail.text, headers })),
      ),
      this.jobs.enqueueManyStatement(
        SEND_JOB,
        mails.map(({ emailId }) => ({ emailId })),
      ),
    ].filter((statement): statement is Prisma.Sql => statement !== null);
  }

  /**
   * Sends one mail now and says how the server took it (null: accepted). Without SMTP the mail lands
   * in the local outbox, headers included, so the developer mailbox shows it like a real inbox would.
   */
  async sendNow(mail: DirectMail): Promise<DeliveryFailure | null> {
    if (!this.marketingPool) {
      await insertRows(this.prisma, 'emails', [
        { toAddress: mail.to, subject: mail.subject, html: String(mail.html), text: String(mail.text), headers: mail.headers, status: 'sent', sentAt: new Date() },
      ]);
      return null;
    }
    try {
      await this.send(this.marketingPool, mail);
      return null;
    } catch (error) {
      const { responseCode, message } = error as { responseCode?: number; message?: string };
      const text = String(message ?? error).slice(0, 300);
      if (responseCode && responseCode >= 500) return { kind: 'permanent', message: text };
      if (responseCode && responseCode >= 400) return { kind: 'temporary', message: text };
      return { kind: 'unreachable', message: text };
    }
  }

  /**
   * The queued mails of a batch of send jobs (a burst's receipts): one read of their rows, the mails sent
   * over the pool's connections at once, one UPDATE for those sent. A mail that failed throws after the
   * others are marked sent, so its job alone is tried again (JobsService runs each job of a failed batch alone).
   */
  private async deliver(emailIds: string[]): Promise<void> {
    // Raw, on the driver (PrismaService.sql): a paid order's receipt is one of these, and the model
    // query and update cost the worker about four times the statements themselves.
    const emails = await this.prisma.sql.$queryRaw<(QueuedEmail & { id: string })[]>`
      SELECT id, to_address AS toAddress, subject, html, text, headers, status FROM emails WHERE id IN (${Prisma.join(emailIds)})`;
    const due = emails.filter((email) => email.status !== 'sent');
    const outcomes = await Promise.allSettled(due.map((email) => this.deliverOne(email)));
    const sent = due.filter((_, index) => outcomes[index].status === 'fulfilled').map((email) => email.id);
    if (sent.length) await this.prisma.sql.$executeRaw`UPDATE emails SET status = 'sent', sent_at = ${new Date()} WHERE id IN (${Prisma.join(sent)})`;
    const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  }

  private async deliverOne(email: QueuedEmail): Promise<void> {
    if (this.transactionalPool) {
      await this.send(this.transactionalPool, {
        to: email.toAddress,
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: { ...TRANSACTIONAL_HEADERS, ...email.headers },
      });
    } else if (this.config.devMailbox) {
      this.logger.log(`Thư "${email.subject}" gửi ${email.toAddress} nằm trong hộp thư phát triển: ${this.config.publicUrl}/dev/mailbox`);
    } else {
      this.logger.warn(`Chưa cấu hình SMTP: thư "${email.subject}" gửi ${email.toAddress} chỉ nằm trong bảng emails.`);
    }
  }

  /**
   * One mail over SMTP: built by raw-mail.ts (nodemailer's composer cost more CPU than the rest of a
   * campaign's mail), signed, and written by our client as it is; throws what the server answered.
   */
  private async send(pool: SmtpPool, mail: DirectMail): Promise<void> {
    const built = rawMail({ from: this.config.mailFrom, ...mail });
    if (built) return pool.send({ from: built.envelopeFrom, to: mail.to }, this.config.dkim ? dkimSign(built.raw, this.config.dkim) : built.raw);
    // Base64 bodies, as raw-mail.ts writes them: Vietnamese text in quoted-printable is larger and slower to encode.
    await this.composer!.sendMail({ from: this.config.mailFrom, ...mail, html: String(mail.html), text: String(mail.text), textEncoding: 'base64' });
  }
}

/**
 * A mail nodemailer composes leaves DKIM-signed by our own signer (dkim.ts), last in its pipeline:
 * nodemailer's built-in one cannot sign List-Unsubscribe-Post nor oversign a header.
 */
function withDkim(transport: Transporter, key: DkimKey | undefined): Transporter {
  if (key) {
    transport.use('stream', (mail, done) => {
      mail.message.processFunc((input) => input.pipe(dkimSigningStream(key)));
      done();
    });
  }
  return transport;
}
