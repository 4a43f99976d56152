import { Module } from '@nestjs/common';
import { LearningModule } from '../learning/learning.module';
import { MediaModule } from '../media/media.module';
import { DownloadsController } from './downloads.controller';
import { DownloadsService } from './downloads.service';

/** Lectures downloaded to a learner's device to watch offline: manifests, devices, daily volume, permissions. */
@Module({
  imports: [LearningModule, MediaModule],
  controllers: [DownloadsController],
  providers: [DownloadsService],
})
export class DownloadsModule {}
