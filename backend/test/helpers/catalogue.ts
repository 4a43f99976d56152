import crypto from 'node:crypto';
import sharp from 'sharp';
import type { PrismaService } from '../../src/prisma/prisma.service';

/** A real PNG of the given size (a gradient, so it is not trivially compressible). */
export async function pngImage(width = 1600, height = 1000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const p = i / 3;
    pixels[i] = p % 256;
    pixels[i + 1] = Math.floor(p / width) % 256;
    pixels[i + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A multipart form as the PWA sends it: `data` JSON plus named image files. */
export function multipartForm(data: unknown, files: Record<string, Buffer> = {}): FormData {
  const form = new FormData();
  if (data !== undefined) form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  for (const [field, content] of Object.entries(files)) form.append(field, new Blob([new Uint8Array(content)], { type: 'image/png' }), `${field}.png`);
  return form;
}

export function uniqueToken(prefix = 'ma'): string {
  return `${prefix}${crypto.randomBytes(4).toString('hex')}`;
}

export async function createCategory(prisma: PrismaService, name = `Danh mục ${uniqueToken()}`) {
  return prisma.category.create({ data: { name, slug: `dm-${uniqueToken()}` } });
}

export interface CourseOptions {
  instructorId: string;
  categoryId: string;
  title?: string;
  status?: 'draft' | 'pending' | 'published' | 'rejected';
  publishedAt?: Date;
  lectures?: number;
}

/** A course written straight to the database (for list and access tests that need many of them). */
export async function insertCourse(prisma: PrismaService, options: CourseOptions) {
  const title = options.title ?? `Khóa học ${uniqueToken()}`;
  const status = options.status ?? 'published';
  const lectures = options.lectures ?? 1;
  return prisma.course.create({
    data: {
      slug: `kh-${uniqueToken()}`,
      title,
      shortDescription: 'Mô tả ngắn',
      description: 'Mô tả dài',
      outcomes: ['Hiểu quảng cáo'],
      requirements: [],
      price: 499_000n,
      originalPrice: 999_000n,
      status,
      publishedAt: status === 'published' ? (options.publishedAt ?? new Date()) : null,
      categoryId: options.categoryId,
      instructorId: options.instructorId,
      lessonsCount: lectures,
      durationSeconds: lectures * 60,
      sections: {
        create: [
          { title: 'Chương 1', position: 0, lectures: { create: Array.from({ length: lectures }, (_, i) => ({ title: `Bài ${i + 1}`, position: i, durationSeconds: 60 })) } },
        ],
      },
    },
  });
}
