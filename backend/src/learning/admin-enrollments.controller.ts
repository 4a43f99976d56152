import { Body, Controller, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminAccess } from '../common/access/access-tier.decorator';
import { EnrollmentsService } from './enrollments.service';
import { EnrollmentResponseDto, GrantEnrollmentInputDto } from './learning.dto';

@ApiTags('admin-enrollments')
@AdminAccess()
@Controller('admin/enrollments')
export class AdminEnrollmentsController {
  constructor(private readonly enrollments: EnrollmentsService) {}

  /** 201 with the new enrollment; 200 with the existing one when the student already had the course. */
  @Post()
  @ApiCreatedResponse({ type: EnrollmentResponseDto })
  @ApiOkResponse({ type: EnrollmentResponseDto })
  async grant(@Body() input: GrantEnrollmentInputDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const { created, enrollment } = await this.enrollments.grant(input.userId, input.courseId);
    reply.status(created ? 201 : 200);
    return { enrollment };
  }
}
