import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/access/auth-user';
import { PrismaService } from '../prisma/prisma.service';
import { countAudience } from './audience/audience-compiler';
import { AUDIENCE_FIELDS, AudienceRules } from './audience/audience-rules';
import { EmailTemplatesService } from './email-templates.service';
import { MarketingErrors } from './marketing.errors';
import { MarketingSenderService } from './marketing-sender.service';
import { MarketingSettingsService } from './marketing-settings.service';
import type { SendingLimits } from './sending-limits';

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

  async sendCampaignTest(campaignId: string, admin: AuthUser) {
    if (!(await this.prisma.marketingCampaign.findUnique({ where: { id: campaignId }, select: { id: true } }))) throw MarketingErrors.raise('CAMPAIGN_NOT_FOUND');
    const recipient = await this.templates.adminOf(admin);
    return this.templates.testSent(await this.sender.sendTest({ id: campaignId }, recipient), recipient);
  }
}
