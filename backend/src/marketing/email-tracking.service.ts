import crypto from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ANNOUNCEMENTS_UNSUBSCRIBED_MESSAGE, turnOffCourseAnnouncementMail } from '../announcements';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PrismaService } from '../prisma/prisma.service';
import { readEmailLinkToken, tokenOfUnsubscribeMailbox } from './email-links';
import { EmailPreferencesService } from './email-preferences.service';
import { recordMarketingConsent } from './marketing-consent';
import { countSoftBounce, suppress } from './suppressions';
import { MarketingErrors } from './marketing.errors';
import { MarketingSettingsService } from './marketing-settings.service';
import type { InboundMailInputDto, MailEventsInputDto } from './marketing.dto';

// A signed call older than this is refused (a replayed capture).
const WEBHOOK_TOLERANCE_SECONDS = 300;
// A provider's bounce report is matched to the mail sent to that address this recently.
const BOUNCE_MATCH_MS = 3 * 86_400_000;

/** Opens (the pixel), clicks (the redirect) and the mail provider's bounce and complaint reports. */
@Injectable()
export class EmailTrackingService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly settings: MarketingSettingsService,
    private readonly preferences: EmailPreferencesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts the first open; a bad token is ignored (the pixel shows either way). */
  async open(token: string, now = new Date()): Promise<void> {
    const subject = readEmailLinkToken(this.config.marketing.linkSecret, token);
    if (subject?.kind !== 'send') return;
    await this.prisma.marketingSend.updateMany({ where: { id: subject.id, openedAt: null }, data: { openedAt: now } });
  }

  /** Records a click and returns where the link goes. A click also proves the mail was opened (images off). */
  async click(token: string, linkId: number, now = new Date()): Promise<string> {
    const subject = readEmailLinkToken(this.config.marketing.linkSecret, token);
    if (subject?.kind !== 'send' || !Number.isSafeInteger(linkId)) throw MarketingErrors.raise('LINK_INVALID');
    const send = await this.prisma.marketingSend.findUnique({ where: { id: subject.id }, select: { id: true, campaignId: true } });
    const link = await this.prisma.marketingLink.findUnique({ where: { id: linkId }, select: { url: true, campaignId: true } });
    if (!send || !link || link.campaignId !== send.campaignId) throw MarketingErrors.raise('LINK_INVALID');
    // Two clicks on one mail at once (a link scanner) deadlock here: the click's foreign key shares the
    // send row's lock that the updates then need alone. The loser runs again.
    await this.prisma.inTransaction(async (tx) => {
      await tx.marketingClick.create({ data: { sendId: send.id, linkId, createdAt: now } });
      await tx.marketingSend.updateMany({ where: { id: send.id, clickedAt: null }, data: { clickedAt: now } });
      await tx.marketingSend.updateMany({ where: { id: send.id, openedAt: null }, data: { openedAt: now } });
    });
    return link.url;
  }

  /**
   * The mail provider's report of bounces and complaints, signed `X-Mail-Signature: t=<unix>,v1=<hex>`
   * with HMAC-SHA256 over `<t>.<raw body>`. A complaint also withdraws the consent: the user said no.
   */
  async providerEvents(signatureHeader: unknown, rawBody: Buffer | undefined, input: MailEventsInputDto, now = new Date()): Promise<{ processed: number }> {
    this.checkSignature(signatureHeader, rawBody, now);
    const limits = await this.settings.limits();
    for (const event of input.events) {
      const user = await this.prisma.user.findUnique({ where: { email: event.email }, select: { id: true, marketingConsent: true } });
      const detail = event.reason ?? null;
      if (event.type === 'hard_bounce' || event.type === 'complaint') await suppress(this.prisma, event.email, event.type, detail);
      if (event.type === 'soft_bounce' && user) await countSoftBounce(this.prisma, { id: user.id, email: event.email }, limits.softBounceLimit, detail);
      if (event.type === 'complaint' && user?.marketingConsent) {
        await this.prisma.inTransaction((tx) => recordMarketingConsent(tx, { userId: user.id, granted: false, source: 'complaint' }, now));
      }
      if (event.type === 'hard_bounce') {
        await this.prisma.marketingSend.updateMany({
          where: { email: event.email, status: 'sent', sentAt: { gte: new Date(now.getTime() - BOUNCE_MATCH_MS) } },
          data: { status: 'bounced', detail: detail?.slice(0, 300) ?? 'Nhà cung cấp báo thư bị trả lại.' },
        });
      }
    }
    return { processed: input.events.length };
  }

  /**
   * A mail someone sent to the List-Unsubscribe mailto: address (`unsubscribe+<token>@…`), passed on by
   * the provider's inbound route, signed like its reports: unsubscribes like the one-click POST.
   */
  async inboundMail(signatureHeader: unknown, rawBody: Buffer | undefined, input: InboundMailInputDto, now = new Date()): Promise<{ message: string }> {
    this.checkSignature(signatureHeader, rawBody, now);
    const token = tokenOfUnsubscribeMailbox(input.to);
    if (!token) throw MarketingErrors.raise('NOT_AN_UNSUBSCRIBE_MAILBOX');
    // An announcement mail's address turns off that course's announcements, not marketing mail.
    const subject = readEmailLinkToken(this.config.marketing.linkSecret, token);
    if (subject?.kind === 'announcements') {
      await turnOffCourseAnnouncementMail(this.prisma, subject.id, subject.courseId);
      return { message: ANNOUNCEMENTS_UNSUBSCRIBED_MESSAGE };
    }
    return this.preferences.unsubscribe(token, 'mailto', { ip: null, userAgent: input.from ? `mailto từ ${input.from}` : 'mailto' });
  }

  private checkSignature(signatureHeader: unknown, rawBody: Buffer | undefined, now: Date): void {
    const secret = this.config.marketing.webhookSecret;
    if (!secret) throw MarketingErrors.raise('WEBHOOK_NOT_CONFIGURED');
    if (!rawBody || !validSignature(secret, String(signatureHeader ?? ''), rawBody, now)) throw MarketingErrors.raise('WEBHOOK_SIGNATURE_INVALID');
  }
}

function validSignature(secret: string, header: string, rawBody: Buffer, now: Date): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}
