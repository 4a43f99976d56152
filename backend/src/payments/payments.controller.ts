import { Body, Controller, Get, HttpCode, type MessageEvent, Param, Post, Query, type RawBodyRequest, Req, Sse, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Observable } from 'rxjs';
import type { FastifyRequest } from 'fastify';
import { AdminAccess, PublicAccess, SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { MessageResponseDto } from '../common/http/responses';
import { BankTransfersService } from './bank-transfers.service';
import { BankWebhooksService } from './bank-webhooks.service';
import { PaymentOwnerGuard } from './payment-owner.guard';
import { PaymentStatusService } from './payment-status.service';
import { ConfirmTransferInputDto, RejectTransferInputDto, SimulateTransferInputDto, TransferListDto, TransfersQueryDto, WebhookAckDto } from './payments.dto';

@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(
    private readonly webhooks: BankWebhooksService,
    private readonly transfers: BankTransfersService,
    private readonly paymentStatus: PaymentStatusService,
  ) {}

  /** The bank's notification (SePay: `Authorization: Apikey ...`); the body is checked by the provider and kept as received. */
  @Post('payments/webhooks/:provider')
  @PublicAccess()
  @HttpCode(200)
  @ApiOkResponse({ type: WebhookAckDto })
  webhook(@Param('provider') provider: string, @Req() request: RawBodyRequest<FastifyRequest>, @Body() body: unknown) {
    return this.webhooks.handle(provider, request.headers, body, request.rawBody);
  }

  /** Demo mode only: pretend the bank transfer for one of your pending orders or deposits arrived. */
  @Post('payments/demo/simulate-transfer')
  @SignedInAccess()
  @HttpCode(200)
  @ApiOkResponse({ type: WebhookAckDto })
  simulate(@CurrentUser() user: AuthUser, @Body() input: SimulateTransferInputDto) {
    return this.webhooks.simulateTransfer(user.id, input.code);
  }

  /**
   * Server-sent events for /payment: `data: {"code","kind","status","settled"}` now and on every change,
   * until the order or deposit is settled. Read with fetch (it needs the bearer token); poll the
   * status routes where streaming is not available.
   */
  @Sse('payments/status/:code/events')
  @SignedInAccess()
  @UseGuards(PaymentOwnerGuard)
  @ApiProduces('text/event-stream')
  statusEvents(@CurrentUser() user: AuthUser, @Param('code') code: string): Promise<Observable<MessageEvent>> {
    return this.paymentStatus.watch(user.id, code);
  }

  @Get('admin/payments/bank-transfers')
  @AdminAccess()
  @ApiOkResponse({ type: TransferListDto })
  list(@Query() query: TransfersQueryDto) {
    return this.transfers.list(query.status, query.page, query.limit);
  }

  @Post('admin/payments/bank-transfers/:id/confirm')
  @AdminAccess()
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  confirm(@Param('id') id: string, @Body() input: ConfirmTransferInputDto) {
    return this.transfers.confirm(id, input.note, input.paymentCode);
  }

  @Post('admin/payments/bank-transfers/:id/reject')
  @AdminAccess()
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  reject(@Param('id') id: string, @Body() input: RejectTransferInputDto) {
    return this.transfers.reject(id, input.note);
  }
}
