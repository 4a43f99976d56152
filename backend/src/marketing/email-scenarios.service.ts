import { Injectable } from '@nestjs/common';
import { Db, Prisma, PrismaService } from '../prisma/prisma.service';
import { storedAudience } from './audience/audience-rules';
import { MarketingErrors } from './marketing.errors';
import { checkTemplateLiquid } from './templates/email-rendering';
import type { EmailScenarioInputDto, MarketingCampaignCreateDto, MarketingCampaignMoveDto, MarketingCampaignUpdateDto } from './marketing.dto';

const campaignInclude = { template: { select: { name: true } } } as const;
type CampaignRow = Awaited<ReturnType<PrismaService['marketingCampaign']['findMany']>>[number] & { template: { name: string } };
type Stats = { sent: number; opened: number; clicked: number; unsubscribed: number };
const NO_STATS: Stats = { sent: 0, opened: 0, clicked: 0, unsubscribed: 0 };

/**
 * Scenarios and their campaigns (docs/email-marketing.md, "Scenarios"). A broadcast's time and
 * recipients are fixed once it starts; a campaign moves between scenarios with the users waiting on it
 * sent on to the next step of the scenario they are in.
 */
@Injectable()
export class EmailScenariosService {
  constructor(private readonly prisma: PrismaService) {}

  async list() {
    const scenarios = await this.prisma.emailScenario.findMany({
      orderBy: { createdAt: 'desc' },
      include: { campaigns: { include: campaignInclude, orderBy: { position: 'asc' } } },
    });
    return { scenarios: await this.views(scenarios) };
  }

  async get(id: string) {
    const scenario = await this.prisma.emailScenario.findUnique({ where: { id }, include: { campaigns: { include: campaignInclude, orderBy: { position: 'asc' } } } });
    if (!scenario) throw MarketingErrors.raise('SCENARIO_NOT_FOUND');
    return { scenario: (await this.views([scenario]))[0] };
  }

  async create(input: EmailScenarioInputDto) {
    await this.checkTriggerTarget(input);
    const scenario = await this.prisma.emailScenario.create({ data: this.scenarioData(input) });
    return this.get(scenario.id);
  }

  async update(id: string, input: EmailScenarioInputDto) {
    const current = await this.prisma.emailScenario.findUnique({ where: { id } });
    if (!current) throw MarketingErrors.raise('SCENARIO_NOT_FOUND');
    await this.checkTriggerTarget(input);
    if (current.startedAt && (input.trigger !== 'broadcast' || new Date(input.sendAt!).getTime() !== current.sendAt?.getTime())) throw MarketingErrors.raise('SCENARIO_STARTED');
    const data = this.scenarioData(input);
    // A finished broadcast stays finished; pausing and resuming are the only other changes of state.
    await this.prisma.emailScenario.update({ where: { id }, data: current.status === 'finished' ? { ...data, status: 'finished' } : data });
    return this.get(id);
  }

  async remove(id: string) {
    if (!(await this.prisma.emailScenario.findUnique({ where: { id }, select: { id: true } }))) throw MarketingErrors.raise('SCENARIO_NOT_FOUND');
    if (await this.prisma.marketingSend.findFirst({ where: { campaign: { scenarioId: id } }, select: { id: true } })) throw MarketingErrors.raise('SCENARIO_HAS_SENDS');
    await this.prisma.emailScenario.delete({ where: { id } });
    return { message: 'Đã xóa kịch bản email.' };
  }

  async createCampaign(input: MarketingCampaignCreateDto) {
    const { scenarioId, ...fields } = input;
    checkSubject(fields.subject);
    const campaign = await this.prisma.inTransaction(async (tx) => {
      const position = await this.nextPosition(tx, scenarioId);
      await this.ensureTemplate(tx, fields.templateId);
      return tx.marketingCampaign.create({ data: { ...fields, audience: fields.audience ?? undefined, scenarioId, position } });
    });
    return this.campaign(campaign.id);
  }

