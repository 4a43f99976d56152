import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../common/access/access-tier.decorator';
import { AdminToolListDto, ToolsQueryDto } from './tools.dto';
import { ToolsService } from './tools.service';

@ApiTags('admin-tools')
@AdminAccess()
@Controller('admin/tools')
export class AdminToolsController {
  constructor(private readonly tools: ToolsService) {}

  @Get()
  @ApiOkResponse({ type: AdminToolListDto })
  list(@Query() query: ToolsQueryDto) {
    return this.tools.listAll(query);
  }
}
