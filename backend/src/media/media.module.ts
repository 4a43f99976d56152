import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { MediaFilesService } from './media-files.service';
import { MediaPlaybackService } from './media-playback.service';
import { MediaTranscodeService } from './media-transcode.service';

@Module({
  imports: [CoursesModule],
  controllers: [MediaController],
  providers: [MediaService, MediaPlaybackService, MediaTranscodeService, MediaFilesService],
  exports: [MediaPlaybackService, MediaFilesService],
})
export class MediaModule {}
