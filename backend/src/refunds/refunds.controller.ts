import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { RefundRequestsService } from './refund-requests.service';
import { RefundEligibilityDto, RefundRequestInputDto, RefundRequestResultDto } from './refunds.dto';

/** The buyer's side: what the refund policy allows for one of their orders, and the request. */
@ApiTags('refunds')
@SignedInAccess()
@Controller('orders')
export class RefundsController {
  constructor(private readonly requests: RefundRequestsService) {}

  @Get(':id/refund-eligibility')
  @ApiOkResponse({ type: RefundEligibilityDto })
  eligibility(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.requests.eligibility(user.id, id);
  }

  @Post(':id/refund-request')
  @ApiOkResponse({ type: RefundRequestResultDto })
  request(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() input: RefundRequestInputDto) {
    return this.requests.request(user.id, id, input);
  }
}
