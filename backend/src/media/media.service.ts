import crypto from 'node:crypto';
import { finished } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AuthUser } from '../common/access/auth-user';
import { AppError } from '../common/errors/app-error';
import { IncomingFile, readMultipart } from '../common/http/multipart';
import { MultipartErrors } from '../common/http/multipart.errors';
import { Pagination, paginationOf } from '../common/http/responses';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobsService } from '../jobs/jobs.service';
import { PrismaService } from '../prisma/prisma.service';
import { StorageService } from '../storage/storage.service';
import { formatBytes, MediaErrors } from './media.errors';
import { DetectedMedia, MediaKindName, MediaTooLargeError, MediaUploadGate, UnsupportedMediaError } from './media-sniffer';
import { mediaKeys, TRANSCODE_JOB, UPLOAD_FIELD } from './media-keys';
import { MediaAssetView, toMediaAssetView } from './media-views';
import { ownerFilter, requireOwnership } from '../common/access/ownership';

/** Images are kept as WebP no wider than this. */
const IMAGE_MAX_WIDTH = 1920;

interface StoredUpload {
  detected: DetectedMedia;
  size: number;
  filename: string;
}

/** The instructor's media library: streaming uploads checked by content, listing, deletion. */
@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly storage: StorageService,
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Streams the one `asset` file to private storage while checking its format (magic bytes) and the
   * size limit of its kind. Videos get a transcoding job in the same transaction as their row;
   * images are resized to a public WebP and are ready at once.
   */
  async upload(user: AuthUser, request: FastifyRequest): Promise<MediaAssetView> {
    const uploadId = crypto.randomUUID();
    const limits = this.sizeLimits();
    let stored: StoredUpload | undefined;
    let extraFile = false;
    let truncated = false;
    try {
      await readMultipart(
        request,
        { maxFileBytes: Math.max(...Object.values(limits)) + 1, maxFiles: 2 },
        {
          file: async (file) => {
            // Anything but the first `asset` file is drained by readMultipart and refused below.
            if (file.fieldname !== UPLOAD_FIELD || stored) {
              extraFile = true;
              return;
            }
            stored = await this.storeOriginal(file, mediaKeys.original(uploadId), limits);
            truncated = file.truncated();
          },
        },
      );
      if (truncated) throw this.tooLarge(stored?.detected.kind ?? 'video');
      if (extraFile) throw MediaErrors.raise('UPLOAD_TOO_MANY_FILES');
      if (!stored) throw MediaErrors.raise('UPLOAD_FILE_MISSING');
      return await this.register(user, uploadId, stored);
    } catch (error) {
      await this.storage.removePrefix('private', mediaKeys.uploadFolder(uploadId)).catch(() => undefined);
      // A third file trips the reader's file limit: still "more than one file".
      if (extraFile && error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') throw MediaErrors.raise('UPLOAD_TOO_MANY_FILES');
      throw this.uploadError(error);
    }
  }

  /** Writes the part through the format and size gate; an upload that breaks off fails the write, and storage drops the partial file. */
  private async storeOriginal(file: IncomingFile, key: string, limits: Record<MediaKindName, number>): Promise<StoredUpload> {
    const gate = new MediaUploadGate(limits, file.filename);
    // The gate may refuse the first bytes before storage has attached to it; put() still sees the error.
    gate.on('error', () => undefined);
    // pipe (not pipeline): a refused upload must not destroy the part, the rest of the body is drained.
    // pipe does not pass errors on, so a broken-off part fails the gate by hand. finished(), not an
    // 'error' listener: a body that ended within the parser's first buffer has failed the part already,
    // before it got here, and the gate (and storage's open temporary file) would wait for it forever.
    const stopWatching = finished(file.stream, (error) => {
      if (error) gate.destroy(error);
    });
    file.stream.pipe(gate);
    try {
      await this.storage.put('private', key, gate, 'application/octet-stream');
    } finally {
      stopWatching();
      file.stream.unpipe(gate);
    }
    // Only an empty file ends without a verdict on its format.
    if (!gate.detected) throw MediaErrors.raise('UPLOAD_FILE_MISSING');
    return { detected: gate.detected, size: gate.bytes, filename: file.filename };
  }

  private async register(user: AuthUser, uploadId: string, stored: StoredUpload): Promise<MediaAssetView> {
    const originalName = this.cleanName(stored.filename, stored.detected.extension);
    let imageUrl: string | undefined;
    if (stored.detected.kind === 'image') imageUrl = await this.storeImage(uploadId);
    try {
      const asset = await this.prisma.inTransaction(async (tx) => {
        const created = await tx.mediaAsset.create({
          data: {
            ownerId: user.id,
            kind: stored.detected.kind,
            originalName,
            mimeType: stored.detected.mimeType,
            sizeBytes: BigInt(stored.size),
            storageKey: mediaKeys.original(uploadId),
            // Only a video has work left (transcoding); images and documents are ready as stored.
            status: stored.detected.kind === 'video' ? 'uploaded' : 'ready',
            posterUrl: imageUrl ?? null,
          },
          include: { owner: { select: { name: true } } },
        });
        if (created.kind === 'video') await this.jobs.enqueue(tx, TRANSCODE_JOB, { mediaId: created.id }, { maxAttempts: 3 });
        return created;
      });
      return toMediaAssetView(asset);
    } catch (error) {
      await this.storage.removePublic(imageUrl).catch(() => undefined);
      throw error;
    }
  }

  /** Decodes the stored original with sharp (which refuses broken or bomb-sized images) and keeps a WebP copy. */
  private async storeImage(uploadId: string): Promise<string> {
    const original = await this.storage.get('private', mediaKeys.original(uploadId));
    if (!original) throw MediaErrors.raise('UPLOAD_FAILED');
    const chunks: Buffer[] = [];
    for await (const chunk of original) chunks.push(chunk as Buffer);
    const image = await sharp(Buffer.concat(chunks))
      .rotate()
      .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer()
      .catch(() => {
        throw MediaErrors.raise('UPLOAD_IMAGE_UNREADABLE');
      });
    return this.storage.putPublic(mediaKeys.image(uploadId), image, 'image/webp');
  }

  private sizeLimits(): Record<MediaKindName, number> {
    const { videoMaxBytes, imageMaxBytes, documentMaxBytes } = this.config.media;
    return { video: videoMaxBytes, image: imageMaxBytes, document: documentMaxBytes };
  }

  private tooLarge(kind: MediaKindName): AppError {
    const noun: Record<MediaKindName, string> = { video: 'video', image: 'ảnh', document: 'tài liệu' };
    return MediaErrors.raise('UPLOAD_TOO_LARGE', `Upload thất bại: ${noun[kind]} không được lớn hơn ${formatBytes(this.sizeLimits()[kind])}.`);
  }

  private uploadError(error: unknown): unknown {
    if (error instanceof AppError) return error.code in MultipartErrors.catalogue ? this.asUploadFailure(error) : error;
    if (error instanceof UnsupportedMediaError) return MediaErrors.raise('UPLOAD_UNSUPPORTED_TYPE');
    if (error instanceof MediaTooLargeError) return this.tooLarge(error.kind);
    this.logger.error(`Upload lỗi: ${error instanceof Error ? error.stack : String(error)}`);
    return MediaErrors.raise('UPLOAD_FAILED');
  }

  /** SPEC §8: media upload errors read 'Upload thất bại: ...'; the reader's code and status stay. */
  private asUploadFailure(error: AppError): AppError {
    const { message } = error.getResponse() as { message: string };
    return new AppError(error.getStatus(), error.code, `Upload thất bại: ${message.charAt(0).toLocaleLowerCase('vi')}${message.slice(1)}`);
  }

  /** The client's file name, for display only: no folders, no control characters, at most 255 characters. */
  private cleanName(filename: string, extension: string): string {
    // eslint-disable-next-line no-control-regex
    const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
    return (base || `tep-tai-len.${extension}`).slice(0, 255);
  }

  /** Instructors see their own assets, admins everyone's; newest first; of the kinds asked for (all without). */
  async list(user: AuthUser, query: { page: number; limit: number; kind?: MediaKindName[] }): Promise<{ assets: MediaAssetView[]; pagination: Pagination }> {
    const where = { ownerId: ownerFilter(user), ...(query.kind?.length ? { kind: { in: query.kind } } : {}) };
    const [total, assets] = await Promise.all([
      this.prisma.mediaAsset.count({ where }),
      this.prisma.mediaAsset.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (query.page - 1) * query.limit,
        take: query.limit,
        include: { owner: { select: { name: true } } },
      }),
    ]);
    return {
      assets: assets.map(toMediaAssetView),
      pagination: paginationOf(query.page, query.limit, total),
    };
  }

  /**
   * Deletes an asset of the caller (admins: any) that no lecture uses (as its video or a resource), then its files. The media row
   * is locked first: a lecture being pointed at it meanwhile waits on that lock (foreign key) and
   * then fails, instead of silently losing its video.
   */
  async remove(user: AuthUser, mediaId: string): Promise<{ _id: string; message: string }> {
    const asset = await this.prisma.inTransaction(async (tx) => {
      const rows = await tx.$queryRaw<{ owner_id: string }[]>`SELECT owner_id FROM media_assets WHERE id = ${mediaId} FOR UPDATE`;
      requireOwnership(
        rows[0],
        (row) => row.owner_id,
        user,
        () => MediaErrors.raise('DELETE_NOT_FOUND'),
      );
      const found = await tx.mediaAsset.findUniqueOrThrow({ where: { id: mediaId } });
      const lecture = await tx.lecture.findFirst({
        where: { OR: [{ mediaAssetId: mediaId }, { resources: { some: { mediaAssetId: mediaId } } }] },
        select: { title: true, section: { select: { course: { select: { title: true } } } } },
      });
      if (lecture) {
        throw MediaErrors.raise('DELETE_IN_USE', `Xóa thất bại: tệp đang được dùng trong bài giảng "${lecture.title}" của khóa học "${lecture.section.course.title}".`);
      }
      await tx.mediaAsset.delete({ where: { id: mediaId } });
      return found;
    });
    await this.removeFiles(asset);
    return { _id: asset.id, message: 'Đã xóa tệp media.' };
  }

  /** Best effort: a file left behind is only wasted space (the admin storage browser can remove it). */
  private async removeFiles(asset: { id: string; storageKey: string; posterUrl: string | null }): Promise<void> {
    const results = await Promise.allSettled([
      this.storage.removePrefix('private', `${asset.storageKey.slice(0, asset.storageKey.lastIndexOf('/') + 1)}`),
      this.storage.removePrefix('private', mediaKeys.hlsFolder(asset.id)),
      this.storage.removePublic(asset.posterUrl),
    ]);
    for (const result of results) if (result.status === 'rejected') this.logger.warn(`Không xóa được tệp của media ${asset.id}: ${String(result.reason)}`);
  }
}
