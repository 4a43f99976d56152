import { Body, Controller, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { MessageResponseDto } from '../common/http/responses';
import { AffiliateAdminService } from './affiliate-admin.service';
import { AffiliateFiguresCache, affiliateFigureKeys, ClearsAffiliateFigures } from './affiliate-figures-cache';
import { AffiliateSettingsDto, AffiliateSettingsInputDto } from './affiliate-settings.dto';
import { AffiliateSettingsService } from './affiliate-settings.service';
import {
  AdminAffiliatesDto,
  AdminAffiliatesQueryDto,
  AdminPayoutListDto,
  AffiliateOverviewDto,
  AffiliateReportDto,
  AffiliateReportQueryDto,
  PageQueryDto,
  PayoutDto,
  PayoutHistoryQueryDto,
  PayoutQueueDto,
  PayoutQueueQueryDto,
  PendingConversionsDto,
  RecordPayoutDto,
  ReviewConversionDto,
} from './affiliates.dto';
import { CommissionsService } from './commissions.service';
import { PayoutsService } from './payouts.service';

@ApiTags('admin-affiliates')
@AdminAccess()
@Controller('admin')
export class AdminAffiliatesController {
  constructor(
    private readonly admin: AffiliateAdminService,
    private readonly settings: AffiliateSettingsService,
    private readonly commissions: CommissionsService,
    private readonly payouts: PayoutsService,
    private readonly figures: AffiliateFiguresCache,
  ) {}

  @Get('affiliates/stats')
  @ApiOkResponse({ type: AdminAffiliatesDto })
  affiliates(@Query() query: AdminAffiliatesQueryDto) {
    return this.figures.get(affiliateFigureKeys.adminList(query), () => this.admin.affiliates(query.page, query.limit, query.search));
  }

  @Get('stats/affiliates')
  @ApiOkResponse({ type: AffiliateOverviewDto })
  overview() {
    return this.figures.get(affiliateFigureKeys.overview(), () => this.admin.overview());
  }

  @Get('affiliates/report')
  @ApiOkResponse({ type: AffiliateReportDto })
  report(@Query() query: AffiliateReportQueryDto) {
    return this.figures.get(affiliateFigureKeys.report(query.months), () => this.admin.report(query.months));
  }

  @Get('settings/affiliate')
  @ApiOkResponse({ type: AffiliateSettingsDto })
  getSettings() {
    return this.settings.view();
  }

  @Put('settings/affiliate')
  @UseInterceptors(ClearsAffiliateFigures)
  @ApiOkResponse({ type: AffiliateSettingsDto })
  updateSettings(@CurrentUser() user: AuthUser, @Body() input: AffiliateSettingsInputDto) {
    return this.settings.update(user.id, input);
  }

  @Get('conversions/pending')
  @ApiOkResponse({ type: PendingConversionsDto })
  pendingConversions(@Query() query: PageQueryDto) {
    return this.admin.pendingConversions(query.page, query.limit);
  }

  @Put('conversions/:id/review')
  @UseInterceptors(ClearsAffiliateFigures)
  @ApiOkResponse({ type: MessageResponseDto })
  async review(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() input: ReviewConversionDto) {
    await this.commissions.review(user.id, id, input);
    return { message: input.newStatus === 'approved' ? 'Đã duyệt chuyển đổi.' : 'Đã từ chối chuyển đổi.' };
  }

  @Get('affiliates/payouts-queue')
  @ApiOkResponse({ type: PayoutQueueDto })
  payoutQueue(@Query() query: PayoutQueueQueryDto) {
    return this.payouts.queue(query.kind);
  }

  @Post('affiliates/payouts')
  @UseInterceptors(ClearsAffiliateFigures)
  @ApiOkResponse({ type: PayoutDto })
  recordPayout(@CurrentUser() user: AuthUser, @Body() input: RecordPayoutDto) {
    return this.payouts.record(user.id, input);
  }

  @Get('affiliates/payouts')
  @ApiOkResponse({ type: AdminPayoutListDto })
  payoutHistory(@Query() query: PayoutHistoryQueryDto) {
    return this.payouts.allPayouts(query.kind, query.page, query.limit);
  }
}
