import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { MessageResponseDto } from '../common/http/responses';
import {
  ExtendAccessInputDto,
  HostedAccountInputDto,
  LicenceKeysInputDto,
  LicenceKeysResultDto,
  RevokeAccessInputDto,
  ToolDeliveryDto,
  ToolDeliveryInputDto,
  ToolHoldersDto,
} from './tool-access.dto';
import { ToolAccessService } from './tool-access.service';

/** /admin/tools: how each tool is delivered, its licence-key pool and download, who holds access. */
@ApiTags('admin-tool-access')
@AdminAccess()
@Controller('admin')
export class AdminToolAccessController {
  constructor(private readonly access: ToolAccessService) {}

  @Get('tools/:id/delivery')
  @ApiOkResponse({ type: ToolDeliveryDto })
  delivery(@Param('id') id: string) {
    return this.access.delivery(id);
  }

  @Put('tools/:id/delivery')
  @ApiOkResponse({ type: ToolDeliveryDto })
  updateDelivery(@Param('id') id: string, @Body() input: ToolDeliveryInputDto) {
    return this.access.updateDelivery(id, input);
  }

  /** One key per line; keys already in the pool are skipped; buyers waiting for a key get one at once. */
  @Post('tools/:id/licence-keys')
  @HttpCode(200)
  @ApiOkResponse({ type: LicenceKeysResultDto })
  addKeys(@Param('id') id: string, @Body() input: LicenceKeysInputDto) {
    return this.access.addKeys(id, input.keys);
  }

  @Post('tools/:id/download')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', description: 'Tệp cài đặt (tối đa 2 GB)' } } } })
  @ApiOkResponse({ type: ToolDeliveryDto })
  uploadDownload(@Param('id') id: string, @Req() request: FastifyRequest) {
    return this.access.uploadDownload(id, request);
  }

  @Get('tools/:id/holders')
  @ApiOkResponse({ type: ToolHoldersDto })
  holders(@Param('id') id: string) {
    return this.access.holders(id);
  }

  @Put('tool-subscriptions/:id/account')
  @ApiOkResponse({ type: MessageResponseDto })
  fillAccount(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() input: HostedAccountInputDto) {
    return this.access.fillAccount(user.id, id, input.fields);
  }

  @Post('tool-subscriptions/:id/revoke')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  revoke(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() input: RevokeAccessInputDto) {
    return this.access.revoke(user.id, id, input.reason);
  }

  @Post('tool-subscriptions/:id/extend')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  extend(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() input: ExtendAccessInputDto) {
    return this.access.extend(user.id, id, input.days, input.reason);
  }
}
