import crypto from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { greetingName } from '../common/text/names';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { DeliveryFailure } from '../mail/mail.service';
import { emailLinkToken, unsubscribeMailbox } from './email-links';
import {
  CAMPAIGN_MAIL_STORE,
  type CampaignMailStore,
  type CampaignStep,
  type ClaimedEnrollment,
  type EnrollmentMove,
  MESSENGER,
  type Messenger,
  type NewSend,
  type Recipient,
} from './sending/campaign-mail-store';
import { CampaignRenderer } from './sending/campaign-renderer';
import { inQuietHours, SendingLimits } from './sending-limits';
import { createRecipientRenderer, type RecipientMail } from './templates/email-rendering';

// A page's database work (claim, facts, send rows, moves) is a few round trips whatever its size: a
// larger page spreads it over more mails. Its mails are composed one at a time as they go out.
const PAGE_SIZE = 500;
const UNREACHABLE_RETRY_MS = 60_000;
export const ADVERTISING_LABEL = '[QC]';

// Every send token has this length (`s.<uuid>.<signature>`): the campaign renderer's stand-in matches it.
const SEND_TOKEN_LENGTH = emailLinkToken('', { kind: 'send', id: crypto.randomUUID() }).length;
/** A mail this page will send, or a send row that records why not (`skip`). */
interface PlannedSend extends NewSend {
  step: CampaignStep;
  user: Recipient;
}
/** What a page's sends share: its time and limits, the mails delivered, the campaigns whose mails wait. */
interface PageProgress {
  now: Date;
  limits: SendingLimits;
  sentIds: string[];
  /** Paused by this page's mails or the page before (claimed before that pause): their mails wait. */
  paused: Set<string>;
  /** Paused by this page's own mails (the next page, claimed meanwhile, holds those back too). */
  pausedHere: Set<string>;
}
/** A claimed page, its send rows written, ready to send. */
interface PreparedPage extends PageProgress {
  claimed: ClaimedEnrollment[];
  enrollments: Set<string>;
  steps: Map<string, CampaignStep>;
  outcomes: Map<string, Outcome>;
  batch: ClaimedEnrollment[];
  planned: Map<string, PlannedSend>;
  ours: Set<string>;
  renderers: Map<string, CampaignRenderer>;
  /** The users this page mails. */
  readers: Set<string>;
}
/** What happens to an enrollment after its turn: on to the next step, or the same step later. */
type Outcome = { next: 'advance' } | { next: 'later'; at: Date };

/**
 * The sending engine (docs/email-marketing.md, "Sending"). Each page: take the sending budget, claim
 * due enrollments (several workers share them), check consent, suppression, the campaign's audience and
 * the per-user caps at send time, write the (campaign, user) send row (its unique key makes a mail go
 * out at most once), send, and move each enrollment on. It reaches the database only through its
 * store and the mail server only through its messenger (sending/campaign-mail-store.ts).
 *
 * The brake: a campaign whose mails the server did not take `maxConsecutiveSendErrors` times in a row
 * (counted in this process; a delivered mail starts the count again) is paused with the reason, so a
 * mail server that is down is not hammered every second; the admin resumes it from its results page.
 */
@Injectable()
export class MarketingSenderService {
  private readonly logger = new Logger(MarketingSenderService.name);
  private readonly renderers = new Map<string, { version: string; renderer: CampaignRenderer }>();
  private readonly linkIds = new Map<string, number>();
  private readonly sendErrorStreaks = new Map<string, number>();

