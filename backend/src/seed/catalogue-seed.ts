import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { SealedBox } from '../common/crypto/sealed-box';
import { slugify } from '../common/text/slug';
import type { AppConfig } from '../config/app-config';
import { IMAGE_SIZES } from '../courses/course-form';
import type { PrismaClient } from '../generated/prisma/client';
import { mediaKeys, TRANSCODE_JOB } from '../media/media-keys';
import { StorageService } from '../storage/storage.service';
import { DEMO_CATEGORIES, DEMO_CONTACTS, DEMO_COURSES, DEMO_INSTRUCTORS, DEMO_TOOLS, type DemoCourse } from './catalogue-data';

const run = promisify(execFile);
const CLIP_SECONDS = 6;
const CLIP_COLORS = ['0x1e3a8a', '0x7c2d12', '0x065f46'];
const FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/** Seeds categories, courses with curricula and videos, tools, a popup and contact messages. */
export async function seedCatalogue(prisma: PrismaClient, config: AppConfig, instructorPasswordHash: string): Promise<void> {
  const storage = new StorageService(config);
  const instructors = await ensureInstructors(prisma, instructorPasswordHash);

  const categoryIds = new Map<string, string>();
  for (const category of DEMO_CATEGORIES) {
    const row = await prisma.category.create({
      data: { name: category.name, slug: slugify(category.name), description: category.description, isActive: category.isActive ?? true },
    });
    categoryIds.set(category.name, row.id);
  }

  const clips = await seedClips(prisma, config, storage, instructors.get('tuan')!);
  const now = Date.now();
  await Promise.all(
    DEMO_COURSES.map(async (course, index) => {
      const colors = DEMO_CATEGORIES.find((category) => category.name === course.category)!.colors;
      const [cover, seo] = await Promise.all([
        storage.putPublic(`courses/covers/${crypto.randomUUID()}.webp`, await coverImage(course.title, course.category, colors, IMAGE_SIZES.courseThumbnail)),
        storage.putPublic(`courses/seo/${crypto.randomUUID()}.webp`, await coverImage(course.title, course.category, colors, IMAGE_SIZES.seoThumbnail)),
      ]);
      // Newest first on the listing: the order of DEMO_COURSES, a day apart.
      const publishedAt = new Date(now - (index + 1) * 86_400_000);
      await createCourse(prisma, course, {
        categoryId: categoryIds.get(course.category)!,
        instructorId: instructors.get(course.instructor)!,
        thumbnailUrl: cover,
        seoThumbnailUrl: seo,
        clips,
        publishedAt,
      });
    }),
  );

  const box = new SealedBox(config.tools.accessSecret);
  for (const tool of DEMO_TOOLS) {
    const thumbnailUrl = await storage.putPublic(`tools/${crypto.randomUUID()}.webp`, await coverImage(tool.name, 'Phần mềm', tool.colors, [800, 450]));
    const { delivery } = tool;
    const created = await prisma.tool.create({
      data: {
        name: tool.name,
        slug: tool.slug ?? slugify(tool.name),
        shortDescription: tool.shortDescription,
        description: tool.description,
        thumbnailUrl,
        deliveryMethod: delivery.method,
        accessInstructions: delivery.instructions,
        accessUrl: delivery.method === 'hosted_account' ? delivery.accessUrl : null,
        plans: { create: tool.plans.map((plan, position) => ({ ...plan, price: BigInt(plan.price), position })) },
      },
    });
    if (delivery.method === 'licence_key') {
      const keys = Array.from({ length: delivery.keys }, () => `${delivery.keyPrefix}-${crypto.randomBytes(6).toString('hex').toUpperCase().match(/.{4}/g)!.join('-')}`);
      await prisma.toolLicenceKey.createMany({ data: keys.map((key) => ({ toolId: created.id, sealedKey: box.seal(key), keyHash: box.fingerprint(key), hint: key.slice(-4) })) });
    }
    if (delivery.method === 'download') {
      const key = `tools/${created.id}/${delivery.fileName}`;
      const guide = `${tool.name}\n\n1. Tải bộ cài tại trang của nhà phát triển theo liên kết trong thư mua hàng.\n2. Chạy tệp cài đặt, chọn thư mục cài đặt.\n3. Đăng nhập bằng email mua hàng tại Học viện Marketing.\n`;
      await storage.put('private', key, Buffer.from(guide, 'utf8'), 'text/plain; charset=utf-8');
      await prisma.tool.update({ where: { id: created.id }, data: { downloadKey: key, downloadName: delivery.fileName, downloadBytes: BigInt(Buffer.byteLength(guide)) } });
    }
  }

  const popupImage = await storage.putPublic(
    `popups/${crypto.randomUUID()}.webp`,
    await coverImage('Quà tặng PRO: 500 mẫu quảng cáo và 30 ngày dùng thử phần mềm', 'Ưu đãi tháng này', ['#9a3412', '#f59e0b'], [800, 800]),
  );
  await prisma.popup.create({ data: { title: 'Quà tặng PRO cho học viên mới', imageUrl: popupImage, link: '/pro-gift', isActive: true } });
  await prisma.contactSubmission.createMany({ data: DEMO_CONTACTS });
}

/** The demo instructor login exists already (demo accounts); the other two are added here. */
async function ensureInstructors(prisma: PrismaClient, passwordHash: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const instructor of DEMO_INSTRUCTORS) {
    const row = await prisma.user.upsert({
      where: { email: instructor.email },
      update: {},
      create: { email: instructor.email, name: instructor.name, role: 'instructor', passwordHash, emailVerifiedAt: new Date(), isActive: true },
      select: { id: true },
    });
    ids.set(instructor.key, row.id);
  }
  return ids;
}

