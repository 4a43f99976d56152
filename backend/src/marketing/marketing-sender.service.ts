import crypto from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { greetingName } from '../common/text/names';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { Prisma, PrismaService } from '../prisma/prisma.service';
import { filterAudience } from './audience/audience-compiler';
import { type AudienceRules, storedAudience } from './audience/audience-rules';
import { emailLinkToken, unsubscribeMailbox } from './email-links';
import { cappedUntil, inQuietHours, releaseSendBudget, reserveSendBudget, SendingLimits } from './sending-limits';
import { MarketingSettingsService } from './marketing-settings.service';
import { countSoftBounce, suppress } from './suppressions';
import { createRecipientRenderer } from './templates/email-rendering';

const PAGE_SIZE = 200;
// An enrollment taken by a worker is out of everyone else's way this long; a worker that dies
// mid-page leaves it to be taken again after that, and the unique send key stops a second mail.
const LEASE_MS = 10 * 60_000;
const UNREACHABLE_RETRY_MS = 60_000;
export const ADVERTISING_LABEL = '[QC]';

type Renderer = ReturnType<typeof createRecipientRenderer>;
interface Claimed {
  id: string;
  scenario_id: string;
  user_id: string;
  next_campaign_id: string;
}
interface CampaignStep {
  id: string;
  scenarioId: string;
  position: number;
  delayMinutes: number;
  audience: AudienceRules | null;
}
interface Recipient {
  id: string;
  email: string;
  name: string;
  preferredName: string | null;
  marketingConsent: boolean;
  isDisabled: boolean;
  emailVerifiedAt: Date | null;
}
/** A mail this page will send, or a send row that records why not (`skip`). */
interface PlannedSend {
  sendId: string;
  step: CampaignStep;
  user: Recipient;
  skip: string | null;
}
/** What happens to an enrollment after its turn: on to the next step, or the same step later. */
type Outcome = { next: 'advance' } | { next: 'later'; at: Date };

/**
 * The sending engine (docs/email-marketing.md, "Sending"). Each page: take the sending budget, claim
 * due enrollments with SKIP LOCKED (several workers share the table), check consent, suppression,
 * the campaign's audience and the per-user caps at send time, write the (campaign, user) send row
 * (its unique key makes a mail go out at most once), send, and move each enrollment on.
 */
@Injectable()
export class MarketingSenderService {
  private readonly logger = new Logger(MarketingSenderService.name);
  private readonly renderers = new Map<string, { version: string; render: Renderer }>();
  private readonly linkIds = new Map<string, number>();