  constructor(
    @Inject(CAMPAIGN_MAIL_STORE) private readonly store: CampaignMailStore,
    @Inject(MESSENGER) private readonly messenger: Messenger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sends pages until nothing is due or a limit stops it; returns how many enrollments it handled.
   * Pages overlap so the mail server is not kept waiting on the database: the next page is claimed
   * and its send rows written while this one's mails go out, and this one's records (sent rows,
   * enrollments moved on) are written while the next one's mails go out. Only one page sends at a
   * time; the next one leaves this one's readers for a second later (their caps are then read with
   * this mail counted), and holds back the mails of a campaign this one paused (it was claimed before
   * the pause). A page is claimed only after the page two before it is recorded, so caps read every
   * mail but the sending page's as sent.
   */
  async sendDue(now: () => Date = () => new Date()): Promise<number> {
    let handled = 0;
    let sending: { page: PreparedPage; delivered: Promise<void> } | null = null;
    let recording: Promise<void> = Promise.resolve();
    for (;;) {
      let next: PreparedPage | null = null;
      let failure: { error: unknown } | null = null;
      try {
        await recording;
        next = await this.preparePage(now(), sending?.page ?? null);
      } catch (error) {
        failure = { error };
      }
      if (sending) {
        // Whatever became of the next page, this one's mails end and are recorded.
        await sending.delivered;
        recording = this.recordPage(sending.page);
        // Awaited before the next claim; until then a failure must not count as an unhandled rejection (which ends the process).
        recording.catch(() => undefined);
      }
      if (failure || !next) {
        await recording;
        if (failure) throw failure.error;
        for (const { renderer } of this.renderers.values()) renderer.forgetRenders();
        return handled;
      }
      handled += next.claimed.length;
      for (const campaignId of sending?.page.pausedHere ?? []) next.paused.add(campaignId);
      const delivered = this.deliverPage(next);
      delivered.catch(() => undefined);
      sending = { page: next, delivered };
      // The API's requests go first: a broadcast runs in the API process too (docs/email-marketing.md).
      await nextTurn();
    }
  }

  /** One page, claimed, sent and recorded; returns how many enrollments it handled. */
  async sendPage(now: Date): Promise<number> {
    const page = await this.preparePage(now, null);
    if (!page) return 0;
    await this.deliverPage(page);
    await this.recordPage(page);
    return page.claimed.length;
  }

  /**
   * Claims a page and writes its send rows (null: nothing to send now). `sending`: the page whose mails
   * are going out meanwhile. Its enrollments are its own (a clock that jumps past their lease, as in the
   * tests, claims them again); its readers' mails here wait a second, like a second mail to one reader
   * in a page.
   */
  private async preparePage(now: Date, sending: PreparedPage | null): Promise<PreparedPage | null> {
    const limits = await this.store.limits();
    if (inQuietHours(limits, now)) return null;
    const budget = await this.store.reserveBudget(limits, PAGE_SIZE, now);
    if (budget === 0) return null;
    const claimed = (await this.store.claimDue(budget, now)).filter((row) => !sending?.enrollments.has(row.id));
    if (!claimed.length) {
      await this.store.releaseBudget(budget, now);
      return null;
    }
    const { steps, recipients, suppressed, inAudience, capped } = await this.store.pageFacts(claimed, limits, now);

    // Over their cap, a person's mails wait for the window to pass. Otherwise one mail per person per
    // page: another one waits a second and meets the caps with the first one counted.
    const outcomes = new Map<string, Outcome>();
    const readers = new Set<string>();
    const batch: ClaimedEnrollment[] = [];
    for (const row of claimed) {
      const user = recipients.get(row.userId);
      const until = user && whyNotEligible(user, suppressed) === null ? capped.get(row.userId) : undefined;
      if (until) outcomes.set(row.id, { next: 'later', at: until });
      else if (readers.has(row.userId) || sending?.readers.has(row.userId)) outcomes.set(row.id, { next: 'later', at: new Date(now.getTime() + 1000) });
      else batch.push(row);
      readers.add(row.userId);
    }
    await this.store.releaseBudget(budget - batch.length, now);

    // The send rows of the whole page at once; a row whose (campaign, user) was already there
    // (another worker, or this step before a crash) is not ours, and no mail goes out for it.
    const planned = new Map<string, PlannedSend>();
    for (const row of batch) {
      const user = recipients.get(row.userId);
      if (!user) continue;
      const step = steps.get(row.campaignId)!;
      const skip = whyNotEligible(user, suppressed) ?? (inAudience.has(`${step.id}:${user.id}`) ? null : 'audience');
      planned.set(row.id, { sendId: crypto.randomUUID(), campaignId: step.id, userId: user.id, email: user.email, skip, step, user });
    }
    const ours = await this.store.insertSends([...planned.values()], now);
    const renderers = await this.renderersOf([...new Set([...planned.values()].filter((send) => !send.skip).map((send) => send.step.id))]);
    const enrollments = new Set(claimed.map((row) => row.id));
    return { now, limits, sentIds: [], paused: new Set(), pausedHere: new Set(), claimed, enrollments, steps, outcomes, batch, planned, ours, renderers, readers };
  }

