import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { MessageResponseDto } from '../common/http/responses';
import { CampaignResultsService } from './campaign-results.service';
import { EmailScenariosService } from './email-scenarios.service';
import { MarketingAdminService } from './marketing-admin.service';
import {
  AudienceCountDto,
  AudienceCountInputDto,
  AudienceFieldsDto,
  CampaignResultsDto,
  EmailScenarioDto,
  EmailScenarioInputDto,
  EmailScenariosDto,
  EmailSettingsDto,
  EmailSettingsInputDto,
  EmailSuppressionInputDto,
  EmailSuppressionsDto,
  EmailSuppressionsQueryDto,
  MarketingCampaignCreateDto,
  MarketingCampaignDto,
  MarketingCampaignMoveDto,
  MarketingCampaignUpdateDto,
} from './marketing.dto';

/** /admin/email-campaigns: scenarios, their campaigns, audiences, limits and results (SPEC §7 "Email"). */
@ApiTags('admin-email-marketing')
@AdminAccess()
@Controller('admin')
export class AdminEmailCampaignsController {
  constructor(
    private readonly scenarios: EmailScenariosService,
    private readonly results: CampaignResultsService,
    private readonly admin: MarketingAdminService,
  ) {}

  @Get('email-scenarios')
  @ApiOkResponse({ type: EmailScenariosDto })
  listScenarios() {
    return this.scenarios.list();
  }

  @Post('email-scenarios')
  @ApiOkResponse({ type: EmailScenarioDto })
  createScenario(@Body() input: EmailScenarioInputDto) {
    return this.scenarios.create(input);
  }

  @Put('email-scenarios/:id')
  @ApiOkResponse({ type: EmailScenarioDto })
  updateScenario(@Param('id') id: string, @Body() input: EmailScenarioInputDto) {
    return this.scenarios.update(id, input);
  }

  @Delete('email-scenarios/:id')
  @ApiOkResponse({ type: MessageResponseDto })
  removeScenario(@Param('id') id: string) {
    return this.scenarios.remove(id);
  }

  @Post('marketing-campaigns')
  @ApiOkResponse({ type: MarketingCampaignDto })
  createCampaign(@Body() input: MarketingCampaignCreateDto) {
    return this.scenarios.createCampaign(input);
  }

  @Put('marketing-campaigns/:id')
  @ApiOkResponse({ type: MarketingCampaignDto })
  updateCampaign(@Param('id') id: string, @Body() input: MarketingCampaignUpdateDto) {
    return this.scenarios.updateCampaign(id, input);
  }

  @Delete('marketing-campaigns/:id')
  @ApiOkResponse({ type: MessageResponseDto })
  removeCampaign(@Param('id') id: string) {
    return this.scenarios.removeCampaign(id);
  }

  @Put('marketing-campaigns/:id/scenario')
  @ApiOkResponse({ type: MarketingCampaignDto })
  moveCampaign(@Param('id') id: string, @Body() input: MarketingCampaignMoveDto) {
    return this.scenarios.moveCampaign(id, input);
  }

  /** Sends a paused campaign again (the sender pauses one whose mails the server keeps refusing). */
  @Post('marketing-campaigns/:id/resume')
  @HttpCode(200)
  @ApiOkResponse({ type: MarketingCampaignDto })
  resumeCampaign(@Param('id') id: string) {
    return this.scenarios.resumeCampaign(id);
  }

  @Get('marketing-campaigns/:id/results')
  @ApiOkResponse({ type: CampaignResultsDto })
  campaignResults(@Param('id') id: string) {
    return this.results.results(id);
  }

  /** The campaign's mail to the signed-in admin, with their own name. */
  @Post('marketing-campaigns/:id/test')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  sendTest(@Param('id') id: string, @CurrentUser() admin: AuthUser) {
    return this.admin.sendCampaignTest(id, admin);
  }

  @Post('audience/count')
  @HttpCode(200)
  @ApiOkResponse({ type: AudienceCountDto })
  countAudience(@Body() input: AudienceCountInputDto) {
    return this.admin.countAudience(input.rules);
  }

  @Get('audience/fields')
  @ApiOkResponse({ type: AudienceFieldsDto })
  audienceFields() {
    return this.admin.audienceFields();
  }

  @Get('email-suppressions')
  @ApiOkResponse({ type: EmailSuppressionsDto })
  suppressions(@Query() query: EmailSuppressionsQueryDto) {
    return this.admin.suppressions(query.page, query.limit, query.search);
  }

  /** Blocks an address by hand (a person who asked by phone, a role address): no marketing mail, whatever the consent. */
  @Post('email-suppressions')
  @ApiOkResponse({ type: MessageResponseDto })
  suppress(@Body() input: EmailSuppressionInputDto) {
    return this.admin.suppress(input.email, input.detail);
  }

  @Delete('email-suppressions/:email')
  @ApiOkResponse({ type: MessageResponseDto })
  unsuppress(@Param('email') email: string) {
    return this.admin.unsuppress(email);
  }

  @Get('email-settings')
  @ApiOkResponse({ type: EmailSettingsDto })
  settings() {
    return this.admin.settings();
  }

  @Put('email-settings')
  @ApiOkResponse({ type: EmailSettingsDto })
  updateSettings(@Body() input: EmailSettingsInputDto) {
    return this.admin.updateSettings(input);
  }
}
