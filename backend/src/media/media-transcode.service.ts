import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import sharp from 'sharp';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LectureVideoLengthsService } from '../courses/lecture-video-lengths.service';
import { JobsService } from '../jobs/jobs.service';
import { PrismaService } from '../prisma/prisma.service';
import { StorageService } from '../storage/storage.service';
import { hlsArguments, MediaToolError, posterArguments, probeVideo, renditionsFor, runTool } from './ffmpeg';
import { mediaKeys, TRANSCODE_JOB } from './media-keys';

const POSTER_WIDTH = 1280;
const CONTENT_TYPES: Record<string, string> = { '.m3u8': 'application/vnd.apple.mpegurl', '.ts': 'video/mp2t' };

/**
 * The `media.transcode` job: original video → HLS (up to 360p/540p/720p, capped at the source
 * height, H.264 veryfast + AAC, 4 s segments, master playlist) under private `hls/<id>/`, a JPEG
 * poster in public storage, the duration from ffprobe. Idempotent: a ready asset is left alone, a
 * re-run replaces any partial output. A file ffmpeg cannot read fails the asset with the reason.
 */
@Injectable()
export class MediaTranscodeService implements OnModuleInit {
  private readonly logger = new Logger(MediaTranscodeService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly storage: StorageService,
    private readonly jobs: JobsService,
    private readonly lectureLengths: LectureVideoLengthsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler(TRANSCODE_JOB, (payload) => this.transcode(payload.mediaId));
  }

  async transcode(mediaId: string): Promise<void> {
    const asset = await this.prisma.mediaAsset.findUnique({ where: { id: mediaId } });
    if (!asset || asset.kind !== 'video' || asset.status === 'ready') return;
    await this.prisma.mediaAsset.update({ where: { id: mediaId }, data: { status: 'processing', failureReason: null } });
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'hvm-transcode-'));
    const started = Date.now();
    try {
      const input = await this.localOriginal(asset.storageKey, work);
      const probe = await probeVideo(this.config.media.ffprobePath, input);
      const outDir = path.join(work, 'hls');
      await fs.mkdir(outDir);
      const renditions = renditionsFor(probe.height);
      await runTool(this.config.media.ffmpegPath, hlsArguments(input, outDir, renditions, probe.hasAudio));
      const posterUrl = await this.makePoster(mediaId, input, probe.durationSeconds, work);

      await this.storage.removePrefix('private', mediaKeys.hlsFolder(mediaId));
      await this.uploadFolder(outDir, mediaKeys.hlsFolder(mediaId));
      const durationSeconds = Math.round(probe.durationSeconds);
      const updated = await this.prisma.mediaAsset.updateMany({
        where: { id: mediaId },
        data: { status: 'ready', playlistKey: mediaKeys.playlist(mediaId), posterUrl, durationSeconds, failureReason: null },
      });
      if (updated.count === 0) {
        // Deleted while we worked: leave nothing behind.
        await this.storage.removePrefix('private', mediaKeys.hlsFolder(mediaId));
        await this.storage.removePublic(posterUrl);
      } else {
        // Lectures saved while the video was processing learn its length now.
        await this.lectureLengths.videoMeasured(mediaId, durationSeconds);
      }
      this.logger.log(`Media ${mediaId}: ${renditions.length} bản HLS, ${probe.durationSeconds.toFixed(1)} s video, xử lý trong ${Date.now() - started} ms`);
    } catch (error) {
      const reason = error instanceof MediaToolError ? `Không xử lý được video: ${error.message}` : 'Lỗi hệ thống khi xử lý video, đang thử lại.';
      await this.prisma.mediaAsset.updateMany({ where: { id: mediaId }, data: { status: 'failed', failureReason: reason.slice(0, 1000) } });
      // A file ffmpeg cannot read stays failed; anything else (storage, disk) is retried by the job.
      if (!(error instanceof MediaToolError)) throw error;
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  }

  /** The original on local disk: in place for the local driver, downloaded into `work` otherwise. */
  private async localOriginal(key: string, work: string): Promise<string> {
    const inPlace = this.storage.localPath('private', key);
    if (inPlace) {
      if (!(await this.storage.stat('private', key))) throw new MediaToolError('Không tìm thấy tệp gốc.');
      return inPlace;
    }
    const body = await this.storage.get('private', key);
    if (!body) throw new MediaToolError('Không tìm thấy tệp gốc.');
    const target = path.join(work, 'original');
    await pipeline(body, createWriteStream(target));
    return target;
  }

  private async makePoster(mediaId: string, input: string, durationSeconds: number, work: string): Promise<string> {
    const frame = path.join(work, 'poster.png');
    await runTool(this.config.media.ffmpegPath, posterArguments(input, frame, Math.min(1, durationSeconds / 2)), { timeoutMs: 60_000 });
    const jpeg = await sharp(frame).resize({ width: POSTER_WIDTH, withoutEnlargement: true }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    return this.storage.putPublic(mediaKeys.poster(mediaId), jpeg, 'image/jpeg');
  }

  private async uploadFolder(folder: string, prefix: string): Promise<void> {
    const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const absolute = path.join(entry.parentPath, entry.name);
      const relative = path.relative(folder, absolute).split(path.sep).join('/');
      const body = createReadStream(absolute);
      await this.storage.put('private', `${prefix}${relative}`, body, CONTENT_TYPES[path.extname(entry.name)] ?? 'application/octet-stream');
    }
  }
}
