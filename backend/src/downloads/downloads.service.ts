import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/access/auth-user';
import { asciiFileName } from '../common/http/content-disposition';
import { lockUsers } from '../common/locks/row-locks';
import { startOfDay, vietnamDay } from '../common/time/vietnam-calendar';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CourseAccessTokens, courseReader } from '../learning';
import { LECTURE_RESOURCES_SELECT, type LectureResourceView, toResourceViews } from '../lecture-resources';
import { MediaFilesService } from '../media/media-files.service';
import { MediaPlaybackService } from '../media/media-playback.service';
import { formatBytes } from '../media/media.errors';
import { mediaKeys } from '../media';
import { type Db, PrismaService } from '../prisma/prisma.service';
import { StorageService } from '../storage/storage.service';
import type { DownloadInputDto, DownloadManifest, DownloadQuality, PermissionCheckInputDto } from './downloads.dto';
import { DownloadsErrors } from './downloads.errors';
import { parseMasterPlaylist } from './hls-variants';

/** What "around 30–60 MB for a 10-minute lecture" means: the quality nearest its middle is offered first. */
const RECOMMENDED_BYTES_PER_10_MINUTES = 45 * 1024 ** 2;
const FILE_LIST_LIMIT = 1000;

/**
 * Offline downloads, the server's side (docs/learning.md, "Offline downloads"): which files a lecture's
 * download needs, signed for the download; the devices a learner downloads to (a limit, revocable); the
 * bytes handed out a day (a limit); and the permission each download carries, renewed while online.
 */
