import { Module } from '@nestjs/common';
import { AffiliatesModule } from '../affiliates/affiliates.module';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { WalletModule } from '../wallet/wallet.module';
import { RefundPolicyService } from './refund-policy.service';
import { RefundRequestsService } from './refund-requests.service';
import { RefundPolicyController } from './refund-policy.controller';
import { RefundsController } from './refunds.controller';
import { RefundsService } from './refunds.service';

/** Refunds, refund requests and the refund policy (docs/commerce.md, "Refunds"). */
@Module({
  imports: [OrdersModule, WalletModule, AffiliatesModule, MailModule, NotificationsModule],
  controllers: [RefundsController, RefundPolicyController],
  providers: [RefundsService, RefundRequestsService, RefundPolicyService],
  exports: [RefundsService, RefundRequestsService, RefundPolicyService],
})
export class RefundsModule {}
