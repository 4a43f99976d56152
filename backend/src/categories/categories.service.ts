import { Injectable } from '@nestjs/common';
import { pickFreeSlug, slugify } from '../common/text/slug';
import { isForeignKeyViolation, isUniqueViolation, retryOnUniqueViolation } from '../prisma/prisma-errors';
import { Db, PrismaService } from '../prisma/prisma.service';
import { CategoryInputDto, CategoryView } from './categories.dto';
import { CategoriesErrors } from './categories.errors';

type CategoryRow = { id: string; name: string; slug: string; description: string | null; isActive: boolean; createdAt: Date; updatedAt: Date; _count: { courses: number } };

const WITH_COUNT = { _count: { select: { courses: true } } } as const;

function toCategory(row: CategoryRow): CategoryView {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    isActive: row.isActive,
    coursesCount: row._count.courses,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

@Injectable()
export class CategoriesService {
  constructor(private readonly prisma: PrismaService) {}

  async list(isActive: boolean | undefined) {
    const rows = await this.prisma.category.findMany({ where: { isActive }, orderBy: { name: 'asc' }, include: WITH_COUNT });
    return { categories: rows.map(toCategory) };
  }

  /** The slug follows the name at creation and on rename (categories are linked by id, not slug). */
  async create(input: CategoryInputDto) {
    const category = await this.saving(() =>
      this.prisma.inTransaction(async (tx) => {
        const slug = await this.freeSlug(tx, input.name);
        return tx.category.create({ data: { name: input.name, slug, description: input.description, isActive: input.isActive ?? true }, include: WITH_COUNT });
      }),
    );
    return { category: toCategory(category) };
  }

  async update(id: string, input: CategoryInputDto) {
    const existing = await this.findOrFail(id);
    const category = await this.saving(() =>
      this.prisma.inTransaction(async (tx) => {
        const slug = existing.name === input.name ? existing.slug : await this.freeSlug(tx, input.name, id);
        return tx.category.update({ where: { id }, data: { name: input.name, slug, description: input.description, isActive: input.isActive }, include: WITH_COUNT });
      }),
    );
    return { category: toCategory(category) };
  }

  async toggleActive(id: string) {
    const existing = await this.findOrFail(id);
    const category = await this.prisma.category.update({ where: { id }, data: { isActive: !existing.isActive }, include: WITH_COUNT });
    return { category: toCategory(category) };
  }

  async remove(id: string) {
    const existing = await this.findOrFail(id);
    if (existing._count.courses > 0) throw CategoriesErrors.raise('CATEGORY_HAS_COURSES');
    try {
      await this.prisma.category.delete({ where: { id } });
    } catch (error) {
      // A course added to it since the check: the foreign key (ON DELETE RESTRICT) refuses the delete.
      if (isForeignKeyViolation(error)) throw CategoriesErrors.raise('CATEGORY_HAS_COURSES');
      throw error;
    }
    return { _id: id };
  }

  private async freeSlug(db: Db, name: string, exceptId?: string): Promise<string> {
    const base = slugify(name) || 'danh-muc';
    const taken = await db.category.findMany({ where: { slug: { startsWith: base }, id: exceptId ? { not: exceptId } : undefined }, select: { slug: true } });
    return pickFreeSlug(
      base,
      taken.map((row) => row.slug),
    );
  }

  /**
   * Unique names are the database's to guard: a duplicate becomes the Vietnamese 409. Two names with
   * one slug saved at once: the loser runs again and takes the next free slug.
   */
  private async saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await retryOnUniqueViolation('categories_slug_key', work);
    } catch (error) {
      if (isUniqueViolation(error)) throw CategoriesErrors.raise('CATEGORY_NAME_TAKEN');
      throw error;
    }
  }

  private async findOrFail(id: string) {
    const category = await this.prisma.category.findUnique({ where: { id }, include: WITH_COUNT });
    if (!category) throw CategoriesErrors.raise('CATEGORY_NOT_FOUND');
    return category;
  }
}