  /** Sends a claimed page's mails; what became of each is in its outcome. */
  private async deliverPage(page: PreparedPage): Promise<void> {
    const { batch, planned, ours, renderers, outcomes } = page;
    // Bounded: at most `mailsInFlight` mails of the page (two per pooled connection) are composed or on
    // the wire at once; the API's own requests interleave with them.
    await runWithConcurrency(batch, this.config.marketing.mailsInFlight, async (row) => {
      const send = planned.get(row.id);
      outcomes.set(row.id, send && !send.skip && ours.has(send.sendId) ? await this.deliver(send, renderers.get(send.step.id)!, page) : { next: 'advance' });
    });
  }

  /** Records a sent page: its delivered mails as sent, and each enrollment moved on, in a statement or a few. */
  private async recordPage(page: PreparedPage): Promise<void> {
    const { now, claimed, steps, outcomes } = page;
    await this.store.markSent(page.sentIds, now);
    await this.store.moveEnrollments(movesOf(claimed, outcomes, steps, now), now);
  }

  /** Sends one planned mail; returns where its enrollment goes next. */
  private async deliver(send: PlannedSend, renderer: CampaignRenderer, page: PageProgress): Promise<Outcome> {
    const { sendId, step, user } = send;
    const { now, limits, sentIds } = page;
    if (page.paused.has(step.id)) {
      // Paused during this page: the rest of its mails wait, as they were, for the admin to resume it.
      await this.store.forgetSend(sendId);
      return { next: 'later', at: now };
    }
    const failure = await this.messenger.send(await this.compose(renderer, sendId, user));
    if (!failure) {
      this.sendErrorStreaks.delete(step.id);
      sentIds.push(sendId);
      return { next: 'advance' };
    }
    if (failure.kind === 'unreachable') {
      // The server never took it: no mail went out, so the step may be tried again.
      await this.store.forgetSend(sendId);
      this.logger.warn(`Không gửi được thư chiến dịch ${step.id} tới ${user.email}: ${failure.message}`);
      // Mails already on their way when the campaign paused are not counted again after it resumes.
      if (!page.paused.has(step.id) && (await this.countSendError(step.id, failure))) {
        page.paused.add(step.id);
        page.pausedHere.add(step.id);
      }
      return { next: 'later', at: new Date(now.getTime() + UNREACHABLE_RETRY_MS) };
    }
    // A refusal is about the mailbox, not the server: it does not count towards the brake.
    this.sendErrorStreaks.delete(step.id);
    await this.store.recordBounce(sendId, user, failure.kind, failure.message, limits);
    return { next: 'advance' };
  }

  /** One more mail of the campaign the server did not take; returns whether that paused the campaign. */
  private async countSendError(campaignId: string, failure: DeliveryFailure): Promise<boolean> {
    const streak = (this.sendErrorStreaks.get(campaignId) ?? 0) + 1;
    this.sendErrorStreaks.set(campaignId, streak);
    if (streak < this.config.marketing.maxConsecutiveSendErrors) return false;
    // The pause lives in the store (every worker sees it); a resumed campaign starts counting again.
    this.sendErrorStreaks.delete(campaignId);
    const reason = `${streak} lần liên tiếp máy chủ thư không nhận thư (lần cuối: ${failure.message})`;
    await this.store.pauseCampaign(campaignId, reason);
    this.logger.error(`Đã tạm dừng chiến dịch ${campaignId}: ${reason}`);
    return true;
  }

  private async compose(renderer: CampaignRenderer, sendId: string, user: Recipient) {
    const token = emailLinkToken(this.config.marketing.linkSecret, { kind: 'send', id: sendId });
    const mail = await renderer.mailFor(user, token);
    return { to: user.email, subject: labelled(mail.subject), html: mail.html, text: mail.text, headers: marketingHeaders(this.config.publicUrl, this.config.mailFrom, token) };
  }

