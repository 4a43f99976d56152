import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicAccess } from '../common/access/access-tier.decorator';
import { RefundPolicyService } from './refund-policy.service';
import { RefundPolicyDto } from './refunds.dto';

/** The refund policy in force, for anyone (the support page states it from here, never from its own copy). */
@ApiTags('refunds')
@PublicAccess()
@Controller('refund-policy')
export class RefundPolicyController {
  constructor(private readonly policy: RefundPolicyService) {}

  @Get()
  @ApiOkResponse({ type: RefundPolicyDto })
  inForce() {
    return this.policy.view();
  }
}