  constructor(
    private readonly prisma: PrismaService,
    private readonly mail: MailService,
    private readonly settings: MarketingSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sends pages until nothing is due or a limit stops it; returns how many enrollments it handled. */
  async sendDue(now: () => Date = () => new Date()): Promise<number> {
    let handled = 0;
    for (;;) {
      const page = await this.sendPage(now());
      handled += page;
      if (page === 0) return handled;
    }
  }

  async sendPage(now: Date): Promise<number> {
    const limits = await this.settings.limits();
    if (inQuietHours(limits, now)) return 0;
    const budget = await this.prisma.inTransaction((tx) => reserveSendBudget(tx, limits, PAGE_SIZE, now));
    if (budget === 0) return 0;
    const claimed = await this.claim(budget, now);
    if (!claimed.length) {
      await this.prisma.inTransaction((tx) => releaseSendBudget(tx, budget, now));
      return 0;
    }
    const steps = await this.stepsOf(claimed);
    const recipients = new Map((await this.recipientsOf(claimed)).map((user) => [user.id, user]));
    const suppressed = new Set(
      (await this.prisma.emailSuppression.findMany({ where: { email: { in: [...recipients.values()].map((user) => user.email) } }, select: { email: true } })).map(
        (row) => row.email,
      ),
    );
    const inAudience = await this.audienceMatches(claimed, steps, now);
    const capped = await cappedUntil(
      this.prisma,
      limits,
      claimed.map((row) => row.user_id),
      now,
    );

    // Over their cap, a person's mails wait for the window to pass. Otherwise one mail per person per
    // page: another one waits a second and meets the caps with the first one counted.
    const outcomes = new Map<string, Outcome>();
    const seen = new Set<string>();
    const batch: Claimed[] = [];
    for (const row of claimed) {
      const user = recipients.get(row.user_id);
      const until = user && whyNotEligible(user, suppressed) === null ? capped.get(row.user_id) : undefined;
      if (until) outcomes.set(row.id, { next: 'later', at: until });
      else if (seen.has(row.user_id)) outcomes.set(row.id, { next: 'later', at: new Date(now.getTime() + 1000) });
      else batch.push(row);
      seen.add(row.user_id);
    }
    await this.prisma.inTransaction((tx) => releaseSendBudget(tx, budget - batch.length, now));

    // The send rows of the whole page in one statement; a row whose (campaign, user) was already there
    // (another worker, or this step before a crash) is not ours, and no mail goes out for it.
    const planned = new Map<string, PlannedSend>();
    for (const row of batch) {
      const user = recipients.get(row.user_id);
      if (!user) continue;
      const step = steps.get(row.next_campaign_id)!;
      planned.set(row.id, { sendId: crypto.randomUUID(), step, user, skip: whyNotEligible(user, suppressed) ?? (inAudience.has(`${step.id}:${user.id}`) ? null : 'audience') });
    }
    const ours = await this.insertSends([...planned.values()], now);
    const renderers = await this.renderersOf([...new Set([...planned.values()].filter((send) => !send.skip).map((send) => send.step.id))]);

    const sentIds: string[] = [];
    await runWithConcurrency(batch, this.config.marketing.sendConcurrency, async (row) => {
      const send = planned.get(row.id);
      outcomes.set(row.id, send && !send.skip && ours.has(send.sendId) ? await this.deliver(send, renderers.get(send.step.id)!, limits, now, sentIds) : { next: 'advance' });
    });

    // These writes meet rows others lock (clicks lock send rows, sales and payouts user rows): each
    // runs in a transaction that is run again when it loses a lock race, so sent mail is not left 'sending'.
    if (sentIds.length) {
      await this.prisma.inTransaction((tx) => tx.$executeRaw`UPDATE marketing_sends SET status = 'sent', sent_at = ${now} WHERE id IN (${Prisma.join(sentIds)})`);
      await this.prisma.inTransaction(
        (tx) =>
          tx.$executeRaw`UPDATE users SET soft_bounce_streak = 0 WHERE soft_bounce_streak > 0 AND id IN (SELECT user_id FROM marketing_sends WHERE id IN (${Prisma.join(sentIds)}))`,
      );
    }
    await this.moveOn(claimed, outcomes, steps, now);
    return claimed.length;
  }

  /** Sends one planned mail; returns where its enrollment goes next. */
  private async deliver(send: PlannedSend, render: Renderer, limits: SendingLimits, now: Date, sentIds: string[]): Promise<Outcome> {
    const { sendId, step, user } = send;
    const failure = await this.mail.sendNow(await this.compose(render, step.id, sendId, user));
    if (!failure) {
      sentIds.push(sendId);
      return { next: 'advance' };
    }
    if (failure.kind === 'unreachable') {
      // The server never took it: no mail went out, so the step may be tried again.
      await this.prisma.marketingSend.delete({ where: { id: sendId } });
      this.logger.warn(`Không gửi được thư chiến dịch ${step.id} tới ${user.email}: ${failure.message}`);
      return { next: 'later', at: new Date(now.getTime() + UNREACHABLE_RETRY_MS) };
    }
    await this.recordBounce(sendId, user, failure.kind, failure.message, limits);
    return { next: 'advance' };
  }

  /** Inserts the page's send rows (skipped ones with their reason); returns the ids that are ours. */
  private async insertSends(sends: PlannedSend[], now: Date): Promise<Set<string>> {
    if (!sends.length) return new Set();
    const values = sends.map(
      (send) => Prisma.sql`(${send.sendId}, ${send.step.id}, ${send.user.id}, ${send.user.email}, ${send.skip ? 'skipped' : 'sending'}, ${send.skip}, ${now})`,
    );
    // Run again when it loses a lock race: the foreign keys share-lock user rows that sales lock, and a
    // worker replaying a page inserts the same keys.
    await this.prisma.inTransaction(
      (tx) => tx.$executeRaw`INSERT IGNORE INTO marketing_sends (id, campaign_id, user_id, email, status, detail, created_at) VALUES ${Prisma.join(values)}`,
    );
    const rows = await this.prisma.marketingSend.findMany({ where: { id: { in: sends.map((send) => send.sendId) } }, select: { id: true } });
    return new Set(rows.map((row) => row.id));
  }

  /** A permanent rejection suppresses the address at once; temporary ones after `softBounceLimit` in a row. */
  private async recordBounce(sendId: string, user: Recipient, kind: 'permanent' | 'temporary', message: string, limits: SendingLimits): Promise<void> {
    // One transaction, run again when it loses a lock race on the user row (sales lock it too).
    await this.prisma.inTransaction(async (tx) => {
      await tx.marketingSend.update({ where: { id: sendId }, data: { status: kind === 'permanent' ? 'bounced' : 'failed', detail: message.slice(0, 300) } });
      if (kind === 'permanent') await suppress(tx, user.email, 'hard_bounce', message);
      else await countSoftBounce(tx, user, limits.softBounceLimit, message);
    });
  }

  private async compose(render: Renderer, campaignId: string, sendId: string, user: Recipient) {
    const token = emailLinkToken(this.config.marketing.linkSecret, { kind: 'send', id: sendId });
    const base = this.config.publicUrl;
    const mail = await render(recipientVars(base, user, token));
    const html = (await this.trackLinks(campaignId, mail.html, token)).replace(
      /<\/body>/i,
      `<img src="${base}/api/email/o/${token}.gif" width="1" height="1" alt="" style="display:block;height:1px;width:1px;border:0">$&`,
    );
    return { to: user.email, subject: labelled(mail.subject), html, text: mail.text, headers: marketingHeaders(base, this.config.mailFrom, token) };
  }

  /**
   * A test mail to an admin: the same mail with their own name, links untracked, the subject marked as a
   * test. Its links carry a test token: they open the pages but unsubscribe no one (the admin included).
   */
  async sendTest(
    campaign: { id: string } | { html: string; subject: string; preheader: string | null },
    admin: { id: string; email: string; name: string; preferredName: string | null },
  ) {
    const render = 'id' in campaign ? (await this.renderersOf([campaign.id])).get(campaign.id)! : createRecipientRenderer(campaign);
    const token = emailLinkToken(this.config.marketing.linkSecret, { kind: 'test', id: admin.id });
    const mail = await render(recipientVars(this.config.publicUrl, admin, token));
    return this.mail.sendNow({
      to: admin.email,
      subject: `[Thử] ${labelled(mail.subject)}`,
      html: mail.html,
      text: mail.text,
      headers: marketingHeaders(this.config.publicUrl, this.config.mailFrom, token),
    });
  }

  private async claim(limit: number, now: Date): Promise<Claimed[]> {
    return this.prisma.inTransaction(async (tx) => {
      // The subquery reads campaigns without locking them (only the enrollments are locked and skipped).
      const rows = await tx.$queryRaw<Claimed[]>`
        SELECT id, scenario_id, user_id, next_campaign_id FROM scenario_enrollments
         WHERE status = 'active' AND next_run_at <= ${now}
           AND next_campaign_id IN (SELECT c.id FROM marketing_campaigns c JOIN email_scenarios s ON s.id = c.scenario_id
                                     WHERE c.status = 'active' AND s.status = 'active')
         ORDER BY next_run_at
         LIMIT ${limit}
         FOR UPDATE SKIP LOCKED`;
      if (rows.length) {
        await tx.$executeRaw`UPDATE scenario_enrollments SET next_run_at = ${new Date(now.getTime() + LEASE_MS)} WHERE id IN (${Prisma.join(rows.map((row) => row.id))})`;
      }
      return rows;
    });
  }

  /** Every campaign of the claimed enrollments' scenarios, by id (the next step is found among them). */
  private async stepsOf(claimed: Claimed[]): Promise<Map<string, CampaignStep>> {
    const campaigns = await this.prisma.marketingCampaign.findMany({
      where: { scenarioId: { in: [...new Set(claimed.map((row) => row.scenario_id))] } },
      select: { id: true, scenarioId: true, position: true, delayMinutes: true, audience: true },
    });
    return new Map(campaigns.map((campaign) => [campaign.id, { ...campaign, audience: storedAudience(campaign.audience) }]));
  }

  private recipientsOf(claimed: Claimed[]): Promise<Recipient[]> {
    return this.prisma.user.findMany({
      where: { id: { in: claimed.map((row) => row.user_id) } },
      select: { id: true, email: true, name: true, preferredName: true, marketingConsent: true, isDisabled: true, emailVerifiedAt: true },
    });
  }

  /** `${campaignId}:${userId}` for each claimed user inside their campaign's audience (checked now, not when they entered). */
  private async audienceMatches(claimed: Claimed[], steps: Map<string, CampaignStep>, now: Date): Promise<Set<string>> {
    const byCampaign = new Map<string, string[]>();
    for (const row of claimed) byCampaign.set(row.next_campaign_id, [...(byCampaign.get(row.next_campaign_id) ?? []), row.user_id]);
    const matches = new Set<string>();
    for (const [campaignId, userIds] of byCampaign) {
      for (const userId of await filterAudience(this.prisma, steps.get(campaignId)!.audience, userIds, now)) matches.add(`${campaignId}:${userId}`);
    }
    return matches;
  }

  /** Moves every enrollment on: to its scenario's next campaign (after that one's delay), to the end, or to later. */
  private async moveOn(claimed: Claimed[], outcomes: Map<string, Outcome>, steps: Map<string, CampaignStep>, now: Date): Promise<void> {
    const groups = new Map<string, string[]>();
    for (const row of claimed) {
      const outcome = outcomes.get(row.id) ?? { next: 'later', at: now };
      let key: string;
      if (outcome.next === 'later') {
        key = `later|${outcome.at.toISOString()}`;
      } else {
        const current = steps.get(row.next_campaign_id)!;
        const following = [...steps.values()]
          .filter((step) => step.scenarioId === current.scenarioId && step.position > current.position)
          .sort((a, b) => a.position - b.position)[0];
        key = following ? `step|${following.id}|${new Date(now.getTime() + following.delayMinutes * 60_000).toISOString()}` : 'finished';
      }
      groups.set(key, [...(groups.get(key) ?? []), row.id]);
    }
    // Run again when it loses a lock race: an admin moving or removing a campaign updates these rows too.
    await this.prisma.inTransaction(async (tx) => {
      for (const [key, ids] of groups) {
        const [kind, first, second] = key.split('|');
        const where = Prisma.join(ids);
        if (kind === 'finished') {
          await tx.$executeRaw`UPDATE scenario_enrollments SET status = 'finished', next_campaign_id = NULL, next_run_at = NULL, updated_at = ${now} WHERE id IN (${where})`;
        } else if (kind === 'later') {
          await tx.$executeRaw`UPDATE scenario_enrollments SET next_run_at = ${new Date(first)}, updated_at = ${now} WHERE id IN (${where})`;
        } else {
          await tx.$executeRaw`UPDATE scenario_enrollments SET next_campaign_id = ${first}, next_run_at = ${new Date(second)}, updated_at = ${now} WHERE id IN (${where})`;
        }
      }
    });
  }

  /** The page's campaigns' renderers: parsed once per campaign and kept until the campaign or its template changes. */
  private async renderersOf(campaignIds: string[]): Promise<Map<string, Renderer>> {
    const campaigns = await this.prisma.marketingCampaign.findMany({
      where: { id: { in: campaignIds } },
      select: { id: true, subject: true, updatedAt: true, template: { select: { html: true, preheader: true, updatedAt: true } } },
    });
    const renderers = new Map<string, Renderer>();
    for (const campaign of campaigns) {
      const version = `${campaign.updatedAt.getTime()}:${campaign.template.updatedAt.getTime()}`;
      let cached = this.renderers.get(campaign.id);
      if (cached?.version !== version) {
        cached = { version, render: createRecipientRenderer({ html: campaign.template.html, subject: campaign.subject, preheader: campaign.template.preheader }) };
        this.renderers.set(campaign.id, cached);
      }
      renderers.set(campaign.id, cached.render);
    }
    return renderers;
  }

  /** Points every web link of the mail through the click tracker (the unsubscribe and preference links stay direct). */
  private async trackLinks(campaignId: string, html: string, token: string): Promise<string> {
    const base = this.config.publicUrl;
    const urls = new Set<string>();
    for (const match of html.matchAll(/href="(https?:\/\/[^"]+)"/g)) if (!isOwnMailLink(match[1], base)) urls.add(match[1]);
    const ids = new Map<string, number>();
    for (const url of urls) ids.set(url, await this.linkId(campaignId, decodeHtmlAttribute(url)));
    return html.replace(/href="(https?:\/\/[^"]+)"/g, (whole, url: string) => (ids.has(url) ? `href="${base}/api/email/c/${token}/${ids.get(url)}"` : whole));
  }

