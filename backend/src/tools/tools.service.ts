import crypto from 'node:crypto';
import { paginationOf } from '../common/http/responses';
import { Injectable, Logger } from '@nestjs/common';
import { MultipartForm, parseJsonField } from '../common/http/multipart';
import { toWebpCover } from '../common/http/images';
import { pickFreeSlug, slugify } from '../common/text/slug';
import { isForeignKeyViolation, retryOnUniqueViolation } from '../prisma/prisma-errors';
import { Db, Prisma, PrismaService } from '../prisma/prisma.service';
import { StorageService } from '../storage/storage.service';
import { ToolCard, ToolDetail, ToolInput, toolInputSchema, ToolsQueryDto } from './tools.dto';
import { ToolsErrors } from './tools.errors';

export const TOOL_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const THUMBNAIL_SIZE = [800, 450] as const;
const WITH_PLANS = { plans: { orderBy: { position: 'asc' } } } satisfies Prisma.ToolInclude;
type ToolRow = Prisma.ToolGetPayload<{ include: typeof WITH_PLANS }>;

function toCard(row: ToolRow): ToolCard {
  const prices = row.plans.map((plan) => Number(plan.price));
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    shortDescription: row.shortDescription,
    thumbnailUrl: row.thumbnailUrl,
    isActive: row.isActive,
    priceFrom: prices.length ? Math.min(...prices) : null,
    currency: 'VND',
    plansCount: row.plans.length,
  };
}

