import { Module } from '@nestjs/common';
import { LearningModule } from '../learning/learning.module';
import { MediaModule } from '../media/media.module';
import { LectureResourcesController } from './lecture-resources.controller';
import { LectureResourcesService } from './lecture-resources.service';

/** Files a lecture offers to download, from the instructor's media library (docs/learning.md, "Resources"). */
@Module({
  imports: [LearningModule, MediaModule],
  controllers: [LectureResourcesController],
  providers: [LectureResourcesService],
})
export class LectureResourcesModule {}
