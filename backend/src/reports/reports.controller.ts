import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../common/access/access-tier.decorator';
import { InstructorSalesDto, RevenueOverTimeDto, RevenueOverTimeQueryDto, SalesReportDto, SalesReportQueryDto, SalesWindowQueryDto } from './reports.dto';
import { ReportsService } from './reports.service';

@ApiTags('admin-reports')
@AdminAccess()
@Controller('admin/reports')
export class AdminReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('revenue-over-time')
  @ApiOkResponse({ type: RevenueOverTimeDto })
  revenueOverTime(@Query() query: RevenueOverTimeQueryDto) {
    return this.reports.revenueOverTime(query);
  }

  @Get('sales')
  @ApiOkResponse({ type: SalesReportDto })
  sales(@Query() query: SalesReportQueryDto) {
    return this.reports.sales(query);
  }

  @Get('sales.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Bảng doanh thu theo sản phẩm (CSV UTF-8 có BOM).', schema: { type: 'string', format: 'binary' } })
  salesCsv(@Query() query: SalesWindowQueryDto) {
    return this.reports.salesCsv(query);
  }

  @Get('instructor-sales')
  @ApiOkResponse({ type: InstructorSalesDto })
  instructorSales(@Query() query: SalesWindowQueryDto) {
    return this.reports.instructorSales(query);
  }
}
