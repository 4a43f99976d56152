import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminAccess, PublicAccess } from '../common/access/access-tier.decorator';
import { IdResponseDto } from '../common/http/responses';
import { CategoryInputDto, CategoryListDto, CategoryResponseDto, ListCategoriesQueryDto } from './categories.dto';
import { CategoriesService } from './categories.service';

@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @PublicAccess()
  @ApiOkResponse({ type: CategoryListDto })
  list(@Query() query: ListCategoriesQueryDto) {
    return this.categories.list(query.isActive);
  }

  @Post()
  @AdminAccess()
  @ApiOkResponse({ type: CategoryResponseDto })
  create(@Body() input: CategoryInputDto) {
    return this.categories.create(input);
  }

  @Put(':id')
  @AdminAccess()
  @ApiOkResponse({ type: CategoryResponseDto })
  update(@Param('id') id: string, @Body() input: CategoryInputDto) {
    return this.categories.update(id, input);
  }

  @Patch(':id/toggle-active')
  @AdminAccess()
  @ApiOkResponse({ type: CategoryResponseDto })
  toggleActive(@Param('id') id: string) {
    return this.categories.toggleActive(id);
  }

  @Delete(':id')
  @AdminAccess()
  @ApiOkResponse({ type: IdResponseDto })
  remove(@Param('id') id: string) {
    return this.categories.remove(id);
  }
}
