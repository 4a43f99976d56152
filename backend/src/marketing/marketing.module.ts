import { Module, OnModuleInit } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service';
import { MailModule } from '../mail/mail.module';
import { PrismaService } from '../prisma/prisma.service';
import { AdminEmailCampaignsController } from './admin-email-campaigns.controller';
import { AdminEmailTemplatesController } from './admin-email-templates.controller';
import { CampaignResultsService } from './campaign-results.service';
import { EmailPreferencesService } from './email-preferences.service';
import { EmailPublicController } from './email-public.controller';
import { EmailScenariosService } from './email-scenarios.service';
import { EmailTemplatesService } from './email-templates.service';
import { EmailTrackingService } from './email-tracking.service';
import { MailImages } from './mail-images';
import { MarketingAdminService } from './marketing-admin.service';
import { MarketingEnrollmentsService } from './marketing-enrollments.service';
import { MARKETING_EVENT_JOB } from './marketing-events';
import { MarketingSenderService } from './marketing-sender.service';
import { MarketingSettingsService } from './marketing-settings.service';
import { CAMPAIGN_MAIL_STORE, MESSENGER } from './sending/campaign-mail-store';
import { PrismaCampaignMailStore } from './sending/prisma-campaign-mail-store';
import { SmtpMessenger } from './sending/smtp-messenger';
import { pruneSendCounters } from './sending-limits';

const SEND_SWEEP_MS = 1_000;
const SCENARIO_SWEEP_MS = 15_000;
const INACTIVITY_SWEEP_MS = 60 * 60_000;

/** Email marketing (docs/email-marketing.md): templates, scenarios, campaigns, audiences, the sending engine. */
@Module({
  imports: [MailModule],
  controllers: [AdminEmailTemplatesController, AdminEmailCampaignsController, EmailPublicController],
  providers: [
    CampaignResultsService,
    EmailPreferencesService,
    EmailScenariosService,
    EmailTemplatesService,
    EmailTrackingService,
    MailImages,
    MarketingAdminService,
    MarketingEnrollmentsService,
    MarketingSenderService,
    MarketingSettingsService,
    { provide: CAMPAIGN_MAIL_STORE, useClass: PrismaCampaignMailStore },
    { provide: MESSENGER, useClass: SmtpMessenger },
  ],
  exports: [MarketingSenderService, MarketingEnrollmentsService],
})
export class MarketingModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly prisma: PrismaService,
    private readonly enrollments: MarketingEnrollmentsService,
    private readonly sender: MarketingSenderService,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler(MARKETING_EVENT_JOB, async ({ at, ...event }) => {
      await this.enrollments.handleEvent(event, new Date(at));
    });
    const sweepSendsNow = this.jobs.runEvery('marketing.send', SEND_SWEEP_MS, () => this.sender.sendDue());
    this.jobs.runEvery('marketing.scenarios', SCENARIO_SWEEP_MS, async () => {
      const now = new Date();
      // A broadcast that starts goes out at once, not at the next send sweep.
      if (await this.enrollments.startDueBroadcasts(now)) sweepSendsNow();
      await this.enrollments.finishBroadcasts(now);
      await pruneSendCounters(this.prisma, now);
    });
    this.jobs.runEvery('marketing.inactivity', INACTIVITY_SWEEP_MS, () => this.enrollments.enrollInactive(new Date()));
  }
}
