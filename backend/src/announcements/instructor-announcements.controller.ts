import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InstructorAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { PostingRateLimited } from '../common/rate-limit/rate-limit';
import { AnnouncementInputDto, AnnouncementResponseDto, AnnouncementsQueryDto, InstructorAnnouncementListDto } from './announcements.dto';
import { AnnouncementsService } from './announcements.service';

/** The course's edit area: its instructor (or an admin) posts to everyone enrolled; another instructor gets 404. */
@ApiTags('announcements')
@InstructorAccess()
@Controller('instructor/courses/:courseId/announcements')
export class InstructorAnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  /** Answers at once: the students are told by the fan-out jobs. */
  @Post()
  @PostingRateLimited()
  @ApiCreatedResponse({ type: AnnouncementResponseDto })
  post(@CurrentUser() user: AuthUser, @Param('courseId') courseId: string, @Body() input: AnnouncementInputDto) {
    return this.announcements.post(user, courseId, input);
  }

  @Get()
  @ApiOkResponse({ type: InstructorAnnouncementListDto })
  list(@CurrentUser() user: AuthUser, @Param('courseId') courseId: string, @Query() query: AnnouncementsQueryDto) {
    return this.announcements.forInstructor(user, courseId, query);
  }
}
