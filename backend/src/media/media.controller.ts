import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { InstructorAccess, PublicAccess } from '../common/access/access-tier.decorator';
import { AuthUser, CurrentUser } from '../common/access/auth-user';
import { CourseAccessToken } from '../learning';
import { DeleteMediaResultDto, SignedQueryDto, ListMediaQueryDto, MediaAssetDto, MediaListDto, PlaybackUrlDto, PlaybackUrlRequestDto } from './media.dto';
import { MediaService } from './media.service';
import { HlsFile, MediaPlaybackService } from './media-playback.service';
import { MediaFilesService } from './media-files.service';

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
    private readonly files: MediaFilesService,
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
      properties: { asset: { type: 'string', format: 'binary', description: 'Đúng một tệp: video MP4/MOV/WebM/MKV, ảnh JPEG/PNG/WebP hoặc tài liệu PDF/DOCX/XLSX/PPTX/ZIP' } },
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
  async hlsFile(@Param('mediaId') mediaId: string, @Param('file') file: string, @Query() query: SignedQueryDto, @Res() reply: FastifyReply) {
    return sendHls(reply, await this.playback.serveHls(mediaId, [file], query.exp, query.sig, query.copy === '1'));
  }

  /** A rendition's playlist or segment (v0/index.m3u8, v0/seg_000.ts). */
  @Get('hls/:mediaId/:variant/:file')
  @PublicAccess()
  @ApiProduces('application/vnd.apple.mpegurl', 'video/mp2t')
  async hlsVariantFile(
    @Param('mediaId') mediaId: string,
    @Param('variant') variant: string,
    @Param('file') file: string,
    @Query() query: SignedQueryDto,
    @Res() reply: FastifyReply,
  ) {
    return sendHls(reply, await this.playback.serveHls(mediaId, [variant, file], query.exp, query.sig, query.copy === '1'));
  }

  /** A lecture resource: the signed query from POST /api/learn/lectures/{id}/resources/{mediaId}/link is the authorisation. */
  @Get('files/:mediaId')
  @PublicAccess()
  @ApiProduces('application/octet-stream')
  async file(@Param('mediaId') mediaId: string, @Query() query: SignedQueryDto, @Res() reply: FastifyReply) {
    const file = await this.files.serve(mediaId, query.exp, query.sig);
    reply.header('Cache-Control', 'private, no-store');
    if ('redirectTo' in file) return reply.redirect(file.redirectTo, 302);
    return reply.header('Content-Disposition', file.contentDisposition).header('Content-Length', String(file.sizeBytes)).type(file.contentType).send(file.stream);
  }
}
