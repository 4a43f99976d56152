import { Module, OnModuleInit } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminWalletController } from './admin-wallet.controller';
import { BonusService } from './bonus.service';
import { DepositsService } from './deposits.service';
import { WalletAdminService } from './wallet-admin.service';
import { TransactionsController } from './transactions.controller';
import { WalletController } from './wallet.controller';
import { WalletService } from './wallet.service';

const EXPIRY_SWEEP_MS = 60_000;

@Module({
  imports: [MailModule, NotificationsModule],
  controllers: [WalletController, TransactionsController, AdminWalletController],
  providers: [WalletService, DepositsService, BonusService, WalletAdminService],
  exports: [WalletService, DepositsService],
})
export class WalletModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly deposits: DepositsService,
    private readonly bonus: BonusService,
  ) {}

  onModuleInit(): void {
    this.jobs.runEvery('deposits.expire', EXPIRY_SWEEP_MS, () => this.deposits.expireOverdue());
    this.jobs.runEvery('bonus.expire', EXPIRY_SWEEP_MS, () => this.bonus.expireOverdue());
  }
}
