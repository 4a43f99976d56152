import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { PublicAccess, SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { clientContextOf } from '../common/http/client-context';
import { csvDownload } from '../common/http/csv';
import { VIETQR_BANKS } from '../common/vietqr/banks';
import { AffiliateFiguresCache, affiliateFigureKeys, ClearsAffiliateFigures } from './affiliate-figures-cache';
import { AffiliateProgramService } from './affiliate-program.service';
import {
  AffiliateDashboardDto,
  AffiliateInfoDto,
  BanksDto,
  DownlineDto,
  MyConversionsDto,
  MyConversionsQueryDto,
  PageQueryDto,
  PayoutAccountDto,
  PayoutAccountInputDto,
  PayoutHistoryQueryDto,
  PayoutListDto,
  StatementQueryDto,
  TrackQueryDto,
  TrackResultDto,
} from './affiliates.dto';
import { PayoutsService } from './payouts.service';
import { ReferralsService } from './referrals.service';

@ApiTags('affiliates')
@Controller('affiliates')
export class AffiliatesController {
  constructor(
    private readonly program: AffiliateProgramService,
    private readonly referrals: ReferralsService,
    private readonly payouts: PayoutsService,
    private readonly figures: AffiliateFiguresCache,
  ) {}

  /** A visit through a referral link (SPEC: public, with credentials); the PWA calls it from /ref/ pages. */
  @PublicAccess()
  @Get('track/:code')
  @ApiOkResponse({ type: TrackResultDto })
  track(@Param('code') code: string, @Query() query: TrackQueryDto, @Req() request: FastifyRequest) {
    return this.referrals.trackClick(code, clientContextOf(request), query.source ?? null);
  }

  @SignedInAccess()
  @Get('me/info')
  @ApiOkResponse({ type: AffiliateInfoDto })
  info(@CurrentUser() user: AuthUser) {
    return this.figures.get(affiliateFigureKeys.info(user.id), () => this.program.info(user.id));
  }

  @SignedInAccess()
  @Post('me/join')
  @HttpCode(200)
  @UseInterceptors(ClearsAffiliateFigures)
  @ApiOkResponse({ type: AffiliateInfoDto })
  join(@CurrentUser() user: AuthUser) {
    return this.program.join(user.id);
  }

  @SignedInAccess()
  @Get('me/downline')
  @ApiOkResponse({ type: DownlineDto })
  downline(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto) {
    return this.program.downline(user.id, query.page, query.limit);
  }

  @SignedInAccess()
  @Get('me/conversions')
  @ApiOkResponse({ type: MyConversionsDto })
  conversions(@CurrentUser() user: AuthUser, @Query() query: MyConversionsQueryDto) {
    return this.program.conversions(user.id, query.type, query.page, query.limit);
  }

  /** The signed-in user's payouts: affiliate commission, and revenue share when they teach (`kind`). */
  @SignedInAccess()
  @Get('me/payouts')
  @ApiOkResponse({ type: PayoutListDto })
  myPayouts(@CurrentUser() user: AuthUser, @Query() query: PayoutHistoryQueryDto) {
    return this.payouts.history(user.id, query.kind, query.page, query.limit);
  }

  @SignedInAccess()
  @Get('me/payout-account')
  @ApiOkResponse({ type: PayoutAccountDto })
  payoutAccount(@CurrentUser() user: AuthUser) {
    return this.payouts.payoutAccount(user.id);
  }

  @SignedInAccess()
  @Put('me/payout-account')
  @UseInterceptors(ClearsAffiliateFigures)
  @ApiOkResponse({ type: PayoutAccountDto })
  savePayoutAccount(@CurrentUser() user: AuthUser, @Body() input: PayoutAccountInputDto) {
    return this.payouts.savePayoutAccount(user.id, input);
  }

  @SignedInAccess()
  @Get('me/tax-statement.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Bảng kê thu nhập và thuế TNCN đã khấu trừ trong năm (CSV UTF-8 có BOM).', schema: { type: 'string', format: 'binary' } })
  async taxStatement(@CurrentUser() user: AuthUser, @Query() query: StatementQueryDto) {
    return csvDownload(`bang-ke-thu-nhap-${query.year}.csv`, await this.payouts.yearlyStatement(user.id, query.year));
  }

  @SignedInAccess()
  @Get('dashboard-info')
  @ApiOkResponse({ type: AffiliateDashboardDto })
  dashboard(@CurrentUser() user: AuthUser) {
    return this.figures.get(affiliateFigureKeys.dashboard(user.id), () => this.program.dashboard(user.id));
  }

  /** Banks a payout can go to (they receive VietQR transfers). */
  @SignedInAccess()
  @Get('banks')
  @ApiOkResponse({ type: BanksDto })
  banks() {
    return { banks: VIETQR_BANKS };
  }
}