@Injectable()
export class DownloadsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly storage: StorageService,
    private readonly playback: MediaPlaybackService,
    private readonly mediaFiles: MediaFilesService,
    private readonly courseAccess: CourseAccessTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** POST /api/learn/lectures/{id}/download: the manifest of one quality of the lecture's video, and of its resources. */
  async manifest(user: AuthUser, lectureId: string, input: DownloadInputDto, courseAccessToken?: string): Promise<DownloadManifest> {
    const lecture = await this.prisma.lecture.findUnique({
      where: { id: lectureId },
      select: {
        id: true,
        section: { select: { courseId: true } },
        mediaAsset: { select: { id: true, kind: true, status: true, durationSeconds: true } },
        resources: LECTURE_RESOURCES_SELECT,
      },
    });
    if (!lecture) throw DownloadsErrors.raise('LECTURE_NOT_FOUND');
    const courseId = lecture.section.courseId;
    await this.requireWatcher(user, courseId, courseAccessToken);
    const media = lecture.mediaAsset;
    if (!media || media.kind !== 'video') throw DownloadsErrors.raise('DOWNLOAD_NO_VIDEO');
    if (media.status !== 'ready') throw DownloadsErrors.raise('DOWNLOAD_NOT_READY');

    const qualities = await this.qualities(media.id, media.durationSeconds ?? 0);
    if (!qualities.length) throw DownloadsErrors.raise('DOWNLOAD_NOT_READY');
    const chosen = input.variant ? qualities.find((quality) => quality.variant === input.variant) : qualities.find((quality) => quality.recommended);
    if (!chosen) throw DownloadsErrors.raise('DOWNLOAD_QUALITY_UNKNOWN', `Chất lượng "${input.variant}" không có cho video này.`);

    const resources = toResourceViews(lecture.resources);
    const resourceBytes = resources.reduce((sum, resource) => sum + resource.sizeBytes, 0);
    const now = new Date();
    await this.grant(user.id, input, { lectureId, variant: chosen.variant, bytes: chosen.sizeBytes + resourceBytes }, now);
    const linksExpireAt = Math.floor(now.getTime() / 1000) + this.config.downloads.linkTtlSeconds;
    const files = [...(await this.signedFiles(media.id, chosen.variant, linksExpireAt)), ...this.resourceFiles(resources, linksExpireAt)];
    return {
      lectureId,
      courseId,
      mediaId: media.id,
      variant: chosen.variant,
      height: chosen.height,
      qualities,
      files,
      totalBytes: files.reduce((sum, file) => sum + file.sizeBytes, 0),
      permissionExpiresAt: this.permissionExpiry(now).toISOString(),
      linksExpireAt: new Date(linksExpireAt * 1000).toISOString(),
    };
  }

  /**
   * GET /api/learn/courses/{id}/downloads/sizes: what each quality of each video lecture weighs, for the app
   * to show before a lecture, a section or the whole course is downloaded. Sizes are no secret: the course's
   * readers get them without the face check, which the download itself still needs.
   */
  async sizes(user: AuthUser, courseId: string): Promise<{ lectures: { lectureId: string; qualities: DownloadQuality[]; resourceBytes: number }[] }> {
    const reader = await courseReader(this.prisma, user, courseId);
    if (reader === 'ended') throw DownloadsErrors.raise('DOWNLOAD_ACCESS_ENDED');
    if (!reader) throw DownloadsErrors.raise('DOWNLOAD_FORBIDDEN');
    const lectures = await this.prisma.lecture.findMany({
      where: { section: { courseId }, mediaAsset: { kind: 'video', status: 'ready' } },
      orderBy: [{ section: { position: 'asc' } }, { position: 'asc' }],
      select: { id: true, mediaAsset: { select: { id: true, durationSeconds: true } }, resources: LECTURE_RESOURCES_SELECT },
    });
    const sized = [];
    // One lecture at a time: a long course must not open hundreds of listings of the store at once.
    for (const lecture of lectures) {
      const qualities = lecture.mediaAsset ? await this.qualities(lecture.mediaAsset.id, lecture.mediaAsset.durationSeconds ?? 0) : [];
      const resourceBytes = toResourceViews(lecture.resources).reduce((sum, resource) => sum + resource.sizeBytes, 0);
      if (qualities.length) sized.push({ lectureId: lecture.id, qualities, resourceBytes });
    }
    return { lectures: sized };
  }

  /**
   * The device is registered (or seen again) and the day's volume counted, under the user's row lock:
   * two downloads started at once on a fourth device, or past the day's volume, cannot both get through.
   * The same lecture and quality again the same day (a resumed download) counts once.
   */
  private async grant(userId: string, input: DownloadInputDto, item: { lectureId: string; variant: string; bytes: number }, now: Date): Promise<void> {
    const day = startOfDay(vietnamDay(now));
    await this.prisma.inTransaction(async (tx) => {
      await lockUsers(tx, [userId]);
      const device = await this.registerDevice(tx, userId, input, now);
      const key = { userId_day_lectureId_variant: { userId, day, lectureId: item.lectureId, variant: item.variant } };
      if (await tx.downloadGrant.findUnique({ where: key, select: { userId: true } })) return;
      const used = await tx.downloadGrant.aggregate({ where: { userId, day }, _sum: { bytes: true } });
      const limit = this.config.downloads.dailyBytes;
      if (Number(used._sum.bytes ?? 0n) + item.bytes > limit) {
        throw DownloadsErrors.raise('DOWNLOAD_DAILY_LIMIT', `Bạn đã tải gần hết ${formatBytes(limit)} cho phép trong hôm nay. Vui lòng tải tiếp vào ngày mai.`);
      }
      await tx.downloadGrant.create({ data: { userId, day, lectureId: item.lectureId, variant: item.variant, deviceId: device.id, bytes: BigInt(item.bytes) } });
    });
  }

  private async registerDevice(tx: Db, userId: string, input: DownloadInputDto, now: Date) {
    const known = await tx.downloadDevice.findUnique({ where: { userId_deviceKey: { userId, deviceKey: input.deviceId } } });
    if (known && !known.revokedAt) return tx.downloadDevice.update({ where: { id: known.id }, data: { lastSeenAt: now }, select: { id: true } });
    // A new device, or one removed in settings (its downloads were deleted when it next went online):
    // either takes a free slot.
    const active = await tx.downloadDevice.count({ where: { userId, revokedAt: null } });
    const limit = this.config.downloads.deviceLimit;
    if (active >= limit) {
      throw DownloadsErrors.raise('DOWNLOAD_DEVICE_LIMIT', `Bạn đã tải bài giảng về ${limit} thiết bị, mức tối đa. Gỡ một thiết bị trong Cài đặt để tải về thiết bị này.`);
    }
    const name = input.deviceName ?? 'Thiết bị không tên';
    if (known) return tx.downloadDevice.update({ where: { id: known.id }, data: { revokedAt: null, name, createdAt: now, lastSeenAt: now }, select: { id: true } });
    return tx.downloadDevice.create({ data: { userId, deviceKey: input.deviceId, name, lastSeenAt: now }, select: { id: true } });
  }

  /** Enrolled students past the face check (like the video itself), the course's instructor, admins. */
  private async requireWatcher(user: AuthUser, courseId: string, courseAccessToken?: string): Promise<void> {
    const reader = await courseReader(this.prisma, user, courseId);
    if (reader === 'ended') throw DownloadsErrors.raise('DOWNLOAD_ACCESS_ENDED');
    if (!reader) throw DownloadsErrors.raise('DOWNLOAD_FORBIDDEN');
    if (!reader.teaches && this.courseAccess.check(courseAccessToken, user.id, courseId) !== 'ok') throw DownloadsErrors.raise('COURSE_ACCESS_INVALID');
  }

  /** Each rendition with the bytes of its playlist and segments, from the store's listing (nothing is read). */
  private async qualities(mediaId: string, seconds: number): Promise<DownloadQuality[]> {
    const master = await this.readText(mediaKeys.playlist(mediaId));
    if (!master) return [];
    const variants = parseMasterPlaylist(master);
    const sized = await Promise.all(
      variants.map(async (variant) => {
        const files = await this.variantFiles(mediaId, variant.variant);
        return { ...variant, sizeBytes: files.reduce((sum, file) => sum + file.size, 0), seconds };
      }),
    );
    const per10Minutes = (quality: { sizeBytes: number; seconds: number }) => (quality.seconds > 0 ? (quality.sizeBytes / quality.seconds) * 600 : quality.sizeBytes);
    const recommended = sized.reduce((best, quality) =>
      Math.abs(per10Minutes(quality) - RECOMMENDED_BYTES_PER_10_MINUTES) < Math.abs(per10Minutes(best) - RECOMMENDED_BYTES_PER_10_MINUTES) ? quality : best,
    );
    return sized.map(({ variant, height, sizeBytes }) => ({ variant, height, sizeBytes, recommended: variant === recommended.variant }));
  }

  private async variantFiles(mediaId: string, variant: string) {
    const listing = await this.storage.list('private', { prefix: `${mediaKeys.hlsFolder(mediaId)}${variant}/`, limit: FILE_LIST_LIMIT });
    return listing.files.filter((file) => /\.(m3u8|ts)$/.test(file.key)).sort((a, b) => a.key.localeCompare(b.key));
  }

  /**
   * The playlist (as written, through the API, behind the playback signature) and every segment (the
   * API, or straight from the bucket with S3), each with its size; valid until `expiresAtSeconds`.
   */
  private async signedFiles(mediaId: string, variant: string, expiresAtSeconds: number): Promise<DownloadManifest['files']> {
    const folder = mediaKeys.hlsFolder(mediaId);
    const query = this.playback.signer.query(mediaId, expiresAtSeconds);
    const secondsLeft = expiresAtSeconds - Math.floor(Date.now() / 1000);
    const files = await this.variantFiles(mediaId, variant);
    return Promise.all(
      files.map(async (file) => {
        const path = file.key.slice(folder.length);
        const viaApi = `/api/media/hls/${mediaId}/${path}?${query}`;
        const direct = path.endsWith('.ts')
          ? await this.storage.signedUrl('private', file.key, { expiresInSeconds: secondsLeft, cacheControl: 'private, max-age=3600' })
          : undefined;
        return { path, url: direct ?? (path.endsWith('.m3u8') ? `${viaApi}&copy=1` : viaApi), sizeBytes: file.size };
      }),
    );
  }

  /**
   * The lecture's resources (PDFs…), each through its signed file link, valid as long as the video's;
   * kept on the device under resources/<media id>/<name in ASCII>, beside the video.
   */
  private resourceFiles(resources: LectureResourceView[], expiresAtSeconds: number): DownloadManifest['files'] {
    return resources.map((resource) => ({
      path: `resources/${resource._id}/${asciiFileName(resource.name).replace(/^\.+/, '') || 'tai-lieu'}`,
      url: this.mediaFiles.link(resource._id, expiresAtSeconds).url,
      sizeBytes: resource.sizeBytes,
      resource: { mediaId: resource._id, name: resource.name, mimeType: resource.mimeType },
    }));
  }

  private async readText(key: string): Promise<string | null> {
    const stream = await this.storage.get('private', key);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  private permissionExpiry(now: Date): Date {
    return new Date(now.getTime() + this.config.downloads.permissionDays * 24 * 3600 * 1000);
  }

  /**
   * POST /api/learn/downloads/permissions: the app, online, renews the permission of what it keeps. A
   * lecture the learner may no longer watch (refunded in full, the course gone) comes back not allowed:
   * the app deletes its files. A revoked device gets nothing renewed.
   */
  async renew(user: AuthUser, input: PermissionCheckInputDto): Promise<{ lectures: { lectureId: string; allowed: boolean; permissionExpiresAt: string | null }[] }> {
    const device = await this.prisma.downloadDevice.findUnique({ where: { userId_deviceKey: { userId: user.id, deviceKey: input.deviceId } } });
    const deviceAllowed = device !== null && device.revokedAt === null;
    if (device && deviceAllowed) await this.prisma.downloadDevice.update({ where: { id: device.id }, data: { lastSeenAt: new Date() } });
    const lectures = await this.prisma.lecture.findMany({ where: { id: { in: input.lectureIds } }, select: { id: true, section: { select: { courseId: true } } } });
    const courseOf = new Map(lectures.map((lecture) => [lecture.id, lecture.section.courseId]));
    const readers = new Map<string, boolean>();
    for (const courseId of new Set(courseOf.values())) {
      const reader = await courseReader(this.prisma, user, courseId);
      readers.set(courseId, reader !== null && reader !== 'ended');
    }
    const expiry = this.permissionExpiry(new Date()).toISOString();
    return {
      lectures: input.lectureIds.map((lectureId) => {
        const courseId = courseOf.get(lectureId);
        const allowed = deviceAllowed && courseId !== undefined && readers.get(courseId) === true;
        return { lectureId, allowed, permissionExpiresAt: allowed ? expiry : null };
      }),
    };
  }

  /** GET /api/learn/downloads/devices: the learner's download devices, for /settings. */
  async devices(user: AuthUser) {
    const rows = await this.prisma.downloadDevice.findMany({ where: { userId: user.id, revokedAt: null }, orderBy: { lastSeenAt: 'desc' } });
    return {
      limit: this.config.downloads.deviceLimit,
      devices: rows.map((row) => ({ _id: row.id, deviceId: row.deviceKey, name: row.name, createdAt: row.createdAt.toISOString(), lastSeenAt: row.lastSeenAt.toISOString() })),
    };
  }

  /**
   * DELETE /api/learn/downloads/devices/{id}: a slot frees up; that device's downloads are no longer renewed
   * (the app deletes them when it next goes online), and it takes a slot again only if it downloads anew.
   */
  async revokeDevice(user: AuthUser, id: string): Promise<{ message: string }> {
    const revoked = await this.prisma.downloadDevice.updateMany({ where: { id, userId: user.id, revokedAt: null }, data: { revokedAt: new Date() } });
    if (!revoked.count) throw DownloadsErrors.raise('DOWNLOAD_DEVICE_NOT_FOUND');
    return { message: 'Đã gỡ thiết bị. Bài giảng đã tải trên thiết bị đó sẽ bị xóa khi thiết bị có mạng.' };
  }
}
