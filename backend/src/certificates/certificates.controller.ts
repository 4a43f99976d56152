import { Body, Controller, Get, Param, Put, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { InstructorAccess, PublicAccess, SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { CertificateNameDto, CertificateNameInputDto, CourseCertificatesDto, MyCertificatesDto } from './certificates.dto';
import { CertificatesService } from './certificates.service';

/** A learner's certificates and the name on them, the public PDF, and a course's certificates for its instructor. */
@ApiTags('certificates')
@Controller()
export class CertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @Get('certificates/mine')
  @SignedInAccess()
  @ApiOkResponse({ type: MyCertificatesDto })
  mine(@CurrentUser() user: AuthUser) {
    return this.certificates.mine(user.id);
  }

  @Put('certificates/name')
  @SignedInAccess()
  @ApiOkResponse({ type: CertificateNameDto })
  confirmName(@CurrentUser() user: AuthUser, @Body() input: CertificateNameInputDto) {
    return this.certificates.confirmName(user.id, input.fullName);
  }

  /** Public like the verification page: whoever has the code may see the certificate. */
  @Get('certificates/:code/pdf')
  @PublicAccess()
  @ApiProduces('application/pdf')
  async pdf(@Param('code') code: string, @Res() reply: FastifyReply) {
    const file = await this.certificates.pdf(code);
    return reply.header('Cache-Control', 'no-cache').header('Content-Disposition', `inline; filename="chung-chi-${file.code}.pdf"`).type('application/pdf').send(file.pdf);
  }

  @Get('instructor/courses/:courseId/certificates')
  @InstructorAccess()
  @ApiOkResponse({ type: CourseCertificatesDto })
  forCourse(@CurrentUser() user: AuthUser, @Param('courseId') courseId: string) {
    return this.certificates.forCourse(user, courseId);
  }
}
