import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { MyTransactionListDto, MyTransactionsQueryDto } from './wallet.dto';
import { WalletService } from './wallet.service';

/** SPEC §7 "GET /transactions/me (page, limit)": the student's wallet movements for /transactions. */
@ApiTags('wallet')
@SignedInAccess()
@Controller('transactions')
export class TransactionsController {
  constructor(private readonly wallet: WalletService) {}

  @Get('me')
  @ApiOkResponse({ type: MyTransactionListDto })
  listMine(@CurrentUser() user: AuthUser, @Query() query: MyTransactionsQueryDto) {
    return this.wallet.movements(user.id, query.page, query.limit);
  }
}
