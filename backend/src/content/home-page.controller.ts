import { Body, Controller, Get, Post, Put, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminAccess, PublicAccess } from '../common/access/access-tier.decorator';
import { readSingleFile } from '../common/http/multipart';
import { EditableHomePageDto, HomeBlocksInputDto, HomeImageDto, PublishedHomePageDto } from './home-page.dto';
import { HomePageService } from './home-page.service';

const HOME_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

@ApiTags('page-contents')
@Controller()
export class HomePageController {
  constructor(private readonly homePage: HomePageService) {}

  @Get('page-contents/home')
  @PublicAccess()
  @ApiOkResponse({ type: PublishedHomePageDto })
  published() {
    return this.homePage.published();
  }

  @Get('admin/page-contents/home')
  @AdminAccess()
  @ApiOkResponse({ type: EditableHomePageDto })
  editable() {
    return this.homePage.editable();
  }

  @Put('admin/page-contents/home')
  @AdminAccess()
  @ApiOkResponse({ type: EditableHomePageDto })
  saveDraft(@Body() input: HomeBlocksInputDto) {
    return this.homePage.saveDraft(input.blocks);
  }

  @Post('admin/page-contents/home/publish')
  @AdminAccess()
  @ApiOkResponse({ type: EditableHomePageDto })
  publish() {
    return this.homePage.publish();
  }

  @Post('admin/page-contents/images')
  @AdminAccess()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary', description: 'Ảnh JPG, PNG, WebP, GIF hoặc AVIF' } } } })
  @ApiCreatedResponse({ type: HomeImageDto })
  async uploadImage(@Req() request: FastifyRequest) {
    return this.homePage.storeImage(await readSingleFile(request, 'image', HOME_IMAGE_MAX_BYTES));
  }
}
