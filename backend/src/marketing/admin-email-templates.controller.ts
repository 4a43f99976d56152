import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { MessageResponseDto } from '../common/http/responses';
import { EmailPreviewDto, EmailPreviewInputDto, EmailTemplateDto, EmailTemplateInputDto, EmailTemplatesDto } from './marketing.dto';
import { EmailTemplatesService } from './email-templates.service';

/** /admin/email-templates: the block editor's templates, their preview and test send. */
@ApiTags('admin-email-marketing')
@AdminAccess()
@Controller('admin/email-templates')
export class AdminEmailTemplatesController {
  constructor(private readonly templates: EmailTemplatesService) {}

  @Get()
  @ApiOkResponse({ type: EmailTemplatesDto })
  list() {
    return this.templates.list();
  }

  @Post('preview')
  @HttpCode(200)
  @ApiOkResponse({ type: EmailPreviewDto })
  preview(@Body() input: EmailPreviewInputDto) {
    return this.templates.preview(input);
  }

  @Get(':id')
  @ApiOkResponse({ type: EmailTemplateDto })
  get(@Param('id') id: string) {
    return this.templates.get(id);
  }

  @Post()
  @ApiOkResponse({ type: EmailTemplateDto })
  create(@CurrentUser() admin: AuthUser, @Body() input: EmailTemplateInputDto) {
    return this.templates.create(admin.id, input);
  }

  @Put(':id')
  @ApiOkResponse({ type: EmailTemplateDto })
  update(@Param('id') id: string, @Body() input: EmailTemplateInputDto) {
    return this.templates.update(id, input);
  }

  @Delete(':id')
  @ApiOkResponse({ type: MessageResponseDto })
  remove(@Param('id') id: string) {
    return this.templates.remove(id);
  }

  /** To the signed-in admin's own address. */
  @Post(':id/test')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  sendTest(@Param('id') id: string, @CurrentUser() admin: AuthUser) {
    return this.templates.sendTest(id, admin);
  }
}
