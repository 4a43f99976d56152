import { Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { MediaPlaybackService } from './media-playback.service';
import { MediaTranscodeService } from './media-transcode.service';

@Module({
  controllers: [MediaController],
  providers: [MediaService, MediaPlaybackService, MediaTranscodeService],
  exports: [MediaPlaybackService],
})
export class MediaModule {}