interface CourseRefs {
  categoryId: string;
  instructorId: string;
  thumbnailUrl: string;
  seoThumbnailUrl: string;
  clips: string[];
  publishedAt: Date;
}

async function createCourse(prisma: PrismaClient, course: DemoCourse, refs: CourseRefs): Promise<void> {
  let lectureNumber = 0;
  const sections = course.sections.map(([title, lectures], sectionIndex) => ({
    title,
    position: sectionIndex,
    lectures: lectures.map((lectureTitle, position) => {
      lectureNumber += 1;
      return {
        title: lectureTitle,
        position,
        // 6 to 18 minutes, varied but stable between installs.
        durationSeconds: 360 + ((lectureNumber * 397) % 720),
        // The first two lessons of every course are free to watch.
        isFreePreview: lectureNumber <= 2,
        mediaAssetId: refs.clips.length > 0 ? refs.clips[lectureNumber % refs.clips.length] : null,
      };
    }),
  }));
  const lectures = sections.flatMap((section) => section.lectures);
  const submitted = course.status !== 'draft';
  await prisma.course.create({
    data: {
      slug: slugify(course.title),
      title: course.title,
      shortDescription: course.shortDescription,
      description: course.description,
      outcomes: course.outcomes,
      requirements: course.requirements,
      level: course.level,
      price: BigInt(course.price),
      originalPrice: course.originalPrice === undefined ? null : BigInt(course.originalPrice),
      status: course.status,
      rejectionReason: course.rejectionReason ?? null,
      categoryId: refs.categoryId,
      instructorId: refs.instructorId,
      thumbnailUrl: refs.thumbnailUrl,
      seoThumbnailUrl: refs.seoThumbnailUrl,
      durationSeconds: lectures.reduce((sum, lecture) => sum + lecture.durationSeconds, 0),
      lessonsCount: lectures.length,
      enrolledStudents: course.enrolledStudents,
      ratingAverage: course.rating,
      reviewsCount: course.reviews,
      submittedAt: submitted ? refs.publishedAt : null,
      publishedAt: course.status === 'published' ? refs.publishedAt : null,
      createdAt: refs.publishedAt,
      sections: { create: sections.map(({ lectures: sectionLectures, ...section }) => ({ ...section, lectures: { create: sectionLectures } })) },
    },
  });
}

/**
 * Three short clips made with ffmpeg, stored and queued for transcoding exactly like an upload, so
 * the app's own worker turns them into HLS after start. Without ffmpeg the lessons have no video.
 */
async function seedClips(prisma: PrismaClient, config: AppConfig, storage: StorageService, ownerId: string): Promise<string[]> {
  if (!fs.existsSync(config.media.ffmpegPath)) {
    console.warn(`Không tìm thấy ffmpeg (${config.media.ffmpegPath}): bài giảng mẫu sẽ không có video.`);
    return [];
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-seed-clips-'));
  try {
    return await Promise.all(
      CLIP_COLORS.map(async (color, index) => {
        const file = path.join(folder, `bai-hoc-mau-${index + 1}.mp4`);
        const label = fs.existsSync(FONT_FILE)
          ? `,drawtext=fontfile=${FONT_FILE}:text='Học viện Marketing – Bài học mẫu ${index + 1}':fontcolor=white:fontsize=44:x=(w-tw)/2:y=(h-th)/2`
          : '';
        await run(config.media.ffmpegPath, [
          ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=${color}:size=1280x720:rate=25:duration=${CLIP_SECONDS}`],
          ...['-f', 'lavfi', '-i', `sine=frequency=${330 + index * 110}:duration=${CLIP_SECONDS}`],
          ...['-vf', `drawbox=x=0:y=ih-24:w=iw*t/${CLIP_SECONDS}:h=24:color=0xf97316:t=fill${label}`],
          ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
        ]);
        const uploadId = crypto.randomUUID();
        await storage.put('private', mediaKeys.original(uploadId), fs.readFileSync(file), 'application/octet-stream');
        const asset = await prisma.mediaAsset.create({
          data: {
            ownerId,
            kind: 'video',
            originalName: path.basename(file),
            mimeType: 'video/mp4',
            sizeBytes: BigInt(fs.statSync(file).size),
            storageKey: mediaKeys.original(uploadId),
            status: 'uploaded',
          },
        });
        // The same job an upload enqueues (MediaService.register).
        await prisma.job.create({ data: { type: TRANSCODE_JOB, payload: { mediaId: asset.id }, maxAttempts: 3 } });
        return asset.id;
      }),
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** A branded cover: category gradient, the title wrapped on up to three lines, the academy's name. */
async function coverImage(title: string, label: string, [from, to]: [string, string], [width, height]: readonly [number, number]): Promise<Buffer> {
  const fontSize = Math.round(Math.min(width, height * 1.6) / 13);
  const lines = wrap(title, Math.floor((width * 0.84) / (fontSize * 0.56))).slice(0, 3);
  const top = height / 2 - ((lines.length - 1) * fontSize * 1.2) / 2;
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.88}" cy="${height * 0.12}" r="${height * 0.35}" fill="#ffffff" fill-opacity="0.08"/>
  <text x="${width * 0.08}" y="${height * 0.14}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize * 0.45}" fill="#ffffff" fill-opacity="0.85">${escape(label.toUpperCase())}</text>
  ${lines.map((line, i) => `<text x="${width * 0.08}" y="${top + i * fontSize * 1.2}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${escape(line)}</text>`).join('\n  ')}
  <text x="${width * 0.08}" y="${height * 0.9}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize * 0.42}" fill="#ffffff" fill-opacity="0.9">Học viện Marketing</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
