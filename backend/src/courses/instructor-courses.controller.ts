import { Controller, Delete, Get, Param, Patch, Put, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { InstructorAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { readMultipartForm } from '../common/http/multipart';
import { IdResponseDto } from '../common/http/responses';
import { CourseEditorService } from './course-editor.service';
import { CourseListsService } from './course-lists.service';
import { COURSE_FORM, courseFormSchema } from './course-form';
import { ManagedCourseItemResponseDto, ManagedCourseListDto, ManagedCourseResponseDto } from './course-views';
import { ManageCoursesQueryDto } from './courses.dto';

/** The signed-in instructor's own courses. Admins may open any course id here as well. */
@ApiTags('instructor-courses')
@InstructorAccess()
@Controller('instructor/me/courses')
export class InstructorCoursesController {
  constructor(
    private readonly editor: CourseEditorService,
    private readonly lists: CourseListsService,
  ) {}

  @Get()
  @ApiOkResponse({ type: ManagedCourseListDto })
  list(@CurrentUser() user: AuthUser, @Query() query: ManageCoursesQueryDto) {
    return this.lists.listOwn(user, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ManagedCourseResponseDto })
  get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.editor.get(user, id);
  }

  @Put(':id')
  @ApiConsumes('multipart/form-data')
  @ApiBody(courseFormSchema(false))
  @ApiOkResponse({ type: ManagedCourseResponseDto })
  async update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Req() request: FastifyRequest) {
    return this.editor.updateAsInstructor(user, id, await readMultipartForm(request, COURSE_FORM));
  }

  @Delete(':id')
  @ApiOkResponse({ type: IdResponseDto })
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.editor.remove(user, id);
  }

  @Patch(':id/toggle-publish')
  @ApiOkResponse({ type: ManagedCourseItemResponseDto })
  togglePublish(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.editor.togglePublish(user, id);
  }
}
