import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SealedBox } from '../common/crypto/sealed-box';
import { slugify } from '../common/text/slug';
import type { AppConfig } from '../config/app-config';
import { SITE_SETTING_KEYS } from '../content/site-settings.service';
import { IMAGE_SIZES } from '../courses/course-form';
import type { PrismaClient } from '../generated/prisma/client';
import { probeVideo } from '../media/ffmpeg';
import { mediaKeys, TRANSCODE_JOB } from '../media/media-keys';
import { StorageService } from '../storage/storage.service';
import { DEMO_CATEGORIES, DEMO_CONTACTS, DEMO_COURSES, DEMO_INSTRUCTORS, DEMO_PARTNERS, DEMO_TOOLS, type DemoCourse } from './catalogue-data';
import { coverImage } from './cover-art';

const run = promisify(execFile);
/**
 * The sample lecture videos: lengths of real short lessons (under a minute to three minutes), made
 * small (360p, 5 frames a second, a still slide with a progress bar) so the seed and the transcoder
 * that follows stay quick.
 */
const SAMPLE_CLIPS = [
  { seconds: 97, color: '0x1e3a8a' },
  { seconds: 134, color: '0x7c2d12' },
  { seconds: 52, color: '0x065f46' },
  { seconds: 176, color: '0x581c87' },
];
const FONT_DIR = '/usr/share/fonts/truetype/dejavu';

/** A lecture's video and its length, which the lecture's own duration copies. */
interface SampleClip {
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

  const clips = await seedClips(prisma, config, storage, instructors.get('tuan')!);
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
        // Shifted per course, so the same lesson number is not the same video everywhere.
        clips: [...clips.slice(index % clips.length), ...clips.slice(0, index % clips.length)],
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
  clips: SampleClip[];
  publishedAt: Date;
}

async function createCourse(prisma: PrismaClient, course: DemoCourse, refs: CourseRefs): Promise<void> {
  let lectureNumber = 0;
  const sections = course.sections.map(([title, lectures], sectionIndex) => ({
    title,
    position: sectionIndex,
    lectures: lectures.map((lectureTitle, position) => {
      const clip = refs.clips[lectureNumber % refs.clips.length];
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
 * The sample videos made with ffmpeg, stored and queued for transcoding exactly like an upload, so
 * the app's own worker turns them into HLS after start. Their lengths are read back with ffprobe,
 * rounded as the transcoder rounds them, so a lecture lasts exactly as long as its video. Without
 * ffmpeg the lessons have no video and keep the planned lengths.
 */
async function seedClips(prisma: PrismaClient, config: AppConfig, storage: StorageService, ownerId: string): Promise<SampleClip[]> {
  if (!fs.existsSync(config.media.ffmpegPath)) {
    console.warn(`Không tìm thấy ffmpeg (${config.media.ffmpegPath}): bài giảng mẫu sẽ không có video.`);
    return SAMPLE_CLIPS.map((clip) => ({ mediaAssetId: null, durationSeconds: clip.seconds }));
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-seed-clips-'));
  try {
    return await Promise.all(
      SAMPLE_CLIPS.map(async ({ seconds, color }, index) => {
        const file = path.join(folder, `bai-giang-mau-${index + 1}.mp4`);
        await run(config.media.ffmpegPath, clipArguments(index + 1, seconds, color, file));
        const durationSeconds = Math.round((await probeVideo(config.media.ffprobePath, file)).durationSeconds);
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
        return { mediaAssetId: asset.id, durationSeconds };
      }),
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** A still slide (the academy, "sample lesson N", its length) with a bar filling up as it plays, and a chime at the start. */
function clipArguments(number: number, seconds: number, color: string, file: string): string[] {
  const bold = `${FONT_DIR}/DejaVuSans-Bold.ttf`;
  const regular = `${FONT_DIR}/DejaVuSans.ttf`;
  const lines = fs.existsSync(bold)
    ? [
        `drawtext=fontfile=${regular}:text='HỌC VIỆN MARKETING':fontcolor=white@0.8:fontsize=16:x=28:y=26`,
        `drawtext=fontfile=${bold}:text='Bài giảng mẫu ${number}':fontcolor=white:fontsize=34:x=(w-tw)/2:y=h/2-44`,
        `drawtext=fontfile=${regular}:text='Video minh họa dài ${Math.floor(seconds / 60)} phút ${seconds % 60} giây':fontcolor=white@0.85:fontsize=18:x=(w-tw)/2:y=h/2+12`,
      ]
    : [];
  // The progress bar is a strip slid in from the left (overlay evaluates its position every frame).
  const picture = ['drawbox=x=0:y=ih-8:w=iw:h=8:color=white@0.15:t=fill', ...lines].join(',');
  return [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=${color}:size=640x360:rate=5:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=660:duration=1.5:sample_rate=22050,volume=0.2,afade=t=out:st=0.3:d=1.2,apad=whole_dur=${seconds}`],
    ...['-f', 'lavfi', '-i', `color=c=0xf97316:size=640x8:rate=5:duration=${seconds}`],
    ...['-filter_complex', `[0:v]${picture}[slide];[slide][2:v]overlay=x=-w+W*t/${seconds}:y=H-h[v]`, '-map', '[v]', '-map', '1:a'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '32k', '-ac', '1', '-shortest', '-movflags', '+faststart', file],
  ];
}