function toDetail(row: ToolRow): ToolDetail {
  return {
    ...toCard(row),
    description: row.description,
    plans: row.plans.map((plan) => ({
      _id: plan.id,
      name: plan.name,
      price: Number(plan.price),
      durationDays: plan.durationDays,
      features: Array.isArray(plan.features) ? plan.features.filter((item): item is string => typeof item === 'string') : [],
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

@Injectable()
export class ToolsService {
  private readonly logger = new Logger(ToolsService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly storage: StorageService,
  ) {}

  /** Public list: active tools only, newest first. */
  async list(query: ToolsQueryDto) {
    const { tools, pagination } = await this.page({ isActive: true }, query);
    return { tools: tools.map(toCard), pagination };
  }

  /** Admin list: every tool, inactive ones too, with plans and description for the edit form. */
  async listAll(query: ToolsQueryDto) {
    const { tools, pagination } = await this.page({}, query);
    return { tools: tools.map(toDetail), pagination };
  }

  async detail(slug: string) {
    const tool = await this.prisma.tool.findFirst({ where: { slug, isActive: true }, include: WITH_PLANS });
    if (!tool) throw ToolsErrors.raise('TOOL_NOT_FOUND');
    return { tool: toDetail(tool) };
  }

  async create(form: MultipartForm) {
    const input = parseJsonField(form, 'data', toolInputSchema);
    const thumbnailUrl = await this.storeThumbnail(form);
    try {
      // Two tools named alike at once: the loser of the slug race runs again and takes the next free slug.
      const id = await retryOnUniqueViolation('tools_slug_key', () =>
        this.prisma.inTransaction(async (tx) => {
          const tool = await tx.tool.create({ data: { ...this.fields(input), slug: await this.freeSlug(tx, input.name), thumbnailUrl }, select: { id: true } });
          await this.syncPlans(tx, tool.id, input.plans);
          return tool.id;
        }),
      );
      return { tool: await this.load(id) };
    } catch (error) {
      await this.dropFile(thumbnailUrl);
      throw error;
    }
  }

  /** Replaces the tool and its plans; plans sent with their `_id` keep it (discount codes point at plan ids). */
  async update(id: string, form: MultipartForm) {
    const existing = await this.prisma.tool.findUnique({ where: { id }, select: { thumbnailUrl: true } });
    if (!existing) throw ToolsErrors.raise('TOOL_NOT_FOUND');
    const input = parseJsonField(form, 'data', toolInputSchema);
    const thumbnailUrl = await this.storeThumbnail(form);
    try {
      await this.prisma.inTransaction(async (tx) => {
        await tx.tool.update({ where: { id }, data: { ...this.fields(input), ...(thumbnailUrl ? { thumbnailUrl } : {}) } });
        await this.syncPlans(tx, id, input.plans);
      });
    } catch (error) {
      await this.dropFile(thumbnailUrl);
      throw error;
    }
    if (thumbnailUrl) await this.dropFile(existing.thumbnailUrl);
    return { tool: await this.load(id) };
  }

  async remove(id: string) {
    const existing = await this.prisma.tool.findUnique({ where: { id }, select: { thumbnailUrl: true } });
    if (!existing) throw ToolsErrors.raise('TOOL_NOT_FOUND');
    try {
      await this.prisma.tool.delete({ where: { id } });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw ToolsErrors.raise('DELETE_FAILED');
      throw error;
    }
    await this.dropFile(existing.thumbnailUrl);
    return { _id: id };
  }

  private async page(scope: Prisma.ToolWhereInput, query: ToolsQueryDto) {
    const search = query.search || query.searchTerm;
    const where: Prisma.ToolWhereInput = { ...scope, name: search ? { contains: search } : undefined };
    const [totalItems, tools] = await Promise.all([
      this.prisma.tool.count({ where }),
      this.prisma.tool.findMany({ where, include: WITH_PLANS, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.limit, take: query.limit }),
    ]);
    return { tools, pagination: paginationOf(query.page, query.limit, totalItems) };
  }

  private fields(input: ToolInput) {
    return { name: input.name, shortDescription: input.shortDescription, description: input.description, isActive: input.isActive };
  }

  private async syncPlans(tx: Db, toolId: string, plans: ToolInput['plans']): Promise<void> {
    const known = new Set((await tx.toolPlan.findMany({ where: { toolId }, select: { id: true } })).map((plan) => plan.id));
    const seen = new Set<string>();
    for (const plan of plans) {
      if (!plan._id) continue;
      if (!known.has(plan._id)) throw ToolsErrors.raise('PLAN_NOT_IN_TOOL');
      if (seen.has(plan._id)) throw ToolsErrors.raise('DUPLICATE_PLAN_ID');
      seen.add(plan._id);
    }
    const kept: string[] = [];
    for (const [position, plan] of plans.entries()) {
      const data = { name: plan.name, price: BigInt(plan.price), durationDays: plan.durationDays, features: plan.features, position };
      if (plan._id) await tx.toolPlan.update({ where: { id: plan._id }, data });
      kept.push(plan._id ?? (await tx.toolPlan.create({ data: { ...data, toolId }, select: { id: true } })).id);
    }
    await tx.toolPlan.deleteMany({ where: { toolId, id: { notIn: kept } } });
  }

  private async storeThumbnail(form: MultipartForm): Promise<string | undefined> {
    const file = form.files.get('thumbnail');
    if (!file) return undefined;
    const image = await toWebpCover(file.data, THUMBNAIL_SIZE[0], THUMBNAIL_SIZE[1]);
    if (!image) throw ToolsErrors.raise('IMAGE_INVALID');
    return this.storage.putPublic(`tools/${crypto.randomUUID()}.webp`, image);
  }

  private async dropFile(url: string | null | undefined): Promise<void> {
    await this.storage.removePublic(url).catch((error: unknown) => this.logger.warn(`Không xóa được tệp ${url}: ${String(error)}`));
  }

  private async freeSlug(db: Db, name: string): Promise<string> {
    const base = slugify(name) || 'phan-mem';
    const taken = await db.tool.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } });
    return pickFreeSlug(
      base,
      taken.map((row) => row.slug),
    );
  }

  private async load(id: string): Promise<ToolDetail> {
    const tool = await this.prisma.tool.findUnique({ where: { id }, include: WITH_PLANS });
    if (!tool) throw ToolsErrors.raise('TOOL_NOT_FOUND');
    return toDetail(tool);
  }
}
