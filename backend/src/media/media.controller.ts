import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InstructorAccess, PublicAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { CourseAccessToken } from '../learning';
import { DeleteMediaResultDto, HlsQueryDto, ListMediaQueryDto, MediaAssetDto, MediaListDto, PlaybackUrlDto, PlaybackUrlRequestDto } from './media.dto';
import { MediaService } from './media.service';
import { HlsFile, MediaPlaybackService } from './media-playback.service';

function sendHls(reply: FastifyReply, file: HlsFile): FastifyReply {
  reply.header('Cache-Control', `private, max-age=${file.maxAgeSeconds}`);
  return 'redirectTo' in file ? reply.redirect(file.redirectTo, 302) : reply.type(file.contentType).send(file.body);
}

@ApiTags('media')
@Controller('media')
export class MediaController {
  constructor(
    private readonly media: MediaService,
    private readonly playback: MediaPlaybackService,
  ) {}

  @Get()
  @InstructorAccess()
  @ApiOkResponse({ type: MediaListDto })
  list(@CurrentUser() user: AuthUser, @Query() query: ListMediaQueryDto) {
    return this.media.list(user, query);
  }

  @Post('upload')
  @InstructorAccess()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['asset'],
      properties: { asset: { type: 'string', format: 'binary', description: 'Đúng một tệp: video MP4/MOV/WebM/MKV hoặc ảnh JPEG/PNG/WebP' } },
    },
  })
  @ApiCreatedResponse({ type: MediaAssetDto })
  upload(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.media.upload(user, request);
  }

  @Delete(':id')
  @InstructorAccess()
  @ApiOkResponse({ type: DeleteMediaResultDto })
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.media.remove(user, id);
  }

  @Post('playback-url')
  @PublicAccess()
  @HttpCode(200)
  @ApiHeader({ name: 'X-Course-Access-Token', required: false, description: 'Mã truy cập khóa học (sau khi xác thực khuôn mặt): học viên đã đăng ký cần nó, kèm courseId.' })
  @ApiOkResponse({ type: PlaybackUrlDto })
  playbackUrl(@CurrentUser() user: AuthUser | undefined, @Body() input: PlaybackUrlRequestDto, @CourseAccessToken() courseAccessToken?: string) {
    return this.playback.createPlaybackUrl(user, input.mediaId, input.courseId, courseAccessToken);
  }

  /** The signed query (exp, sig) is the authorisation; master.m3u8 at this level. */
  @Get('hls/:mediaId/:file')
  @PublicAccess()
  @ApiProduces('application/vnd.apple.mpegurl', 'video/mp2t')
  async hlsFile(@Param('mediaId') mediaId: string, @Param('file') file: string, @Query() query: HlsQueryDto, @Res() reply: FastifyReply) {
    return sendHls(reply, await this.playback.serveHls(mediaId, [file], query.exp, query.sig));
  }

  /** A rendition's playlist or segment (v0/index.m3u8, v0/seg_000.ts). */
  @Get('hls/:mediaId/:variant/:file')
  @PublicAccess()
  @ApiProduces('application/vnd.apple.mpegurl', 'video/mp2t')
  async hlsVariantFile(@Param('mediaId') mediaId: string, @Param('variant') variant: string, @Param('file') file: string, @Query() query: HlsQueryDto, @Res() reply: FastifyReply) {
    return sendHls(reply, await this.playback.serveHls(mediaId, [variant, file], query.exp, query.sig));
  }
}