  private async linkId(campaignId: string, url: string): Promise<number> {
    const urlHash = crypto.createHash('sha256').update(url).digest('hex');
    const key = `${campaignId}:${urlHash}`;
    const cached = this.linkIds.get(key);
    if (cached) return cached;
    await this.prisma.$executeRaw`INSERT IGNORE INTO marketing_links (campaign_id, url_hash, url) VALUES (${campaignId}, ${urlHash}, ${url.slice(0, 2000)})`;
    const { id } = await this.prisma.marketingLink.findUniqueOrThrow({ where: { campaignId_urlHash: { campaignId, urlHash } }, select: { id: true } });
    this.linkIds.set(key, id);
    return id;
  }
}

function whyNotEligible(user: Recipient, suppressed: Set<string>): string | null {
  if (user.isDisabled) return 'disabled';
  if (!user.marketingConsent) return 'no_consent';
  if (!user.emailVerifiedAt) return 'unverified';
  if (suppressed.has(user.email)) return 'suppressed';
  return null;
}

/** Nghị định 91/2020/NĐ-CP: an advertising mail's subject starts with the label. */
export function labelled(subject: string): string {
  return subject.startsWith(ADVERTISING_LABEL) ? subject : `${ADVERTISING_LABEL} ${subject}`;
}

/**
 * The headers of every marketing mail: RFC 8058 one-click unsubscribe (an HTTPS URL, PUBLIC_URL in
 * production, that takes a POST without sign-in) with a mailto: for the readers that only write to
 * one (RFC 2369), and `Precedence: bulk` (auto-responders and vacation replies stay quiet, filters
 * sort the mail as a newsletter).
 */
function marketingHeaders(base: string, mailFrom: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${base}/api/email/unsubscribe/${token}>, <mailto:${unsubscribeMailbox(mailFrom, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    Precedence: 'bulk',
  };
}

function recipientVars(base: string, user: { email: string; name: string; preferredName: string | null }, token: string) {
  const preferences = `${base}/email-preferences?token=${token}`;
  return {
    user: { name: user.name, first_name: greetingName(user), email: user.email },
    site: { name: 'Học viện Marketing', url: base },
    unsubscribe_url: `${preferences}&action=unsubscribe`,
    preferences_url: preferences,
  };
}

function isOwnMailLink(url: string, base: string): boolean {
  return url.startsWith(`${base}/email-preferences`) || url.startsWith(`${base}/api/email/`);
}

function decodeHtmlAttribute(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

async function runWithConcurrency<T>(items: T[], concurrency: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}
