import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { WalletModule } from '../wallet/wallet.module';
import { BankTransfersService } from './bank-transfers.service';
import { BankWebhooksService } from './bank-webhooks.service';
import { PaymentStatusService } from './payment-status.service';
import { PaymentsController } from './payments.controller';

@Module({ imports: [OrdersModule, WalletModule], controllers: [PaymentsController], providers: [BankWebhooksService, BankTransfersService, PaymentStatusService] })
export class PaymentsModule {}
