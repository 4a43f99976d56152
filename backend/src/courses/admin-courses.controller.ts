import { Body, Controller, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { readMultipartForm } from '../common/http/multipart';
import { CourseEditorService } from './course-editor.service';
import { CourseListsService } from './course-lists.service';
import { CourseReviewService } from './course-review.service';
import { COURSE_FORM, courseFormSchema } from './course-form';
import { CourseOptionsDto, InstructorOptionsDto, ManagedCourseItemResponseDto, ManagedCourseListDto, ManagedCourseResponseDto, PendingCourseListDto } from './course-views';
import { ManageCoursesQueryDto, PendingCoursesQueryDto, ReviewCourseDto } from './courses.dto';

@ApiTags('admin-courses')
@AdminAccess()
@Controller('admin/courses')
export class AdminCoursesController {
  constructor(
    private readonly editor: CourseEditorService,
    private readonly lists: CourseListsService,
    private readonly reviews: CourseReviewService,
  ) {}

  @Get()
  @ApiOkResponse({ type: ManagedCourseListDto })
  list(@Query() query: ManageCoursesQueryDto) {
    return this.lists.listAll(query);
  }

  @Get('pending')
  @ApiOkResponse({ type: PendingCourseListDto })
  pending(@Query() query: PendingCoursesQueryDto) {
    return this.lists.pending(query);
  }

  @Get('instructors')
  @ApiOkResponse({ type: InstructorOptionsDto })
  instructors() {
    return this.lists.instructorOptions();
  }

  @Get('list')
  @ApiOkResponse({ type: CourseOptionsDto })
  options() {
    return this.lists.courseOptions();
  }

  @Get(':id/details')
  @ApiOkResponse({ type: ManagedCourseResponseDto })
  details(@CurrentUser() admin: AuthUser, @Param('id') id: string) {
    return this.editor.get(admin, id);
  }

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody(courseFormSchema(true))
  @ApiCreatedResponse({ type: ManagedCourseResponseDto })
  async create(@CurrentUser() admin: AuthUser, @Req() request: FastifyRequest) {
    return this.editor.createAsAdmin(admin, await readMultipartForm(request, COURSE_FORM));
  }

  @Put(':id')
  @ApiConsumes('multipart/form-data')
  @ApiBody(courseFormSchema(true))
  @ApiOkResponse({ type: ManagedCourseResponseDto })
  async update(@Param('id') id: string, @Req() request: FastifyRequest) {
    return this.editor.updateAsAdmin(id, await readMultipartForm(request, COURSE_FORM));
  }

  @Put(':id/review')
  @ApiOkResponse({ type: ManagedCourseItemResponseDto })
  review(@Param('id') id: string, @Body() input: ReviewCourseDto) {
    return this.reviews.review(id, input);
  }
}