  /** What a campaign's rendered mail gets before it goes out: tracked links and the open pixel. */
  private async tracked(campaignId: string, mail: RecipientMail, token: string): Promise<RecipientMail> {
    const html = (await this.trackLinks(campaignId, mail.html, token)).replace(
      /<\/body>/i,
      `<img src="${this.config.publicUrl}/api/email/o/${token}.gif" width="1" height="1" alt="" style="display:block;height:1px;width:1px;border:0">$&`,
    );
    return { ...mail, html };
  }

  /**
   * A test mail to an admin: the same mail with their own name, links untracked, the subject marked as a
   * test. Its links carry a test token: they open the pages but unsubscribe no one (the admin included).
   */
  async sendTest(
    campaign: { id: string } | { html: string; subject: string; preheader: string | null },
    admin: { id: string; email: string; name: string; preferredName: string | null },
  ) {
    const render = createRecipientRenderer('id' in campaign ? (await this.store.campaignContents([campaign.id]))[0] : campaign);
    const token = emailLinkToken(this.config.marketing.linkSecret, { kind: 'test', id: admin.id });
    const mail = await render(recipientVars(this.config.publicUrl, admin, token));
    return this.messenger.send({
      to: admin.email,
      subject: `[Thử] ${labelled(mail.subject)}`,
      html: mail.html,
      text: mail.text,
      headers: marketingHeaders(this.config.publicUrl, this.config.mailFrom, token),
    });
  }

  /** The page's campaigns' renderers: made once per campaign and kept until the campaign or its template changes. */
  private async renderersOf(campaignIds: string[]): Promise<Map<string, CampaignRenderer>> {
    const renderers = new Map<string, CampaignRenderer>();
    if (!campaignIds.length) return renderers;
    for (const campaign of await this.store.campaignContents(campaignIds)) {
      let cached = this.renderers.get(campaign.id);
      if (cached?.version !== campaign.version) {
        const renderer = new CampaignRenderer(
          { html: campaign.html, subject: campaign.subject, preheader: campaign.preheader },
          {
            varsOf: (reader, token) => recipientVars(this.config.publicUrl, reader, token),
            finish: (mail, token) => this.tracked(campaign.id, mail, token),
            tokenLength: SEND_TOKEN_LENGTH,
          },
        );
        cached = { version: campaign.version, renderer };
        this.renderers.set(campaign.id, cached);
      }
      renderers.set(campaign.id, cached.renderer);
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
    const key = `${campaignId}:${url}`;
    const cached = this.linkIds.get(key);
    if (cached) return cached;
    const id = await this.store.linkId(campaignId, url);
    this.linkIds.set(key, id);
    return id;
  }
}

/** Every enrollment's way on: to its scenario's next campaign (after that one's delay), to the end, or to later. */
function movesOf(claimed: ClaimedEnrollment[], outcomes: Map<string, Outcome>, steps: Map<string, CampaignStep>, now: Date): EnrollmentMove[] {
  const groups = new Map<string, EnrollmentMove>();
  const add = (key: string, move: EnrollmentMove) => {
    const group = groups.get(key);
    if (group) group.ids.push(...move.ids);
    else groups.set(key, move);
  };
  for (const row of claimed) {
    const outcome = outcomes.get(row.id) ?? { next: 'later', at: now };
    if (outcome.next === 'later') {
      add(`later|${outcome.at.toISOString()}`, { ids: [row.id], to: 'later', at: outcome.at });
      continue;
    }
    const current = steps.get(row.campaignId)!;
    const following = [...steps.values()].filter((step) => step.scenarioId === current.scenarioId && step.position > current.position).sort((a, b) => a.position - b.position)[0];
    if (!following) {
      add('finished', { ids: [row.id], to: 'finished' });
      continue;
    }
    const at = new Date(now.getTime() + following.delayMinutes * 60_000);
    add(`step|${following.id}|${at.toISOString()}`, { ids: [row.id], to: 'step', campaignId: following.id, at });
  }
  return [...groups.values()];
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
