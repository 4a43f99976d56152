import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SealedBox } from '../common/crypto/sealed-box';
import { slugify } from '../common/text/slug';
import type { AppConfig } from '../config/app-config';
import { SITE_SETTING_KEYS } from '../content/site-settings.service';
import { IMAGE_SIZES } from '../courses/course-form';
import type { PrismaClient } from '../generated/prisma/client';
import { JOB_PRIORITY } from '../jobs';
import { mediaKeys, TRANSCODE_JOB } from '../media/media-keys';
import { StorageService } from '../storage/storage.service';
import { DEMO_CATEGORIES, DEMO_CONTACTS, DEMO_COURSES, DEMO_INSTRUCTORS, DEMO_PARTNERS, DEMO_TOOLS, type DemoCourse } from './catalogue-data';
import { coverImage } from './cover-art';
import { LECTURE_POINTS } from './lecture-points';
import { canMakeVideos, FONT_DIR, type LectureVideo, lectureSeconds, makeLectureVideos } from './lecture-videos';

/**
 * Made once, reused by every later seed of any checkout of this user (keyed by content, like npm's own
 * cache): `~/.cache/hoc-vien-marketing/lecture-videos`, or under XDG_CACHE_HOME.
 */
const LECTURE_VIDEO_CACHE = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'hoc-vien-marketing', 'lecture-videos');

/** A lecture's video and its length, which the lecture's own duration copies. */
interface LectureClip {
  mediaAssetId: string | null;
  durationSeconds: number;
}

/** Seeds categories, courses with curricula and videos, tools, a popup, the partner links and contact messages. */
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

  const clips = await seedLectureVideos(prisma, config, storage, instructors);
  const now = Date.now();
  await Promise.all(
    DEMO_COURSES.map(async (course, index) => {
      const category = DEMO_CATEGORIES.find((candidate) => candidate.name === course.category)!;
      const art = { seed: slugify(course.title), motif: course.motif ?? category.motif, colors: category.colors };
      const [cover, seo] = await Promise.all([
        storage.putPublic(`courses/covers/${crypto.randomUUID()}.webp`, await coverImage(art, IMAGE_SIZES.courseThumbnail)),
        storage.putPublic(`courses/seo/${crypto.randomUUID()}.webp`, await coverImage(art, IMAGE_SIZES.seoThumbnail)),
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
    const slug = tool.slug ?? slugify(tool.name);
    const thumbnailUrl = await storage.putPublic(`tools/${crypto.randomUUID()}.webp`, await coverImage({ seed: slug, motif: tool.motif, colors: tool.colors }, [800, 450]));
    const { delivery } = tool;
    const created = await prisma.tool.create({
      data: {
        name: tool.name,
        slug,
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
    await coverImage({ seed: 'qua-tang-pro', motif: 'gift', colors: ['#9a3412', '#f59e0b'] }, [800, 800]),
  );
  await prisma.popup.create({ data: { title: 'Quà tặng PRO cho học viên mới', imageUrl: popupImage, link: '/pro-gift', isActive: true } });
  await prisma.siteSettingVersion.create({ data: { key: SITE_SETTING_KEYS.partners, value: DEMO_PARTNERS } });
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
  /** By lecture title (unique in the demo catalogue). */
  clips: Map<string, LectureClip>;
  publishedAt: Date;
}

async function createCourse(prisma: PrismaClient, course: DemoCourse, refs: CourseRefs): Promise<void> {
  let lectureNumber = 0;
  const sections = course.sections.map(([title, lectures], sectionIndex) => ({
    title,
    position: sectionIndex,
    lectures: lectures.map((lectureTitle, position) => {
      const clip = refs.clips.get(lectureTitle)!;
      lectureNumber += 1;
      return {
        title: lectureTitle,
        position,
        durationSeconds: clip.durationSeconds,
        // The first two lessons of every course are free to watch.
        isFreePreview: lectureNumber <= 2,
        mediaAssetId: clip.mediaAssetId,
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
      submittedAt: submitted ? refs.publishedAt : null,
      publishedAt: course.status === 'published' ? refs.publishedAt : null,
      createdAt: refs.publishedAt,
      sections: { create: sections.map(({ lectures: sectionLectures, ...section }) => ({ ...section, lectures: { create: sectionLectures } })) },
    },
  });
}

/** Every demo lecture's video as `lecture-videos.ts` draws it: its course, chapter, points and the lecture after it. */
export function demoLectureVideos(): (LectureVideo & { course: DemoCourse })[] {
  return DEMO_COURSES.flatMap((course) => {
    const colors = DEMO_CATEGORIES.find((category) => category.name === course.category)!.colors;
    const instructor = DEMO_INSTRUCTORS.find((candidate) => candidate.key === course.instructor)!.name;
    const lectures = course.sections.flatMap(([chapter, titles]) => titles.map((title) => ({ chapter, title })));
    return lectures.map(({ chapter, title }, index) => ({
      course,
      courseTitle: course.title,
      chapter,
      title,
      instructor,
      points: LECTURE_POINTS[title] ?? [],
      next: lectures[index + 1]?.title ?? null,
      seconds: lectureSeconds(title),
      colors,
    }));
  });
}

/**
 * Each lecture's own video (lecture-videos.ts), stored in its instructor's media library and queued
 * for transcoding exactly like an upload, so the app's own worker turns them into HLS after start.
 * A lecture lasts as long as its video file says it does (rounded as the transcoder rounds it).
 * Without ffmpeg or the font the lessons have no video and keep their planned lengths.
 */
async function seedLectureVideos(prisma: PrismaClient, config: AppConfig, storage: StorageService, instructors: Map<string, string>): Promise<Map<string, LectureClip>> {
  const lectures = demoLectureVideos();
  if (!canMakeVideos(config.media.ffmpegPath)) {
    console.warn(`Không tìm thấy ffmpeg (${config.media.ffmpegPath}) hoặc phông chữ ${FONT_DIR}: bài giảng mẫu sẽ không có video.`);
    return new Map(lectures.map((lecture) => [lecture.title, { mediaAssetId: null, durationSeconds: lecture.seconds }]));
  }
  const made = await makeLectureVideos(lectures, { ffmpegPath: config.media.ffmpegPath, cacheDir: LECTURE_VIDEO_CACHE });
  const clips = new Map<string, LectureClip>();
  await inBatches(lectures, 8, async (lecture, index) => {
    const { file, durationSeconds } = made[index];
    const uploadId = crypto.randomUUID();
    const body = await fs.promises.readFile(file);
    await storage.put('private', mediaKeys.original(uploadId), body, 'application/octet-stream');
    const asset = await prisma.mediaAsset.create({
      data: {
        ownerId: instructors.get(lecture.course.instructor)!,
        kind: 'video',
        originalName: `${slugify(lecture.title)}.mp4`,
        mimeType: 'video/mp4',
        sizeBytes: BigInt(body.length),
        storageKey: mediaKeys.original(uploadId),
        status: 'uploaded',
      },
    });
    // The same job an upload enqueues (MediaService.register), behind any upload of a user.
    await prisma.job.create({ data: { type: TRANSCODE_JOB.name, payload: { mediaId: asset.id }, maxAttempts: 3, priority: JOB_PRIORITY.backfill } });
    clips.set(lecture.title, { mediaAssetId: asset.id, durationSeconds });
  });
  return clips;
}

async function inBatches<T>(items: T[], size: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, offset) => work(item, start + offset)));
  }
}
