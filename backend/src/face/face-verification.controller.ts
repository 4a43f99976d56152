import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SignedInAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { MultipartFormOptions, readMultipartForm } from '../common/http/multipart';
import { RateLimitedPerUser } from '../common/rate-limit/rate-limit';
import { VerifyAccessResponseDto } from './face.dto';
import { FACE_IMAGE_FIELD, FACE_IMAGE_MAX_BYTES, FaceVerificationService } from './face-verification.service';

const FACE_FORM: MultipartFormOptions = { maxFileBytes: FACE_IMAGE_MAX_BYTES, maxFiles: 1, acceptFile: (field) => field === FACE_IMAGE_FIELD };

@ApiTags('learning')
@SignedInAccess()
@Controller('learn')
export class FaceVerificationController {
  constructor(private readonly faces: FaceVerificationService) {}

  @Post('verify-access')
  @HttpCode(200)
  @RateLimitedPerUser()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['courseId', FACE_IMAGE_FIELD],
      properties: {
        courseId: { type: 'string' },
        [FACE_IMAGE_FIELD]: { type: 'string', format: 'binary', description: 'Ảnh JPEG hoặc PNG (tối đa 5 MB) có đúng một khuôn mặt' },
      },
    },
  })
  @ApiOkResponse({ type: VerifyAccessResponseDto })
  async verifyAccess(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.faces.verifyAccess(user.id, await readMultipartForm(request, FACE_FORM));
  }
}
