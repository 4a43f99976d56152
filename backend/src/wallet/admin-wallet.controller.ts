import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../common/access/access-tier.decorator';
import { IdResponseDto } from '../common/http/responses';
import { BonusService } from './bonus.service';
import { AdminTransactionListDto, AdminTransactionsQueryDto, AdminWalletStatsDto, BonusCodeDto, BonusCodeInputDto, BonusCodeListDto } from './wallet.dto';
import { WalletAdminService } from './wallet-admin.service';

@ApiTags('admin-wallet')
@AdminAccess()
@Controller('admin')
export class AdminWalletController {
  constructor(
    private readonly walletAdmin: WalletAdminService,
    private readonly bonus: BonusService,
  ) {}

  @Get('wallet/stats')
  @ApiOkResponse({ type: AdminWalletStatsDto })
  stats() {
    return this.walletAdmin.stats();
  }

  @Get('wallet/transactions')
  @ApiOkResponse({ type: AdminTransactionListDto })
  transactions(@Query() query: AdminTransactionsQueryDto) {
    return this.walletAdmin.walletTransactions(query);
  }

  @Get('wallet/system-transactions')
  @ApiOkResponse({ type: AdminTransactionListDto })
  systemTransactions(@Query() query: AdminTransactionsQueryDto) {
    return this.walletAdmin.systemTransactions(query);
  }

  @Get('bonus-codes')
  @ApiOkResponse({ type: BonusCodeListDto })
  listBonusCodes() {
    return this.bonus.list();
  }

  @Post('bonus-codes')
  @ApiOkResponse({ type: BonusCodeDto })
  createBonusCode(@Body() input: BonusCodeInputDto) {
    return this.bonus.create(input);
  }

  @Put('bonus-codes/:id')
  @ApiOkResponse({ type: BonusCodeDto })
  updateBonusCode(@Param('id') id: string, @Body() input: BonusCodeInputDto) {
    return this.bonus.update(id, input);
  }

  @Delete('bonus-codes/:id')
  @ApiOkResponse({ type: IdResponseDto })
  deleteBonusCode(@Param('id') id: string) {
    return this.bonus.remove(id);
  }
}
