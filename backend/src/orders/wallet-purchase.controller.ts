import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { checkoutOriginOf } from './checkout-origin';
import { OrderDto, QuoteInputDto } from './orders.dto';
import { OrdersService } from './orders.service';

/**
 * POST /wallet/purchase (SPEC §7): an order paid from the wallet at once (bonus balance first, then main).
 * Lives in the orders module because OrdersModule already imports WalletModule; serving it from
 * WalletModule would need the reverse import too, a circular dependency.
 */
@ApiTags('wallet')
@SignedInAccess()
@Controller('wallet')
export class WalletPurchaseController {
  constructor(private readonly orders: OrdersService) {}

  @Post('purchase')
  @ApiOkResponse({ type: OrderDto })
  purchase(@CurrentUser() user: AuthUser, @Body() input: QuoteInputDto, @Req() request: FastifyRequest) {
    return this.orders.purchaseFromWallet(user.id, input.items, input.discountCode, checkoutOriginOf(request));
  }
}
