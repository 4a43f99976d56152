import { Module } from '@nestjs/common';
import { AdminFaceProfilesController } from './admin-face-profiles.controller';
import { FaceEngine } from './face-engine';
import { FaceVerificationController } from './face-verification.controller';
import { FaceVerificationService } from './face-verification.service';

/** Face verification before course access (POST /api/learn/verify-access) and its admin reset. */
@Module({
  controllers: [FaceVerificationController, AdminFaceProfilesController],
  providers: [FaceEngine, FaceVerificationService],
})
export class FaceModule {}