  /**
   * Saves a campaign's fields. A `position` already held by another campaign of the scenario swaps the
   * two, so the steps stay one per position. The campaign row is locked before its scenario's, as a
   * move does; two reorders crossing in one scenario can deadlock, and inTransaction runs the loser again.
   */
  async updateCampaign(id: string, input: MarketingCampaignUpdateDto) {
    const { audience, position, ...fields } = input;
    await this.prisma.inTransaction(async (tx) => {
      const [current] = await tx.$queryRaw<{ scenario_id: string; position: number; status: string }[]>`
        SELECT scenario_id, position, status FROM marketing_campaigns WHERE id = ${id} FOR UPDATE`;
      if (!current) throw MarketingErrors.raise('CAMPAIGN_NOT_FOUND');
      checkSubject(input.subject);
      await this.ensureTemplate(tx, input.templateId);
      if (position !== undefined && position !== current.position) await this.swapInto(tx, id, current.scenario_id, current.position, position);
      await tx.marketingCampaign.update({
        where: { id },
        // DbNull: SQL NULL ("everyone"); a plain `{ set: null }` was stored as that JSON object.
        // An admin's own choice of status replaces the sender's pause and its reason.
        data: { ...fields, audience: audience ?? Prisma.DbNull, status: current.status === 'finished' ? 'finished' : fields.status, pausedReason: null },
      });
    });
    return this.campaign(id);
  }

  /** Sends a paused campaign again from where it stopped (after the sender paused it, or an admin did). */
  async resumeCampaign(id: string) {
    const resumed = await this.prisma.marketingCampaign.updateMany({ where: { id, status: 'paused' }, data: { status: 'active', pausedReason: null } });
    if (resumed.count === 0) {
      const exists = await this.prisma.marketingCampaign.findUnique({ where: { id }, select: { id: true } });
      throw MarketingErrors.raise(exists ? 'CAMPAIGN_NOT_PAUSED' : 'CAMPAIGN_NOT_FOUND');
    }
    return this.campaign(id);
  }

  async removeCampaign(id: string) {
    const campaign = await this.prisma.marketingCampaign.findUnique({ where: { id }, select: { scenarioId: true } });
    if (!campaign) throw MarketingErrors.raise('CAMPAIGN_NOT_FOUND');
    if (await this.prisma.marketingSend.findFirst({ where: { campaignId: id }, select: { id: true } })) throw MarketingErrors.raise('CAMPAIGN_HAS_SENDS');
    await this.prisma.inTransaction(async (tx) => {
      await this.sendWaitingOn(tx, id, campaign.scenarioId);
      await tx.marketingCampaign.delete({ where: { id } });
    });
    return { message: 'Đã xóa chiến dịch.' };
  }

  /**
   * Moves a campaign to the end of another scenario. `oldScenarioId` must still be where it is (two
   * admins moving the same campaign: the second is told to reload, not silently applied).
   */
  async moveCampaign(id: string, input: MarketingCampaignMoveDto) {
    await this.prisma.inTransaction(async (tx) => {
      const [campaign] = await tx.$queryRaw<{ scenario_id: string }[]>`SELECT scenario_id FROM marketing_campaigns WHERE id = ${id} FOR UPDATE`;
      if (!campaign) throw MarketingErrors.raise('CAMPAIGN_NOT_FOUND');
      if (campaign.scenario_id !== input.oldScenarioId) throw MarketingErrors.raise('CAMPAIGN_SCENARIO_MISMATCH');
      if (input.newScenarioId === input.oldScenarioId) {
        await this.ensureScenario(tx, input.newScenarioId);
        return;
      }
      const position = await this.nextPosition(tx, input.newScenarioId);
      await this.sendWaitingOn(tx, id, input.oldScenarioId);
      await tx.marketingCampaign.update({ where: { id }, data: { scenarioId: input.newScenarioId, position } });
    });
    return this.campaign(id);
  }

