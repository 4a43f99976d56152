import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/access/auth-user';
import { paginationOf } from '../common/http/responses';
import { PrismaService } from '../prisma/prisma.service';
import { countAudience } from './audience/audience-compiler';
import { AUDIENCE_FIELDS, AudienceRules } from './audience/audience-rules';
import { EmailTemplatesService } from './email-templates.service';
import { MarketingErrors } from './marketing.errors';
import { MarketingSenderService } from './marketing-sender.service';
import { MarketingSettingsService } from './marketing-settings.service';
import type { SendingLimits } from './sending-limits';
import { suppress } from './suppressions';

/** The admin's small tools around campaigns: the live audience count, the limits, a campaign's test send. */
@Injectable()
export class MarketingAdminService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly settingsStore: MarketingSettingsService,
    private readonly sender: MarketingSenderService,
    private readonly templates: EmailTemplatesService,
  ) {}

  countAudience(rules: AudienceRules) {
    return countAudience(this.prisma, rules, new Date());
  }

  audienceFields() {
    return { fields: AUDIENCE_FIELDS.map((field) => ({ ...field })) };
  }

  async settings() {
    return { settings: await this.settingsStore.limits() };
  }

  async updateSettings(limits: SendingLimits) {
    return { settings: await this.settingsStore.update(limits) };
  }

  /** The suppression list: addresses no marketing mail goes to (bounces, complaints, an admin's block). */
  async suppressions(page: number, limit: number, search?: string) {
    const where = search ? { email: { contains: search.toLowerCase() } } : {};
    const [rows, total] = await Promise.all([
      this.prisma.emailSuppression.findMany({ where, orderBy: { createdAt: 'desc' }, skip: (page - 1) * limit, take: limit }),
      this.prisma.emailSuppression.count({ where }),
    ]);
    return {
      suppressions: rows.map((row) => ({ email: row.email, reason: row.reason, detail: row.detail, createdAt: row.createdAt.toISOString() })),
      pagination: paginationOf(page, limit, total),
    };
  }

  async suppress(email: string, detail: string | null) {
    await suppress(this.prisma, email, 'manual', detail);
    return { message: `Đã chặn gửi thư quảng cáo tới ${email}.` };
  }

  async unsuppress(email: string) {
    const { count } = await this.prisma.emailSuppression.deleteMany({ where: { email: email.toLowerCase() } });
    if (count === 0) throw MarketingErrors.raise('SUPPRESSION_NOT_FOUND');
    return { message: `Đã bỏ chặn ${email}. Người này chỉ nhận thư quảng cáo nếu vẫn đồng ý nhận.` };
  }

  async sendCampaignTest(campaignId: string, admin: AuthUser) {
    if (!(await this.prisma.marketingCampaign.findUnique({ where: { id: campaignId }, select: { id: true } }))) throw MarketingErrors.raise('CAMPAIGN_NOT_FOUND');
    const recipient = await this.templates.adminOf(admin);
    return this.templates.testSent(await this.sender.sendTest({ id: campaignId }, recipient), recipient);
  }
}
