import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../common/access/access-tier.decorator';
import { IdResponseDto } from '../common/http/responses';
import { DiscountCourseOptionsDto, DiscountDto, DiscountInputDto, DiscountListDto, DiscountToolPlanOptionsDto } from './discounts.dto';
import { DiscountsService } from './discounts.service';

@ApiTags('discounts')
@Controller('admin/discounts')
@AdminAccess()
export class DiscountsController {
  constructor(private readonly discounts: DiscountsService) {}

  @Get()
  @ApiOkResponse({ type: DiscountListDto })
  list() {
    return this.discounts.list();
  }

  @Get('list-courses')
  @ApiOkResponse({ type: DiscountCourseOptionsDto })
  courseOptions() {
    return this.discounts.courseOptions();
  }

  @Get('list-tool-plans')
  @ApiOkResponse({ type: DiscountToolPlanOptionsDto })
  toolPlanOptions() {
    return this.discounts.toolPlanOptions();
  }

  @Post()
  @ApiOkResponse({ type: DiscountDto })
  create(@Body() input: DiscountInputDto) {
    return this.discounts.create(input);
  }

  @Put(':id')
  @ApiOkResponse({ type: DiscountDto })
  update(@Param('id') id: string, @Body() input: DiscountInputDto) {
    return this.discounts.update(id, input);
  }

  @Delete(':id')
  @ApiOkResponse({ type: IdResponseDto })
  remove(@Param('id') id: string) {
    return this.discounts.remove(id);
  }
}
