import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminAccess, PublicAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { EditablePartnerSettingsDto, PartnerSettingsDto, PartnerSettingsInputDto } from './site-settings.dto';
import { SiteSettingsService } from './site-settings.service';

@ApiTags('site-settings')
@Controller()
export class SiteSettingsController {
  constructor(private readonly settings: SiteSettingsService) {}

  // Every public page asks for these: browsers and the service worker may reuse them for a minute.
  @Get('site-settings/partners')
  @PublicAccess()
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOkResponse({ type: PartnerSettingsDto })
  partners() {
    return this.settings.partners();
  }

  @Get('admin/site-settings/partners')
  @AdminAccess()
  @ApiOkResponse({ type: EditablePartnerSettingsDto })
  editablePartners() {
    return this.settings.editablePartners();
  }

  @Put('admin/site-settings/partners')
  @AdminAccess()
  @ApiOkResponse({ type: EditablePartnerSettingsDto })
  savePartners(@CurrentUser() user: AuthUser, @Body() input: PartnerSettingsInputDto) {
    return this.settings.savePartners(user.id, input);
  }
}
