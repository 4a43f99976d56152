import { Injectable } from '@nestjs/common';
import crypto from 'node:crypto';
import { Prisma, PrismaService } from '../../prisma/prisma.service';
import { filterAudience } from '../audience/audience-compiler';
import { storedAudience } from '../audience/audience-rules';
import { MarketingSettingsService } from '../marketing-settings.service';
import { cappedUntil, releaseSendBudget, reserveSendBudget, SendingLimits } from '../sending-limits';
import { countSoftBounce, suppress } from '../suppressions';
import type { CampaignContent, CampaignMailStore, CampaignStep, ClaimedEnrollment, EnrollmentMove, NewSend, PageFacts, Recipient } from './campaign-mail-store';

// An enrollment taken by a worker is out of everyone else's way this long; a worker that dies
// mid-page leaves it to be taken again after that, and the unique send key stops a second mail.
const LEASE_MS = 10 * 60_000;

/**
 * The sending engine's store in MariaDB. Claims use SKIP LOCKED (several workers share the table); the
 * writes that meet rows others lock (clicks lock send rows, sales and payouts user rows, an admin
 * moving a campaign the enrollments) each run in a transaction that is run again when it loses a lock race.
 */
@Injectable()
export class PrismaCampaignMailStore implements CampaignMailStore {
  constructor(
    private readonly prisma: PrismaService,
    private readonly settings: MarketingSettingsService,
  ) {}

  limits(): Promise<SendingLimits> {
    return this.settings.limits();
  }

  reserveBudget(limits: SendingLimits, wanted: number, now: Date): Promise<number> {
    return this.prisma.inTransaction((tx) => reserveSendBudget(tx, limits, wanted, now));
  }

  async releaseBudget(count: number, now: Date): Promise<void> {
    // Most pages use all they took: no transaction for nothing.
    if (count > 0) await this.prisma.inTransaction((tx) => releaseSendBudget(tx, count, now));
  }

