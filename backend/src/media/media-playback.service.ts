import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { AuthUser } from '../common/access/auth-user';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CourseAccessTokens } from '../learning';
import { PrismaService } from '../prisma/prisma.service';
import { StorageService } from '../storage/storage.service';
import { MediaErrors } from './media.errors';
import { mediaKeys } from './media-keys';
import { MediaUrlSigner, playlistUris, signPlaylist } from './media-signer';
import { mayActOn } from '../common/access/ownership';

export const HLS_ROUTE_PREFIX = '/api/media/hls';

const MEDIA_ID = /^[0-9A-Za-z-]{1,36}$/;
const VARIANT = /^v\d{1,2}$/;
const HLS_FILE = /^[A-Za-z0-9_-]{1,64}\.(m3u8|ts)$/;
const CONTENT_TYPES = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t' } as const;

/** Seconds a cache may keep an HLS file or redirect (never past the signature's expiry). */
interface Cacheable {
  maxAgeSeconds: number;
}

/** An HLS file the API sends, or (S3) a redirect to a segment's signed URL on the bucket. */
export type HlsFile = Cacheable & ({ contentType: string; body: Buffer | Readable } | { redirectTo: string });

/**
 * Who may watch what, and the signed URLs that carry that decision to the HLS files. Private video
 * files are served only with a valid signature: the signature is the authorisation.
 */
@Injectable()
export class MediaPlaybackService {
  readonly signer: MediaUrlSigner;
  private readonly courseAccess: CourseAccessTokens;

  constructor(
    private readonly prisma: PrismaService,
    private readonly storage: StorageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.signer = new MediaUrlSigner(config.media.signingSecret);
    this.courseAccess = new CourseAccessTokens(config.learning.courseAccessSecret, config.learning.courseAccessTtlSeconds);
  }

  /**
   * POST /api/media/playback-url: a short-lived signed URL of the master playlist, after the access check.
   * `courseAccessToken` is the X-Course-Access-Token header (the face check), needed by enrolled students.
   */
  async createPlaybackUrl(user: AuthUser | undefined, mediaId: string, courseId?: string, courseAccessToken?: string): Promise<{ playbackUrl: string; expiresAt: string }> {
    const asset = await this.prisma.mediaAsset.findUnique({ where: { id: mediaId }, select: { id: true, ownerId: true, kind: true, status: true } });
    if (!asset) throw MediaErrors.raise('MEDIA_NOT_FOUND');
    if (!(await this.mayWatch(user, asset, courseId, courseAccessToken))) throw MediaErrors.raise('PLAYBACK_FORBIDDEN');
    if (asset.kind !== 'video') throw MediaErrors.raise('PLAYBACK_NOT_VIDEO');
    if (asset.status === 'failed') throw MediaErrors.raise('PLAYBACK_FAILED_MEDIA');
    if (asset.status !== 'ready') throw MediaErrors.raise('PLAYBACK_NOT_READY');
    const expiresAt = Math.floor(Date.now() / 1000) + this.config.media.playbackUrlTtlSeconds;
    return { playbackUrl: this.signedPlaylistUrl(asset.id, expiresAt), expiresAt: new Date(expiresAt * 1000).toISOString() };
  }

  /** The signed URL of a media's master playlist valid until `expiresAtSeconds` (tests sign past expiries with it). */
  signedPlaylistUrl(mediaId: string, expiresAtSeconds: number): string {
    return `${HLS_ROUTE_PREFIX}/${mediaId}/master.m3u8?${this.signer.query(mediaId, expiresAtSeconds)}`;
  }

  /**
   * Owner and admins always; anyone for a free-preview lecture of a published course; students enrolled
   * in the named course who passed its face check (a valid course access token).
   */
  private async mayWatch(user: AuthUser | undefined, asset: { id: string; ownerId: string }, courseId?: string, courseAccessToken?: string): Promise<boolean> {
    if (user && mayActOn(user, asset.ownerId)) return true;
    if (await this.isFreePreview(asset.id, courseId)) return true;
    if (!user || !courseId || this.courseAccess.check(courseAccessToken, user.id, courseId) !== 'ok') return false;
    return this.isEnrolledStudentOf(user.id, asset.id, courseId);
  }

