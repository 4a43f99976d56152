import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InstructorAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { EarningsStatsQueryDto, InstructorDashboardStatsDto, InstructorEarningsStatsDto, MyStudentListDto, MyStudentsQueryDto } from './instructor.dto';
import { InstructorStatsService } from './instructor-stats.service';
import { InstructorStudentsService } from './instructor-students.service';

/** The signed-in instructor's dashboard, earnings and students: their own data only (admins see theirs). */
@ApiTags('instructor')
@InstructorAccess()
@Controller('instructor')
export class InstructorController {
  constructor(
    private readonly stats: InstructorStatsService,
    private readonly students: InstructorStudentsService,
  ) {}

  @Get('me/dashboard-stats')
  @ApiOkResponse({ type: InstructorDashboardStatsDto })
  dashboardStats(@CurrentUser() user: AuthUser) {
    return this.stats.dashboard(user.id);
  }

  @Get('me/earnings-stats')
  @ApiOkResponse({ type: InstructorEarningsStatsDto })
  earningsStats(@CurrentUser() user: AuthUser, @Query() query: EarningsStatsQueryDto) {
    return this.stats.earnings(user.id, query);
  }

  @Get('my-students')
  @ApiOkResponse({ type: MyStudentListDto })
  myStudents(@CurrentUser() user: AuthUser, @Query() query: MyStudentsQueryDto) {
    return this.students.list(user.id, query);
  }
}