  claimDue(limit: number, now: Date): Promise<ClaimedEnrollment[]> {
    return this.prisma.inTransaction(async (tx) => {
      // The subquery reads campaigns without locking them (only the enrollments are locked and skipped).
      const rows = await tx.$queryRaw<{ id: string; scenario_id: string; user_id: string; next_campaign_id: string }[]>`
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
      return rows.map((row) => ({ id: row.id, scenarioId: row.scenario_id, userId: row.user_id, campaignId: row.next_campaign_id }));
    });
  }

  async pageFacts(claimed: ClaimedEnrollment[], limits: SendingLimits, now: Date): Promise<PageFacts> {
    const steps = await this.stepsOf(claimed);
    const recipients = new Map((await this.recipientsOf(claimed)).map((user) => [user.id, user]));
    const emails = [...recipients.values()].map((user) => user.email);
    const suppressed = new Set((await this.prisma.emailSuppression.findMany({ where: { email: { in: emails } }, select: { email: true } })).map((row) => row.email));
    const inAudience = await this.audienceMatches(claimed, steps, now);
    const capped = await cappedUntil(
      this.prisma,
      limits,
      claimed.map((row) => row.userId),
      now,
    );
    return { steps, recipients, suppressed, inAudience, capped };
  }

  async insertSends(sends: NewSend[], now: Date): Promise<Set<string>> {
    if (!sends.length) return new Set();
    const values = sends.map((send) => Prisma.sql`(${send.sendId}, ${send.campaignId}, ${send.userId}, ${send.email}, ${send.skip ? 'skipped' : 'sending'}, ${send.skip}, ${now})`);
    // The foreign keys share-lock user rows that sales lock, and a worker replaying a page inserts the same keys.
    await this.prisma.inTransaction(
      (tx) => tx.$executeRaw`INSERT IGNORE INTO marketing_sends (id, campaign_id, user_id, email, status, detail, created_at) VALUES ${Prisma.join(values)}`,
    );
    const rows = await this.prisma.marketingSend.findMany({ where: { id: { in: sends.map((send) => send.sendId) } }, select: { id: true } });
    return new Set(rows.map((row) => row.id));
  }

  async campaignContents(campaignIds: string[]): Promise<CampaignContent[]> {
    const campaigns = await this.prisma.marketingCampaign.findMany({
      where: { id: { in: campaignIds } },
      select: { id: true, subject: true, updatedAt: true, template: { select: { html: true, preheader: true, updatedAt: true } } },
    });
    return campaigns.map((campaign) => ({
      id: campaign.id,
      version: `${campaign.updatedAt.getTime()}:${campaign.template.updatedAt.getTime()}`,
      subject: campaign.subject,
      html: campaign.template.html,
      preheader: campaign.template.preheader,
    }));
  }

  async linkId(campaignId: string, url: string): Promise<number> {
    const urlHash = crypto.createHash('sha256').update(url).digest('hex');
    await this.prisma.$executeRaw`INSERT IGNORE INTO marketing_links (campaign_id, url_hash, url) VALUES (${campaignId}, ${urlHash}, ${url.slice(0, 2000)})`;
    const { id } = await this.prisma.marketingLink.findUniqueOrThrow({ where: { campaignId_urlHash: { campaignId, urlHash } }, select: { id: true } });
    return id;
  }

  async markSent(sendIds: string[], now: Date): Promise<void> {
    if (!sendIds.length) return;
    await this.prisma.inTransaction((tx) => tx.$executeRaw`UPDATE marketing_sends SET status = 'sent', sent_at = ${now} WHERE id IN (${Prisma.join(sendIds)})`);
    // A delivered mail ends the address's run of temporary refusals.
    await this.prisma.inTransaction(
      (tx) =>
        tx.$executeRaw`UPDATE users SET soft_bounce_streak = 0 WHERE soft_bounce_streak > 0 AND id IN (SELECT user_id FROM marketing_sends WHERE id IN (${Prisma.join(sendIds)}))`,
    );
  }

  async forgetSend(sendId: string): Promise<void> {
    await this.prisma.marketingSend.delete({ where: { id: sendId } });
  }

  async recordBounce(sendId: string, recipient: Recipient, kind: 'permanent' | 'temporary', message: string, limits: SendingLimits): Promise<void> {
    await this.prisma.inTransaction(async (tx) => {
      await tx.marketingSend.update({ where: { id: sendId }, data: { status: kind === 'permanent' ? 'bounced' : 'failed', detail: message.slice(0, 300) } });
      if (kind === 'permanent') await suppress(tx, recipient.email, 'hard_bounce', message);
      else await countSoftBounce(tx, recipient, limits.softBounceLimit, message);
    });
  }

  async moveEnrollments(moves: EnrollmentMove[], now: Date): Promise<void> {
    await this.prisma.inTransaction(async (tx) => {
      for (const move of moves) {
        const where = Prisma.join(move.ids);
        if (move.to === 'finished') {
          await tx.$executeRaw`UPDATE scenario_enrollments SET status = 'finished', next_campaign_id = NULL, next_run_at = NULL, updated_at = ${now} WHERE id IN (${where})`;
        } else if (move.to === 'later') {
          await tx.$executeRaw`UPDATE scenario_enrollments SET next_run_at = ${move.at}, updated_at = ${now} WHERE id IN (${where})`;
        } else {
          await tx.$executeRaw`UPDATE scenario_enrollments SET next_campaign_id = ${move.campaignId}, next_run_at = ${move.at}, updated_at = ${now} WHERE id IN (${where})`;
        }
      }
    });
  }

  async pauseCampaign(campaignId: string, reason: string): Promise<void> {
    // Only a running campaign: an admin who paused, finished or removed it meanwhile has the last word.
    await this.prisma.marketingCampaign.updateMany({ where: { id: campaignId, status: 'active' }, data: { status: 'paused', pausedReason: reason.slice(0, 500) } });
  }

  private async stepsOf(claimed: ClaimedEnrollment[]): Promise<Map<string, CampaignStep>> {
    const campaigns = await this.prisma.marketingCampaign.findMany({
      where: { scenarioId: { in: [...new Set(claimed.map((row) => row.scenarioId))] } },
      select: { id: true, scenarioId: true, position: true, delayMinutes: true, audience: true },
    });
    return new Map(campaigns.map((campaign) => [campaign.id, { ...campaign, audience: storedAudience(campaign.audience) }]));
  }

  private recipientsOf(claimed: ClaimedEnrollment[]): Promise<Recipient[]> {
    return this.prisma.user.findMany({
      where: { id: { in: claimed.map((row) => row.userId) } },
      select: { id: true, email: true, name: true, preferredName: true, marketingConsent: true, isDisabled: true, emailVerifiedAt: true },
    });
  }

  private async audienceMatches(claimed: ClaimedEnrollment[], steps: Map<string, CampaignStep>, now: Date): Promise<Set<string>> {
    const byCampaign = new Map<string, string[]>();
    for (const row of claimed) byCampaign.set(row.campaignId, [...(byCampaign.get(row.campaignId) ?? []), row.userId]);
    const matches = new Set<string>();
    for (const [campaignId, userIds] of byCampaign) {
      for (const userId of await filterAudience(this.prisma, steps.get(campaignId)!.audience, userIds, now)) matches.add(`${campaignId}:${userId}`);
    }
    return matches;
  }
}
