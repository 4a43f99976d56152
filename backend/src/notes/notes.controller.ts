import { Body, Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { RateLimitedPerUser } from '../common/rate-limit/rate-limit';
import { NoteDeletedDto, NoteDeleteQueryDto, NoteDto, NoteInputDto, NoteListDto } from './notes.dto';
import { NotesService } from './notes.service';

/**
 * A learner's private notes on a course's lectures, written on the device and synced by the outbox. The
 * note's id (clientId) is a UUID made on the device, checked like every *Id in a path.
 */
@ApiTags('notes')
@SignedInAccess()
@Controller('learn/courses/:courseId/notes')
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get()
  @ApiOkResponse({ type: NoteListDto })
  list(@CurrentUser() user: AuthUser, @Param('courseId') courseId: string) {
    return this.notes.list(user, courseId);
  }

  @Put(':clientId')
  @RateLimitedPerUser()
  @ApiOkResponse({ type: NoteDto })
  put(@CurrentUser() user: AuthUser, @Param('courseId') courseId: string, @Param('clientId') clientId: string, @Body() input: NoteInputDto) {
    return this.notes.put(user, courseId, clientId, input);
  }

  @Delete(':clientId')
  @RateLimitedPerUser()
  @ApiOkResponse({ type: NoteDeletedDto })
  remove(@CurrentUser() user: AuthUser, @Param('courseId') courseId: string, @Param('clientId') clientId: string, @Query() query: NoteDeleteQueryDto) {
    return this.notes.remove(user, courseId, clientId, query);
  }
}
