import crypto from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client';
import { toWebpCover } from '../common/http/images';
import type { UploadedFile } from '../common/http/multipart';
import { CatalogueCache } from '../courses';
import { retryOnUniqueViolation } from '../prisma/prisma-errors';
import { PrismaService } from '../prisma/prisma.service';
import { StorageService } from '../storage/storage.service';
import { ContentErrors } from './content.errors';
import { homeBlocksSchema, type HomeBlock } from './home-page.dto';

const HOME_KEY = 'home';
/** The hero picture is shown at most 600 px wide, at 2x for sharp screens. */
const HERO_IMAGE_SIZE = [1200, 900] as const;

interface EditableHomePage {
  draft: HomeBlock[] | null;
  published: HomeBlock[] | null;
  publishedAt: string | null;
  updatedAt: string | null;
}

// Stored JSON is read back through the schema, so a block type retired later never reaches the PWA.
const blocksOf = (value: Prisma.JsonValue | null | undefined): HomeBlock[] | null => {
  const parsed = homeBlocksSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * The home page's editable blocks (hero, featured courses) as admins arrange them in /admin/edit:
 * saved as a draft, shown to visitors only once published.
 */
@Injectable()
export class HomePageService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly storage: StorageService,
    private readonly catalogue: CatalogueCache,
  ) {}

  async published(): Promise<{ blocks: HomeBlock[] | null; publishedAt: string | null }> {
    const row = await this.prisma.pageContent.findUnique({ where: { key: HOME_KEY }, select: { published: true, publishedAt: true } });
    return { blocks: blocksOf(row?.published), publishedAt: row?.publishedAt?.toISOString() ?? null };
  }

  async editable(): Promise<EditableHomePage> {
    const row = await this.prisma.pageContent.findUnique({ where: { key: HOME_KEY } });
    return {
      draft: blocksOf(row?.draft),
      published: blocksOf(row?.published),
      publishedAt: row?.publishedAt?.toISOString() ?? null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  async saveDraft(blocks: HomeBlock[]): Promise<EditableHomePage> {
    // Prisma's upsert reads then writes: the first two saves at once both insert, and the loser's second pass updates.
    await retryOnUniqueViolation(
      'PRIMARY',
      () => this.prisma.pageContent.upsert({ where: { key: HOME_KEY }, create: { key: HOME_KEY, draft: blocks }, update: { draft: blocks } }),
      2,
    );
    return this.editable();
  }

  async publish(): Promise<EditableHomePage> {
    const row = await this.prisma.pageContent.findUnique({ where: { key: HOME_KEY }, select: { draft: true } });
    const draft = blocksOf(row?.draft);
    if (!draft) throw ContentErrors.raise('NOTHING_TO_PUBLISH');
    await this.prisma.pageContent.update({ where: { key: HOME_KEY }, data: { published: draft, publishedAt: new Date() } });
    // Visitors' rendered home page is kept with the catalogue answers (seo/first-html.service.ts): drop it.
    this.catalogue.clear();
    return this.editable();
  }

  /** A picture for a block, checked by content and stored at the size the page shows it. */
  async storeImage(file: UploadedFile | undefined): Promise<{ url: string }> {
    if (!file) throw ContentErrors.raise('HOME_IMAGE_REQUIRED');
    const image = await toWebpCover(file.data, HERO_IMAGE_SIZE[0], HERO_IMAGE_SIZE[1]);
    if (!image) throw ContentErrors.raise('HOME_IMAGE_INVALID');
    return { url: await this.storage.putPublic(`home/${crypto.randomUUID()}.webp`, image) };
  }
}
