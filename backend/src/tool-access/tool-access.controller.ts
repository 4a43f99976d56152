import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PublicAccess, SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { MyToolsDto, ToolAccessDto } from './tool-access.dto';
import { ToolAccessService } from './tool-access.service';

/** "Phần mềm của tôi": the buyer's tools and, for the buyer only, how to use each. */
@ApiTags('tool-access')
@Controller('tools')
export class ToolAccessController {
  constructor(private readonly access: ToolAccessService) {}

  @Get('me')
  @SignedInAccess()
  @ApiOkResponse({ type: MyToolsDto })
  mine(@CurrentUser() user: AuthUser) {
    return this.access.myTools(user.id);
  }

  @Get('me/:toolId/access')
  @SignedInAccess()
  @ApiOkResponse({ type: ToolAccessDto })
  details(@CurrentUser() user: AuthUser, @Param('toolId') toolId: string) {
    return this.access.accessDetails(user.id, toolId);
  }

  /** The signed query (exp, sig) from the access details is the authorisation; it lasts a few minutes. */
  @Get('downloads/:subscriptionId')
  @PublicAccess()
  @ApiProduces('application/octet-stream')
  async download(@Param('subscriptionId') subscriptionId: string, @Query('exp') exp: unknown, @Query('sig') sig: unknown, @Res() reply: FastifyReply) {
    const file = await this.access.download(subscriptionId, exp, sig);
    if ('redirectTo' in file) return reply.header('Cache-Control', 'private, no-store').redirect(file.redirectTo, 302);
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', file.contentDisposition)
      .header('Content-Length', String(file.sizeBytes))
      .type('application/octet-stream')
      .send(file.stream);
  }
}
