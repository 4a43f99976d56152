import { Inject, Injectable } from '@nestjs/common';
import type { ClientContext } from '../common/http/client-context';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PrismaService } from '../prisma/prisma.service';
import { readEmailLinkToken } from './email-links';
import { ConsentSource, recordMarketingConsent } from './marketing-consent';
import { MarketingErrors, TEST_MAIL_MESSAGE } from './marketing.errors';

/** Where a change of consent came from: the browser's request, or nothing of it (a mail to the unsubscribe mailbox). */
type ConsentClient = Pick<ClientContext, 'ip' | 'userAgent'> | { ip: null; userAgent: string };

/** "a•••@gmail.com": enough for the owner to recognise, not enough for whoever forwards the mail. */
function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * The recipient's side of marketing mail: the preference page (through a mail's signed link or
 * signed in) and unsubscribing, which takes effect at once for every scenario.
 */
@Injectable()
export class EmailPreferencesService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async mine(userId: string) {
    return this.view(userId, false);
  }

  async setMine(userId: string, granted: boolean, client: ClientContext) {
    await this.change(userId, granted, 'preferences', client);
    return this.view(userId, false);
  }

  async byToken(token: string) {
    const { userId } = await this.resolve(token);
    return this.view(userId, true);
  }

  async setByToken(token: string, granted: boolean, client: ClientContext) {
    const { userId, sendId, test } = await this.resolve(token);
    if (test) throw MarketingErrors.raise('TEST_MAIL_LINK');
    await this.change(userId, granted, 'unsubscribe_link', client, sendId);
    return this.view(userId, true);
  }

  /**
   * RFC 8058 one-click: the mail app's POST, no sign-in, no page. Its body must be the form field
   * `List-Unsubscribe=One-Click` (§3.2); anything else is not a mail app's one-click and changes nothing.
   */
  async unsubscribeOneClick(token: string, form: unknown, client: ClientContext): Promise<{ message: string }> {
    if ((form as Record<string, unknown> | null | undefined)?.['List-Unsubscribe'] !== 'One-Click') throw MarketingErrors.raise('ONE_CLICK_BODY_REQUIRED');
    return this.unsubscribe(token, 'one_click', client);
  }

  /** Out of all marketing mail at once (one-click POST, the mailto: address); a test send's token changes nothing. */
  async unsubscribe(token: string, source: ConsentSource, client: ConsentClient): Promise<{ message: string }> {
    const { userId, sendId, test } = await this.resolve(token);
    if (test) return { message: TEST_MAIL_MESSAGE };
    await this.change(userId, false, source, client, sendId);
    return { message: 'Bạn đã hủy đăng ký nhận thư quảng cáo. Bạn vẫn nhận thư về đơn hàng và tài khoản.' };
  }

  private async change(userId: string, granted: boolean, source: ConsentSource, client: ConsentClient, sendId?: string): Promise<void> {
    const now = new Date();
    await this.prisma.inTransaction(async (tx) => {
      const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { marketingConsent: true } });
      if (user.marketingConsent !== granted) await recordMarketingConsent(tx, { userId, granted, source, ip: client.ip, userAgent: client.userAgent }, now);
      // The mail it came from counts the unsubscribe (campaign results).
      if (!granted && sendId) await tx.marketingSend.updateMany({ where: { id: sendId, unsubscribedAt: null }, data: { unsubscribedAt: now } });
    });
  }

  private async resolve(token: string): Promise<{ userId: string; sendId?: string; test?: true }> {
    const subject = readEmailLinkToken(this.config.marketing.linkSecret, token);
    if (!subject) throw MarketingErrors.raise('LINK_INVALID');
    if (subject.kind === 'test') return { userId: subject.id, test: true };
    // An announcement mail's link opens the same preference page, for its recipient.
    if (subject.kind === 'announcements') return { userId: subject.id };
    const send = await this.prisma.marketingSend.findUnique({ where: { id: subject.id }, select: { userId: true } });
    if (!send) throw MarketingErrors.raise('LINK_INVALID');
    return { userId: send.userId, sendId: subject.id };
  }

  private async view(userId: string, masked: boolean) {
    const user = await this.prisma.user.findUnique({ where: { id: userId }, select: { email: true, marketingConsent: true, marketingConsentAt: true } });
    if (!user) throw MarketingErrors.raise('LINK_INVALID');
    const suppressed = await this.prisma.emailSuppression.findUnique({ where: { email: user.email }, select: { email: true } });
    return {
      email: masked ? maskEmail(user.email) : user.email,
      marketingConsent: user.marketingConsent,
      marketingConsentAt: user.marketingConsentAt?.toISOString() ?? null,
      suppressed: Boolean(suppressed),
    };
  }
}
