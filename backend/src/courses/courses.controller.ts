import { Controller, Get, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { InstructorAccess, PublicAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { readMultipartForm } from '../common/http/multipart';
import { CourseCatalogueService } from './course-catalogue.service';
import { CourseEditorService } from './course-editor.service';
import { COURSE_FORM, courseFormSchema } from './course-form';
import { CourseCardListDto, CourseDetailResponseDto, ManagedCourseResponseDto } from './course-views';
import { PublicCoursesQueryDto } from './courses.dto';

@ApiTags('courses')
@Controller('courses')
export class CoursesController {
  constructor(
    private readonly catalogue: CourseCatalogueService,
    private readonly editor: CourseEditorService,
  ) {}

  @Get()
  @PublicAccess()
  @ApiOkResponse({ type: CourseCardListDto })
  list(@Query() query: PublicCoursesQueryDto) {
    return this.catalogue.list(query);
  }

  @Get(':slug')
  @PublicAccess()
  @ApiOkResponse({ type: CourseDetailResponseDto })
  detail(@CurrentUser() user: AuthUser | undefined, @Param('slug') slug: string) {
    return this.catalogue.detail(slug, user?.id);
  }

  @Post()
  @InstructorAccess()
  @ApiConsumes('multipart/form-data')
  @ApiBody(courseFormSchema(false))
  @ApiCreatedResponse({ type: ManagedCourseResponseDto })
  async create(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.editor.createAsInstructor(user, await readMultipartForm(request, COURSE_FORM));
  }
}
