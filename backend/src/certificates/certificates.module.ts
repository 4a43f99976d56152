import { Module } from '@nestjs/common';
import { LearningModule } from '../learning/learning.module';
import { CertificatesController } from './certificates.controller';
import { CertificatesService } from './certificates.service';

/** Certificates of completion (docs/learning.md, "Certificates"). */
@Module({
  imports: [LearningModule],
  controllers: [CertificatesController],
  providers: [CertificatesService],
  exports: [CertificatesService],
})
export class CertificatesModule {}
