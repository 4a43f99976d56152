import { Module, OnModuleInit } from '@nestjs/common';
import { AffiliatesModule } from '../affiliates/affiliates.module';
import { DiscountsModule } from '../discounts/discounts.module';
import { LearningModule } from '../learning/learning.module';
import { MailModule } from '../mail/mail.module';
import { JobsService } from '../jobs/jobs.service';
import { NotificationsModule } from '../notifications/notifications.module';
import { ToolAccessModule } from '../tool-access/tool-access.module';
import { WalletModule } from '../wallet/wallet.module';
import { OrderFulfilmentService } from './order-fulfilment.service';
import { OrderPaidNoticesService } from './order-paid-notices.service';
import { OrderPricingService } from './order-pricing.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { WalletPurchaseController } from './wallet-purchase.controller';

const EXPIRY_SWEEP_MS = 30_000;

@Module({
  imports: [DiscountsModule, WalletModule, MailModule, NotificationsModule, AffiliatesModule, ToolAccessModule, LearningModule],
  controllers: [OrdersController, WalletPurchaseController],
  providers: [OrdersService, OrderPricingService, OrderFulfilmentService, OrderPaidNoticesService],
  exports: [OrdersService, OrderFulfilmentService],
})
export class OrdersModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly orders: OrdersService,
  ) {}

  onModuleInit(): void {
    this.jobs.runEvery('orders.expire', EXPIRY_SWEEP_MS, () => this.orders.expireOverdue());
  }
}