  private async isFreePreview(mediaId: string, courseId?: string): Promise<boolean> {
    const lecture = await this.prisma.lecture.findFirst({
      where: { mediaAssetId: mediaId, isFreePreview: true, section: { course: { status: 'published', ...(courseId ? { id: courseId } : {}) } } },
      select: { id: true },
    });
    return lecture !== null;
  }

  /**
   * Whether the user is enrolled in the course and one of its lectures uses this media. Whatever the
   * course's status, like its content (GET /api/learn/{slug}/content): what a student bought stays theirs.
   */
  protected async isEnrolledStudentOf(userId: string, mediaId: string, courseId: string): Promise<boolean> {
    const [enrollment, lecture] = await Promise.all([
      this.prisma.enrollment.findUnique({ where: { userId_courseId: { userId, courseId } }, select: { id: true } }),
      this.prisma.lecture.findFirst({ where: { mediaAssetId: mediaId, section: { courseId } }, select: { id: true } }),
    ]);
    return enrollment !== null && lecture !== null;
  }

  /**
   * GET /api/media/hls/:mediaId/[variant/]file?exp&sig[&copy=1]: checks the signature, then serves the file.
   * Playlists are rewritten so each listed file carries the same signature. With S3 the listed
   * segments are presigned URLs of the bucket instead, valid as long as the signature: the video
   * bytes go from the bucket to the player and the API never streams them.
   */
  async serveHls(mediaId: string, segments: string[], exp: unknown, sig: unknown, asWritten = false): Promise<HlsFile> {
    const check = MEDIA_ID.test(mediaId) ? this.signer.verify(mediaId, exp, sig) : 'invalid';
    if (check === 'expired') throw MediaErrors.raise('PLAYBACK_SIGNATURE_EXPIRED');
    if (check !== 'ok') throw MediaErrors.raise('PLAYBACK_SIGNATURE_INVALID');
    const file = segments[segments.length - 1];
    const folders = segments.slice(0, -1);
    if (!HLS_FILE.test(file) || folders.length > 1 || !folders.every((folder) => VARIANT.test(folder))) throw MediaErrors.raise('HLS_FILE_NOT_FOUND');
    const key = `${mediaKeys.hlsFolder(mediaId)}${[...folders, file].join('/')}`;
    const secondsLeft = Number(exp) - Math.floor(Date.now() / 1000);
    const maxAgeSeconds = Math.max(0, Math.min(secondsLeft, 3600));
    if (file.endsWith('.ts')) {
      // S3: a player holding an API segment URL is sent to the bucket; nothing is read here.
      const direct = await this.segmentUrl(key, secondsLeft, maxAgeSeconds);
      if (direct) return { redirectTo: direct, maxAgeSeconds };
      const body = await this.storage.get('private', key);
      if (!body) throw MediaErrors.raise('HLS_FILE_NOT_FOUND');
      return { contentType: CONTENT_TYPES.ts, body, maxAgeSeconds };
    }
    const body = await this.storage.get('private', key);
    if (!body) throw MediaErrors.raise('HLS_FILE_NOT_FOUND');
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    // An offline download keeps the playlist beside its segments: its relative URIs must stay relative.
    if (asWritten) return { contentType: CONTENT_TYPES.m3u8, body: Buffer.from(text, 'utf8'), maxAgeSeconds };
    const folder = `${mediaKeys.hlsFolder(mediaId)}${folders.map((name) => `${name}/`).join('')}`;
    const directUrls = new Map<string, string>();
    await Promise.all(
      playlistUris(text)
        .filter((uri) => HLS_FILE.test(uri) && uri.endsWith('.ts'))
        .map(async (uri) => {
          const url = await this.segmentUrl(`${folder}${uri}`, secondsLeft, maxAgeSeconds);
          if (url) directUrls.set(uri, url);
        }),
    );
    const playlist = signPlaylist(text, this.signer.query(mediaId, Number(exp)), directUrls);
    return { contentType: CONTENT_TYPES.m3u8, body: Buffer.from(playlist, 'utf8'), maxAgeSeconds };
  }

  /** A segment's presigned URL on the bucket, expiring with the playback signature; undefined with local storage. */
  private segmentUrl(key: string, secondsLeft: number, maxAgeSeconds: number): Promise<string | undefined> {
    return this.storage.signedUrl('private', key, { expiresInSeconds: secondsLeft, cacheControl: `private, max-age=${maxAgeSeconds}` });
  }
}
