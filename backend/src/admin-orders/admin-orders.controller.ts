import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { MessageResponseDto } from '../common/http/responses';
import { RefundPolicyService } from '../refunds/refund-policy.service';
import { RefundRequestsService } from '../refunds/refund-requests.service';
import { AdminOrderDetailDto, AdminOrderListDto, AdminOrdersQueryDto } from './admin-orders.dto';
import { AdminOrdersService } from './admin-orders.service';
import {
  AdminRefundRequestListDto,
  RefundInputDto,
  RefundPolicyDto,
  RefundPolicyInputDto,
  RefundPreviewDto,
  RefundPreviewInputDto,
  RefundRequestCountDto,
  RefundRequestsQueryDto,
  RefundResultDto,
  RejectRefundRequestInputDto,
} from '../refunds/refunds.dto';
import { RefundsService } from '../refunds/refunds.service';

/** /admin/orders: orders, their money, refunds and the refund request queue. */
@ApiTags('admin-orders')
@AdminAccess()
@Controller('admin')
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrdersService,
    private readonly refunds: RefundsService,
    private readonly requests: RefundRequestsService,
    private readonly policy: RefundPolicyService,
  ) {}

  @Get('orders')
  @ApiOkResponse({ type: AdminOrderListDto })
  list(@Query() query: AdminOrdersQueryDto) {
    return this.orders.list(query);
  }

  @Get('orders/:id')
  @ApiOkResponse({ type: AdminOrderDetailDto })
  detail(@Param('id') id: string) {
    return this.orders.detail(id);
  }

  /** What a refund would move (nothing is written): the shares taken back, where the money goes, the VietQR of a bank refund. */
  @Post('orders/:id/refund-preview')
  @HttpCode(200)
  @ApiOkResponse({ type: RefundPreviewDto })
  preview(@Param('id') id: string, @Body() input: RefundPreviewInputDto) {
    return this.refunds.preview(id, input);
  }

  /** Refunds in full (no `lines`) or per line; answers the order's open request. */
  @Post('orders/:id/refunds')
  @HttpCode(200)
  @ApiOkResponse({ type: RefundResultDto })
  refund(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() input: RefundInputDto) {
    return this.refunds.refund(user.id, id, input);
  }

  @Get('refund-requests')
  @ApiOkResponse({ type: AdminRefundRequestListDto })
  requestQueue(@Query() query: RefundRequestsQueryDto) {
    return this.requests.list(query.status, query.page, query.limit);
  }

  @Get('refund-requests/pending-count')
  @ApiOkResponse({ type: RefundRequestCountDto })
  pendingCount() {
    return this.requests.pendingCount();
  }

  @Post('refund-requests/:id/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  reject(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() input: RejectRefundRequestInputDto) {
    return this.requests.reject(user.id, id, input.note);
  }

  @Get('settings/refunds')
  @ApiOkResponse({ type: RefundPolicyDto })
  policyInForce() {
    return this.policy.view();
  }

  @Put('settings/refunds')
  @ApiOkResponse({ type: RefundPolicyDto })
  updatePolicy(@CurrentUser() user: AuthUser, @Body() input: RefundPolicyInputDto) {
    return this.policy.update(user.id, input);
  }
}
