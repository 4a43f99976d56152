import { Module } from '@nestjs/common';
import { AffiliatesModule } from '../affiliates/affiliates.module';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { WalletModule } from '../wallet/wallet.module';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';
import { RefundPolicyService } from './refund-policy.service';
import { RefundRequestsService } from './refund-requests.service';
import { RefundPolicyController } from './refund-policy.controller';
import { RefundsController } from './refunds.controller';
import { RefundsService } from './refunds.service';

/** Refunds and the admin's orders screen (docs/commerce.md, "Refunds"). */
@Module({
  imports: [OrdersModule, WalletModule, AffiliatesModule, MailModule, NotificationsModule],
  controllers: [RefundsController, RefundPolicyController, AdminOrdersController],
  providers: [RefundsService, RefundRequestsService, RefundPolicyService, AdminOrdersService],
})
export class RefundsModule {}
