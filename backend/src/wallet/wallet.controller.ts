import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { BonusService } from './bonus.service';
import { DepositsService } from './deposits.service';
import {
  BonusClaimDto,
  BonusClaimInputDto,
  BonusReceivedDto,
  DepositDto,
  DepositHistoryDto,
  DepositInputDto,
  DepositStatusDto,
  HistoryQueryDto,
  WalletBalanceDto,
} from './wallet.dto';
import { WalletService } from './wallet.service';

@ApiTags('wallet')
@SignedInAccess()
@Controller()
export class WalletController {
  constructor(
    private readonly wallet: WalletService,
    private readonly deposits: DepositsService,
    private readonly bonus: BonusService,
  ) {}

  @Get('wallet/balance')
  @ApiOkResponse({ type: WalletBalanceDto })
  balance(@CurrentUser() user: AuthUser) {
    return this.wallet.balance(user.id);
  }

  @Post('wallet/deposit')
  @ApiOkResponse({ type: DepositDto })
  deposit(@CurrentUser() user: AuthUser, @Body() input: DepositInputDto) {
    return this.deposits.create(user.id, input.amount);
  }

  @Get('wallet/deposit-status/:code')
  @ApiOkResponse({ type: DepositStatusDto })
  depositStatus(@CurrentUser() user: AuthUser, @Param('code') code: string) {
    return this.deposits.status(user.id, code);
  }

  @Get('wallet/deposit/:code')
  @ApiOkResponse({ type: DepositDto })
  getDeposit(@CurrentUser() user: AuthUser, @Param('code') code: string) {
    return this.deposits.get(user.id, code);
  }

  @Get('wallet/history/deposits')
  @ApiOkResponse({ type: DepositHistoryDto })
  depositHistory(@CurrentUser() user: AuthUser, @Query() query: HistoryQueryDto) {
    return this.deposits.history(user.id, query);
  }

  @Post('bonus/claim')
  @ApiOkResponse({ type: BonusClaimDto })
  claim(@CurrentUser() user: AuthUser, @Body() input: BonusClaimInputDto) {
    return this.bonus.claim(user.id, input.code);
  }

  @Get('bonus/history/received')
  @ApiOkResponse({ type: BonusReceivedDto })
  bonusReceived(@CurrentUser() user: AuthUser, @Query() query: HistoryQueryDto) {
    return this.bonus.received(user.id, query);
  }
}
