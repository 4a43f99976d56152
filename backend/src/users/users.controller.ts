import { Body, Controller, Get, Post, Put, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { readSingleFile } from '../common/http/multipart';
import { UpdateProfileDto } from './users.dto';
import { AVATAR_MAX_BYTES, UsersService } from './users.service';
import { ProfileDto } from './profile';

@ApiTags('users')
@SignedInAccess()
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('profile')
  @ApiOkResponse({ type: ProfileDto })
  getProfile(@CurrentUser() user: AuthUser) {
    return this.users.getProfile(user.id);
  }

  @Put('profile')
  @ApiOkResponse({ type: ProfileDto })
  updateProfile(@CurrentUser() user: AuthUser, @Body() changes: UpdateProfileDto) {
    return this.users.updateProfile(user.id, changes);
  }

  @Post('profile/avatar')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['avatar'], properties: { avatar: { type: 'string', format: 'binary', description: 'Ảnh JPEG, PNG hoặc WebP' } } } })
  @ApiOkResponse({ type: ProfileDto })
  async uploadAvatar(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.users.setAvatar(user.id, await readSingleFile(request, 'avatar', AVATAR_MAX_BYTES));
  }
}
