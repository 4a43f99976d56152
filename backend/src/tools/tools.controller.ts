import { Controller, Delete, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminAccess, PublicAccess } from '../common/access/access-tier.decorator';
import { MultipartFormOptions, readMultipartForm } from '../common/http/multipart';
import { IdResponseDto } from '../common/http/responses';
import { ToolListDto, ToolResponseDto, ToolsQueryDto } from './tools.dto';
import { TOOL_IMAGE_MAX_BYTES, ToolsService } from './tools.service';

const TOOL_FORM: MultipartFormOptions = { maxFileBytes: TOOL_IMAGE_MAX_BYTES, maxFiles: 1, acceptFile: (field) => field === 'thumbnail' };
const TOOL_FORM_SCHEMA = {
  schema: {
    type: 'object',
    required: ['data'],
    properties: {
      data: { type: 'string', description: 'JSON: {name, shortDescription, description, isActive, plans:[{_id?, name, price, durationDays, features[]}]}' },
      thumbnail: { type: 'string', format: 'binary', description: 'Ảnh đại diện (JPG, PNG, WebP, GIF, AVIF; tối đa 5 MB), lưu 800x450 WebP' },
    },
  },
};

@ApiTags('tools')
@Controller('tools')
export class ToolsController {
  constructor(private readonly tools: ToolsService) {}

  @Get()
  @PublicAccess()
  @ApiOkResponse({ type: ToolListDto })
  list(@Query() query: ToolsQueryDto) {
    return this.tools.list(query);
  }

  @Get('detail/:slug')
  @PublicAccess()
  @ApiOkResponse({ type: ToolResponseDto })
  detail(@Param('slug') slug: string) {
    return this.tools.detail(slug);
  }

  @Post()
  @AdminAccess()
  @ApiConsumes('multipart/form-data')
  @ApiBody(TOOL_FORM_SCHEMA)
  @ApiCreatedResponse({ type: ToolResponseDto })
  async create(@Req() request: FastifyRequest) {
    return this.tools.create(await readMultipartForm(request, TOOL_FORM));
  }

  @Put(':id')
  @AdminAccess()
  @ApiConsumes('multipart/form-data')
  @ApiBody(TOOL_FORM_SCHEMA)
  @ApiOkResponse({ type: ToolResponseDto })
  async update(@Param('id') id: string, @Req() request: FastifyRequest) {
    return this.tools.update(id, await readMultipartForm(request, TOOL_FORM));
  }

  @Delete(':id')
  @AdminAccess()
  @ApiOkResponse({ type: IdResponseDto })
  remove(@Param('id') id: string) {
    return this.tools.remove(id);
  }
}
