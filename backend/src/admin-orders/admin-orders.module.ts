import { Module } from '@nestjs/common';
import { RefundsModule } from '../refunds/refunds.module';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';

/** The admin's orders screen: every order with what moved its money, its refunds and the refund request queue. */
@Module({
  imports: [RefundsModule],
  controllers: [AdminOrdersController],
  providers: [AdminOrdersService],
})
export class AdminOrdersModule {}
