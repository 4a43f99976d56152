import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { z } from 'zod';
import { toWebpCover } from '../../common/http/images';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { defineJob } from '../../jobs';
import { JobsService } from '../../jobs/jobs.service';
import { PrismaService } from '../../prisma/prisma.service';
import { StorageService } from '../../storage/storage.service';

/** Copies a new account's Google or Facebook picture into our storage (see ProviderAvatarService). */
export const IMPORT_PROVIDER_AVATAR_JOB = defineJob('auth.import-provider-avatar', z.object({ userId: z.string(), url: z.url() }));

/** The size of an uploaded avatar (UsersService): a copied picture is stored the same way. */
const AVATAR_SIZE = 256;
/** Profile pictures are tens of KB; anything past this is not one. */
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/**
 * Facebook's picture links (its CDN's signed URLs) stop working within days, and Google's may change:
 * the picture a provider gives at sign-up is copied once into our storage as the same 256 px WebP an
 * upload makes, by a job so the sign-in does not wait for it. Until then the provider's link is shown.
 * A picture the user chose meanwhile is never replaced.
 */
@Injectable()
export class ProviderAvatarService implements OnModuleInit {
  private readonly logger = new Logger(ProviderAvatarService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly storage: StorageService,
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.registerHandler(IMPORT_PROVIDER_AVATAR_JOB, (payload) => this.importPicture(payload.userId, payload.url));
  }

  async importPicture(userId: string, url: string): Promise<void> {
    // A network failure throws, so the job runs again later; an answer that is no picture ends here.
    const response = await fetch(url, { signal: AbortSignal.timeout(this.config.oauthTimeoutMs), redirect: 'follow' });
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (!response.ok || declared > MAX_PICTURE_BYTES) {
      this.logger.warn(`Không chép được ảnh đại diện của ${userId}: ${response.status}, ${declared} byte`);
      return;
    }
    const data = Buffer.from(await response.arrayBuffer());
    const image = data.length <= MAX_PICTURE_BYTES ? await toWebpCover(data, AVATAR_SIZE, AVATAR_SIZE) : null;
    if (!image) {
      this.logger.warn(`Ảnh đại diện của ${userId} từ nhà cung cấp không phải ảnh dùng được`);
      return;
    }
    const stored = await this.storage.putPublic(`avatars/${userId}-${Date.now()}.webp`, image);
    const { count } = await this.prisma.user.updateMany({ where: { id: userId, avatarUrl: url }, data: { avatarUrl: stored } });
    if (count === 0) await this.storage.removePublic(stored);
  }
}
