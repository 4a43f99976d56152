import { Module, OnModuleInit } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminAffiliatesController } from './admin-affiliates.controller';
import { AffiliateAdminService } from './affiliate-admin.service';
import { AffiliateProgramService } from './affiliate-program.service';
import { AffiliateSettingsService } from './affiliate-settings.service';
import { AffiliatesController } from './affiliates.controller';
import { CommissionsService } from './commissions.service';
import { PayoutsService } from './payouts.service';
import { ReferralsService } from './referrals.service';

const APPROVAL_SWEEP_MS = 60_000;

/** The two-tier affiliate programme and the payouts of affiliates and instructors (docs/affiliates.md). */
@Module({
  imports: [MailModule, NotificationsModule],
  controllers: [AffiliatesController, AdminAffiliatesController],
  providers: [AffiliateSettingsService, ReferralsService, CommissionsService, PayoutsService, AffiliateProgramService, AffiliateAdminService],
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
