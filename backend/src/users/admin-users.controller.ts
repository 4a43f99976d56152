import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { AdminUsersService } from './admin-users.service';
import { AffiliateLevelDto, CreateUserDto, ListUsersQueryDto, RegistrationsQueryDto, ToggleDisableDto, UpdateRoleDto } from './users.dto';
import { IdResponseDto, MessageResponseDto } from '../common/http/responses';
import { AdminUserDetailsDto, AdminUserDto, AdminUserListDto, RegistrationsChartDto, UserStatsDto } from './profile';

@ApiTags('admin-users')
@AdminAccess()
@Controller('admin')
export class AdminUsersController {
  constructor(private readonly adminUsers: AdminUsersService) {}

  @Get('users')
  @ApiOkResponse({ type: AdminUserListDto })
  list(@Query() query: ListUsersQueryDto) {
    return this.adminUsers.list(query);
  }

  @Post('users/create')
  @ApiOkResponse({ type: AdminUserDto })
  create(@Body() input: CreateUserDto) {
    return this.adminUsers.create(input);
  }

  @Get('users/:id/details')
  @ApiOkResponse({ type: AdminUserDetailsDto })
  details(@Param('id') id: string) {
    return this.adminUsers.details(id);
  }

  @Put('users/:id/role')
  @ApiOkResponse({ type: AdminUserDto })
  changeRole(@CurrentUser() admin: AuthUser, @Param('id') id: string, @Body() input: UpdateRoleDto) {
    return this.adminUsers.changeRole(admin.id, id, input.newRole);
  }

  @Put('users/:id/toggle-disable')
  @ApiOkResponse({ type: AdminUserDto })
  toggleDisable(@CurrentUser() admin: AuthUser, @Param('id') id: string, @Body() input: ToggleDisableDto) {
    return this.adminUsers.setDisabled(admin.id, id, input.disable);
  }

  @Post('users/:id/send-reset-password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  sendResetPassword(@Param('id') id: string) {
    return this.adminUsers.sendPasswordReset(id);
  }

  @Put('users/:id/affiliate-level')
  @ApiOkResponse({ type: AdminUserDto })
  setAffiliateLevel(@Param('id') id: string, @Body() input: AffiliateLevelDto) {
    return this.adminUsers.setAffiliateLevel(id, input.newLevel);
  }

  @Delete('users/:id')
  @ApiOkResponse({ type: IdResponseDto })
  remove(@CurrentUser() admin: AuthUser, @Param('id') id: string) {
    return this.adminUsers.remove(admin.id, id);
  }

  @Get('stats/users')
  @ApiOkResponse({ type: UserStatsDto })
  stats() {
    return this.adminUsers.stats();
  }

  @Get('stats/registrations-over-time')
  @ApiOkResponse({ type: RegistrationsChartDto })
  registrationsOverTime(@Query() query: RegistrationsQueryDto) {
    return this.adminUsers.registrationsOverTime(query);
  }
}
