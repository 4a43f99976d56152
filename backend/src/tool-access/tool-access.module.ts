import { Module, OnModuleInit } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminToolAccessController } from './admin-tool-access.controller';
import { LicenceKeysService } from './licence-keys.service';
import { ToolAccessController } from './tool-access.controller';
import { ToolAccessService } from './tool-access.service';
import { ToolPeriodsService } from './tool-periods.service';
import { ToolRemindersService } from './tool-reminders.service';

const REMINDER_SWEEP_MS = 5 * 60_000;

/** Delivering bought tools (docs/tools.md): licence keys, downloads, hosted accounts, reminders. */
@Module({
  imports: [MailModule, NotificationsModule],
  controllers: [ToolAccessController, AdminToolAccessController],
  providers: [LicenceKeysService, ToolAccessService, ToolPeriodsService, ToolRemindersService],
  exports: [LicenceKeysService, ToolAccessService, ToolPeriodsService],
})
export class ToolAccessModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly reminders: ToolRemindersService,
  ) {}

  onModuleInit(): void {
    this.jobs.runEvery('tools.expiry-notices', REMINDER_SWEEP_MS, () => this.reminders.sendDue());
  }
}
