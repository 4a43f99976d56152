import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { attachmentDisposition } from '../common/http/content-disposition';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PrismaService } from '../prisma/prisma.service';
import { StorageService } from '../storage/storage.service';
import { MediaErrors } from './media.errors';
import { MediaUrlSigner } from './media-signer';

export const FILE_ROUTE_PREFIX = '/api/media/files';

const MEDIA_ID = /^[0-9A-Za-z-]{1,36}$/;

/** A resource to send: from the bucket (S3, a presigned URL) or streamed from local disk. */
export type MediaFile = { redirectTo: string } | { stream: Readable; contentType: string; contentDisposition: string; sizeBytes: number };

/**
 * Download links of lecture resources (documents and images of the library). Whoever hands out a link
 * has checked access (LectureResourcesService); the link's signature is then the authorisation, for a
 * few minutes. Signed over `file:<mediaId>`, so a video's playback signature never opens its original.
 */
@Injectable()
export class MediaFilesService {
  private readonly signer: MediaUrlSigner;

  constructor(
    private readonly prisma: PrismaService,
    private readonly storage: StorageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.signer = new MediaUrlSigner(config.media.signingSecret);
  }

  /** The download link of a media file, valid for RESOURCE_LINK_TTL_SECONDS (tests pass a past expiry). */
  link(mediaId: string, expiresAtSeconds = Math.floor(Date.now() / 1000) + this.config.media.resourceLinkTtlSeconds): { url: string; expiresAt: string } {
    return { url: `${FILE_ROUTE_PREFIX}/${mediaId}?${this.signer.query(`file:${mediaId}`, expiresAtSeconds)}`, expiresAt: new Date(expiresAtSeconds * 1000).toISOString() };
  }

  /** GET /api/media/files/{mediaId}?exp&sig: the stored original, as an attachment under its name. */
  async serve(mediaId: string, exp: unknown, sig: unknown): Promise<MediaFile> {
    const check = MEDIA_ID.test(mediaId) ? this.signer.verify(`file:${mediaId}`, exp, sig) : 'invalid';
    if (check === 'expired') throw MediaErrors.raise('FILE_LINK_EXPIRED');
    if (check !== 'ok') throw MediaErrors.raise('FILE_LINK_INVALID');
    const asset = await this.prisma.mediaAsset.findUnique({
      where: { id: mediaId },
      select: { kind: true, originalName: true, mimeType: true, sizeBytes: true, storageKey: true },
    });
    if (!asset || asset.kind === 'video') throw MediaErrors.raise('FILE_NOT_FOUND');
    const contentDisposition = attachmentDisposition(asset.originalName);
    const direct = await this.storage.signedUrl('private', asset.storageKey, {
      expiresInSeconds: Math.max(1, Number(exp) - Math.floor(Date.now() / 1000)),
      contentType: asset.mimeType,
      cacheControl: 'private, no-store',
      contentDisposition,
    });
    if (direct) return { redirectTo: direct };
    const stream = await this.storage.get('private', asset.storageKey);
    if (!stream) throw MediaErrors.raise('FILE_NOT_FOUND');
    return { stream, contentType: asset.mimeType, contentDisposition, sizeBytes: Number(asset.sizeBytes) };
  }
}