  async campaign(id: string) {
    const campaign = await this.prisma.marketingCampaign.findUnique({ where: { id }, include: campaignInclude });
    if (!campaign) throw MarketingErrors.raise('CAMPAIGN_NOT_FOUND');
    return { campaign: campaignView(campaign, (await this.stats([id])).get(id) ?? NO_STATS) };
  }

  /**
   * The position after the scenario's last campaign. The scenario row stays locked (SELECT ... FOR
   * UPDATE) until the caller's transaction ends, so creators in one scenario queue and each reads the
   * last one's committed position. A lock rather than retrying on the unique key: twenty admins (or
   * imports) at once would need up to twenty attempts each, and the lock costs one short wait.
   */
  private async nextPosition(tx: Db, scenarioId: string): Promise<number> {
    const [scenario] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM email_scenarios WHERE id = ${scenarioId} FOR UPDATE`;
    if (!scenario) throw MarketingErrors.raise('SCENARIO_NOT_FOUND');
    const last = await tx.marketingCampaign.findFirst({ where: { scenarioId }, orderBy: { position: 'desc' }, select: { position: true } });
    return (last?.position ?? -1) + 1;
  }

  /**
   * Puts a campaign on `to`, giving the campaign there (if any) the position it leaves. The moving one
   * waits on -1 meanwhile (real positions are 0 or more): the unique key is checked row by row, so a
   * direct swap would collide halfway. The scenario lock keeps two swaps in one scenario apart.
   */
  private async swapInto(tx: Db, campaignId: string, scenarioId: string, from: number, to: number): Promise<void> {
    await tx.$queryRaw`SELECT id FROM email_scenarios WHERE id = ${scenarioId} FOR UPDATE`;
    const occupant = await tx.marketingCampaign.findFirst({ where: { scenarioId, position: to }, select: { id: true } });
    if (!occupant) {
      await tx.marketingCampaign.update({ where: { id: campaignId }, data: { position: to } });
      return;
    }
    await tx.marketingCampaign.update({ where: { id: campaignId }, data: { position: -1 } });
    await tx.marketingCampaign.update({ where: { id: occupant.id }, data: { position: from } });
    await tx.marketingCampaign.update({ where: { id: campaignId }, data: { position: to } });
  }

  /** Users waiting on a campaign that leaves its scenario go on to the step after it there (or finish). */
  private async sendWaitingOn(tx: Db, campaignId: string, scenarioId: string): Promise<void> {
    const leaving = await tx.marketingCampaign.findUniqueOrThrow({ where: { id: campaignId }, select: { position: true } });
    const following = await tx.marketingCampaign.findFirst({ where: { scenarioId, position: { gt: leaving.position } }, orderBy: { position: 'asc' }, select: { id: true } });
    await tx.scenarioEnrollment.updateMany({
      where: { nextCampaignId: campaignId, scenarioId },
      data: following ? { nextCampaignId: following.id } : { nextCampaignId: null, nextRunAt: null, status: 'finished' },
    });
  }

  private scenarioData(input: EmailScenarioInputDto) {
    const broadcast = input.trigger === 'broadcast';
    return {
      name: input.name,
      trigger: input.trigger,
      triggerCourseId: input.triggerCourseId ?? null,
      triggerToolId: input.triggerToolId ?? null,
      inactiveDays: input.trigger === 'inactive' ? input.inactiveDays! : null,
      sendAt: broadcast ? new Date(input.sendAt!) : null,
      // A broadcast goes to each recipient once.
      reentry: broadcast ? ('once' as const) : input.reentry,
      reentryDays: !broadcast && input.reentry === 'after_days' ? input.reentryDays! : null,
      status: input.status,
    };
  }

  private async checkTriggerTarget(input: EmailScenarioInputDto): Promise<void> {
    if (input.triggerCourseId && !(await this.prisma.course.findUnique({ where: { id: input.triggerCourseId }, select: { id: true } }))) {
      throw MarketingErrors.raise('SCENARIO_INVALID', 'Khóa học của sự kiện bắt đầu không tồn tại.');
    }
    if (input.triggerToolId && !(await this.prisma.tool.findUnique({ where: { id: input.triggerToolId }, select: { id: true } }))) {
      throw MarketingErrors.raise('SCENARIO_INVALID', 'Phần mềm của sự kiện bắt đầu không tồn tại.');
    }
  }

  private async ensureScenario(db: Db, id: string): Promise<void> {
    if (!(await db.emailScenario.findUnique({ where: { id }, select: { id: true } }))) throw MarketingErrors.raise('SCENARIO_NOT_FOUND');
  }

  private async ensureTemplate(db: Db, id: string): Promise<void> {
    if (!(await db.emailTemplate.findUnique({ where: { id }, select: { id: true } }))) throw MarketingErrors.raise('TEMPLATE_NOT_FOUND');
  }

  private async views(scenarios: (Awaited<ReturnType<PrismaService['emailScenario']['findMany']>>[number] & { campaigns: CampaignRow[] })[]) {
    const stats = await this.stats(scenarios.flatMap((scenario) => scenario.campaigns.map((campaign) => campaign.id)));
    const enrolled = await this.prisma.scenarioEnrollment.groupBy({
      by: ['scenarioId', 'status'],
      where: { scenarioId: { in: scenarios.map((scenario) => scenario.id) } },
      _count: { _all: true },
    });
    const enrolledCount = (scenarioId: string, status: 'active' | 'finished') => enrolled.find((row) => row.scenarioId === scenarioId && row.status === status)?._count._all ?? 0;
    return scenarios.map((scenario) => ({
      _id: scenario.id,
      name: scenario.name,
      trigger: scenario.trigger,
      triggerCourseId: scenario.triggerCourseId,
      triggerToolId: scenario.triggerToolId,
      inactiveDays: scenario.inactiveDays,
      sendAt: scenario.sendAt?.toISOString() ?? null,
      startedAt: scenario.startedAt?.toISOString() ?? null,
      reentry: scenario.reentry,
      reentryDays: scenario.reentryDays,
      status: scenario.status,
      enrolled: { active: enrolledCount(scenario.id, 'active'), finished: enrolledCount(scenario.id, 'finished') },
      campaigns: scenario.campaigns.map((campaign) => campaignView(campaign, stats.get(campaign.id) ?? NO_STATS)),
      createdAt: scenario.createdAt.toISOString(),
    }));
  }

  private async stats(campaignIds: string[]): Promise<Map<string, Stats>> {
    if (!campaignIds.length) return new Map();
    const rows = await this.prisma.$queryRaw<{ campaign_id: string; sent: bigint; opened: bigint; clicked: bigint; unsubscribed: bigint }[]>`
      SELECT campaign_id, SUM(status IN ('sent', 'bounced')) AS sent, COUNT(opened_at) AS opened, COUNT(clicked_at) AS clicked, COUNT(unsubscribed_at) AS unsubscribed
        FROM marketing_sends WHERE campaign_id IN (${Prisma.join(campaignIds)}) GROUP BY campaign_id`;
    return new Map(
      rows.map((row) => [row.campaign_id, { sent: Number(row.sent ?? 0), opened: Number(row.opened), clicked: Number(row.clicked), unsubscribed: Number(row.unsubscribed) }]),
    );
  }
}

/** The campaign's own subject may use the template variables too; checked here so no send fails on it. */
function checkSubject(subject: string): void {
  const problems = checkTemplateLiquid({ subject, preheader: null, blocks: [] });
  if (problems.length) throw MarketingErrors.raise('CAMPAIGN_INVALID', problems.join(' '));
}

function campaignView(campaign: CampaignRow, stats: Stats) {
  return {
    _id: campaign.id,
    scenarioId: campaign.scenarioId,
    templateId: campaign.templateId,
    templateName: campaign.template.name,
    name: campaign.name,
    subject: campaign.subject,
    position: campaign.position,
    delayMinutes: campaign.delayMinutes,
    audience: storedAudience(campaign.audience),
    status: campaign.status,
    pausedReason: campaign.status === 'paused' ? campaign.pausedReason : null,
    stats,
  };
}
