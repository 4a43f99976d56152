import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { MediaPlaybackService } from './media-playback.service';
import { MediaTranscodeService } from './media-transcode.service';

@Module({
  imports: [CoursesModule],
  controllers: [MediaController],
  providers: [MediaService, MediaPlaybackService, MediaTranscodeService],
  exports: [MediaPlaybackService],
})
export class MediaModule {}
