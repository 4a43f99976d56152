import { Controller, Delete, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../common/access/access-tier.decorator';
import { MessageResponseDto } from '../common/http/responses';
import { FaceVerificationService } from './face-verification.service';

@ApiTags('admin-users')
@AdminAccess()
@Controller('admin')
export class AdminFaceProfilesController {
  constructor(private readonly faces: FaceVerificationService) {}

  @Delete('users/:id/face-profile')
  @ApiOkResponse({ type: MessageResponseDto })
  reset(@Param('id') id: string) {
    return this.faces.resetProfile(id);
  }
}
