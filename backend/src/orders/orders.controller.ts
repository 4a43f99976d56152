import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { MessageResponseDto } from '../common/http/responses';
import { checkoutOriginOf } from './checkout-origin';
import { CreateOrderDto, MyOrdersQueryDto, OrderDto, OrderListDto, OrderStatusDto, QuoteDto, QuoteInputDto } from './orders.dto';
import { OrdersService } from './orders.service';

@ApiTags('orders')
@SignedInAccess()
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post()
  @ApiOkResponse({ type: OrderDto })
  create(@CurrentUser() user: AuthUser, @Body() input: CreateOrderDto, @Req() request: FastifyRequest) {
    return this.orders.create(user.id, input, checkoutOriginOf(request));
  }

  @Post('quote')
  @ApiOkResponse({ type: QuoteDto })
  quote(@CurrentUser() user: AuthUser, @Body() input: QuoteInputDto) {
    return this.orders.quote(user.id, input);
  }

  @Get('me')
  @ApiOkResponse({ type: OrderListDto })
  listMine(@CurrentUser() user: AuthUser, @Query() query: MyOrdersQueryDto) {
    return this.orders.listMine(user.id, query.page, query.limit);
  }

  @Get('by-code/:code')
  @ApiOkResponse({ type: OrderDto })
  byCode(@CurrentUser() user: AuthUser, @Param('code') code: string) {
    return this.orders.byCode(user.id, code);
  }

  @Get(':id')
  @ApiOkResponse({ type: OrderDto })
  get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.orders.get(user.id, id);
  }

  @Get(':id/status')
  @ApiOkResponse({ type: OrderStatusDto })
  status(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.orders.status(user.id, id);
  }

  /** The buyer cancels one of their pending orders (409 once it is paid, expired or cancelled). */
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  cancel(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.orders.cancel(user.id, id);
  }
}
