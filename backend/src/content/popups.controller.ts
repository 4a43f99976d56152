import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminAccess, PublicAccess } from '../common/access/access-tier.decorator';
import { IdResponseDto } from '../common/http/responses';
import { ActivePopupDto, PopupDto, PopupInputDto, PopupListDto } from './content.dto';
import { PopupsService } from './popups.service';

@ApiTags('popups')
@Controller('popups')
export class PopupsController {
  constructor(private readonly popups: PopupsService) {}

  @Get()
  @AdminAccess()
  @ApiOkResponse({ type: PopupListDto })
  list() {
    return this.popups.list();
  }

  @Get('active')
  @PublicAccess()
  @ApiOkResponse({ type: ActivePopupDto })
  active() {
    return this.popups.active();
  }

  @Post()
  @AdminAccess()
  @ApiOkResponse({ type: PopupDto })
  create(@Body() input: PopupInputDto) {
    return this.popups.create(input);
  }

  @Put(':id')
  @AdminAccess()
  @ApiOkResponse({ type: PopupDto })
  update(@Param('id') id: string, @Body() input: PopupInputDto) {
    return this.popups.update(id, input);
  }

  @Delete(':id')
  @AdminAccess()
  @ApiOkResponse({ type: IdResponseDto })
  remove(@Param('id') id: string) {
    return this.popups.remove(id);
  }
}
