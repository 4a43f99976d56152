import { Module, OnModuleInit } from '@nestjs/common';
import { SignedInFastPath } from '../common/access/signed-in-fast-path';
import { JobsService } from '../jobs/jobs.service';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminAffiliatesController } from './admin-affiliates.controller';
import { AffiliateAdminService } from './affiliate-admin.service';
import { AffiliateFiguresCache, ClearsAffiliateFigures } from './affiliate-figures-cache';
import { AffiliateProgramService } from './affiliate-program.service';
import { AffiliateRulesCache, AffiliateSettingsService } from './affiliate-settings.service';
import { AffiliatesController } from './affiliates.controller';
import { AffiliatesFastPath } from './affiliates-fast-path';
import { CommissionsService } from './commissions.service';
import { PayoutsService } from './payouts.service';
import { ReferralsService } from './referrals.service';

const APPROVAL_SWEEP_MS = 60_000;

/** The two-tier affiliate programme and the payouts of affiliates and instructors (docs/affiliates.md). */
@Module({
  imports: [MailModule, NotificationsModule],
  controllers: [AffiliatesController, AdminAffiliatesController],
  providers: [
    SignedInFastPath,
    AffiliateFiguresCache,
    ClearsAffiliateFigures,
    AffiliatesFastPath,
    AffiliateRulesCache,
    AffiliateSettingsService,
    ReferralsService,
    CommissionsService,
    PayoutsService,
    AffiliateProgramService,
    AffiliateAdminService,
  ],
  exports: [CommissionsService, ReferralsService, PayoutsService],
})
export class AffiliatesModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly commissions: CommissionsService,
  ) {}

  onModuleInit(): void {
    this.jobs.runEvery('affiliates.approve', APPROVAL_SWEEP_MS, () => this.commissions.approveDue());
  }
}
