import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminAccess, PublicAccess } from '../common/access/access-tier.decorator';
import { MessageResponseDto } from '../common/http/responses';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { ContactService } from './contact.service';
import { ContactInputDto, ContactStatusInputDto, ContactSubmissionDto, ContactSubmissionListDto, ListContactSubmissionsQueryDto } from './content.dto';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('contact')
  @PublicAccess()
  @RateLimited()
  @HttpCode(201)
  @ApiOkResponse({ type: MessageResponseDto })
  submit(@Body() input: ContactInputDto) {
    return this.contact.submit(input);
  }

  @Get('admin/contact-submissions')
  @AdminAccess()
  @ApiOkResponse({ type: ContactSubmissionListDto })
  list(@Query() query: ListContactSubmissionsQueryDto) {
    return this.contact.list(query);
  }

  @Put('admin/contact-submissions/:id/status')
  @AdminAccess()
  @ApiOkResponse({ type: ContactSubmissionDto })
  setStatus(@Param('id') id: string, @Body() input: ContactStatusInputDto) {
    return this.contact.setStatus(id, input);
  }
}
