import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobsService } from '../src/jobs/jobs.service';
import { MediaPlaybackService } from '../src/media/media-playback.service';
import { MediaTranscodeService } from '../src/media/media-transcode.service';
import { createUser, signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

const FFMPEG = '/usr/bin/ffmpeg';
const FFPROBE = '/usr/bin/ffprobe';
const IMAGE_LIMIT = 200_000;
const VIDEO_LIMIT = 3_000_000;

let t: TestApp;
let work: string;
let clip: Buffer;
let owner: HttpClient;
let otherInstructor: HttpClient;
let admin: HttpClient;
let student: HttpClient;
let anonymous: HttpClient;
let ownerId: string;
let video: { _id: string };
let transcodeMs = 0;

function form(name: string, data: Buffer, filename: string, type = 'application/octet-stream'): FormData {
  const body = new FormData();
  body.append(name, new Blob([new Uint8Array(data)], { type }), filename);
  return body;
}

beforeAll(async () => {
  t = await startTestApp({ MEDIA_IMAGE_MAX_BYTES: String(IMAGE_LIMIT), MEDIA_VIDEO_MAX_BYTES: String(VIDEO_LIMIT) });
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-media-test-'));
  // 6 s of 720p test pattern with a tone: tall enough for all three renditions.
  const source = path.join(work, 'clip.mp4');
  execFileSync(FFMPEG, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=1280x720:rate=25:duration=6',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=6',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    source,
  ]);
  clip = fs.readFileSync(source);
  const signedIn = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
  owner = signedIn.client;
  ownerId = signedIn.user.id;
  otherInstructor = (await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' })).client;
  admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
  student = (await signedInClient(t.baseUrl, t.prisma, { role: 'student' })).client;
  anonymous = new HttpClient(t.baseUrl);
});
afterAll(async () => {
  await t?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

const privateFiles = (folder: string) => {
  const dir = path.join(t.dataDir, 'private', folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : [];
};

async function createCourse(options: { status: 'draft' | 'published'; lectures: { mediaAssetId: string; isFreePreview: boolean }[] }) {
  const slug = `khoa-hoc-${crypto.randomBytes(4).toString('hex')}`;
  const category = await t.prisma.category.create({ data: { name: `Danh mục ${slug}`, slug: `dm-${slug}` } });
  const instructor = await t.prisma.user.findUniqueOrThrow({ where: { id: ownerId } });
  return t.prisma.course.create({
    data: {
      slug,
      title: `Khóa học ${slug}`,
      shortDescription: 'Mô tả ngắn',
      description: 'Mô tả',
      outcomes: [],
      requirements: [],
      price: 499_000n,
      status: options.status,
      categoryId: category.id,
      instructorId: instructor.id,
      publishedAt: options.status === 'published' ? new Date() : null,
      sections: {
        create: [
          {
            title: 'Chương 1',
            position: 1,
            lectures: { create: options.lectures.map((lecture, i) => ({ title: `Bài ${i + 1}`, position: i + 1, ...lecture })) },
          },
        ],
      },
    },
    include: { sections: { include: { lectures: true } } },
  });
}

describe('media upload', () => {
  it('refuses a file named .mp4 whose content is text, and keeps nothing', async () => {
    const before = privateFiles('media').length;
    const result = await owner.upload('/api/media/upload', form('asset', Buffer.from('Đây chỉ là văn bản, không phải video.\n'.repeat(20)), 'bai-giang.mp4', 'video/mp4'));
    expect(result.status).toBe(415);
    expect(result.body.code).toBe('UPLOAD_UNSUPPORTED_TYPE');
    expect(result.body.message).toMatch(/^Upload thất bại: /);
    expect(await t.prisma.mediaAsset.count({ where: { ownerId } })).toBe(0);
    expect(privateFiles('media').length).toBe(before);
  });

  it('refuses files over the limit of their kind', async () => {
    const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    const bigImage = Buffer.concat([jpegHead, Buffer.alloc(IMAGE_LIMIT + 10)]);
    const image = await owner.upload('/api/media/upload', form('asset', bigImage, 'anh.jpg'));
    expect(image.status).toBe(413);
    expect(image.body).toEqual({ code: 'UPLOAD_TOO_LARGE', message: 'Upload thất bại: ảnh không được lớn hơn 195.31 KB.' });

    const bigVideo = Buffer.concat([clip.subarray(0, 64), Buffer.alloc(VIDEO_LIMIT)]);
    const videoResult = await owner.upload('/api/media/upload', form('asset', bigVideo, 'video.mp4'));
    expect(videoResult.status).toBe(413);
    expect(videoResult.body.message).toBe('Upload thất bại: video không được lớn hơn 2.86 MB.');
    expect(await t.prisma.mediaAsset.count({ where: { ownerId } })).toBe(0);
    expect(privateFiles('media')).toEqual([]);
  });

  it('needs exactly one file in the asset field', async () => {
    const noFile = new FormData();
    noFile.append('title', 'không có tệp');
    const missing = await owner.upload('/api/media/upload', noFile);
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('UPLOAD_FILE_MISSING');
    expect(missing.body.message).toMatch(/^Upload thất bại: /);

    const wrongField = await owner.upload('/api/media/upload', form('file', clip, 'clip.mp4'));
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toMatch(/^Upload thất bại: /);

    const two = form('asset', clip, 'a.mp4');
    two.append('asset', new Blob([new Uint8Array(clip)]), 'b.mp4');
    const twoFiles = await owner.upload('/api/media/upload', two);
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.body.code).toBe('UPLOAD_TOO_MANY_FILES');
    expect(await t.prisma.mediaAsset.count({ where: { ownerId } })).toBe(0);
    expect(privateFiles('media')).toEqual([]);
  });

  it('stores an image as a resized public WebP, ready at once', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const result = await owner.upload('/api/media/upload', form('asset', png, 'banner.png', 'image/png'));
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ kind: 'image', mimeType: 'image/png', status: 'ready', originalName: 'banner.png', sizeBytes: png.length });
    const served = await fetch(t.baseUrl + result.body.posterUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1920);
    expect(await t.prisma.job.count({ where: { type: 'media.transcode', payload: { path: '$.mediaId', equals: result.body._id } } })).toBe(0);
  });
});

describe('transcoding and signed playback', () => {
  it('queues a transcode with the row and makes a 3-rendition HLS with poster and duration', async () => {
    const result = await owner.upload('/api/media/upload', form('asset', clip, 'gioi-thieu.mp4', 'video/mp4'));
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ kind: 'video', mimeType: 'video/mp4', status: 'uploaded', sizeBytes: clip.length });
    video = result.body;
    expect(await t.prisma.job.count({ where: { type: 'media.transcode', status: 'queued', payload: { path: '$.mediaId', equals: result.body._id } } })).toBe(1);

    const started = Date.now();
    await t.app.get(JobsService).runDueJobs(['media.transcode']);
    transcodeMs = Date.now() - started;
    console.info(`Transcode of the 6 s 720p test clip: ${transcodeMs} ms`);

    const asset = await t.prisma.mediaAsset.findUniqueOrThrow({ where: { id: video._id } });
    expect(asset).toMatchObject({ status: 'ready', playlistKey: `hls/${video._id}/master.m3u8`, durationSeconds: 6, failureReason: null });
    const poster = await fetch(t.baseUrl + asset.posterUrl);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await poster.arrayBuffer())).metadata()).format).toBe('jpeg');
    const files = privateFiles(`hls/${video._id}`);
    expect(files).toEqual(expect.arrayContaining(['master.m3u8', 'v0/index.m3u8', 'v1/index.m3u8', 'v2/index.m3u8', 'v0/seg_000.ts', 'v2/seg_001.ts']));
  });

  it('fails a video ffmpeg cannot read, with the reason, without retrying', async () => {
    const broken = await owner.upload('/api/media/upload', form('asset', Buffer.concat([clip.subarray(0, 32), crypto.randomBytes(4000)]), 'hong.mp4'));
    expect(broken.status).toBe(201);
    await t.app.get(JobsService).runDueJobs(['media.transcode']);
    const asset = await t.prisma.mediaAsset.findUniqueOrThrow({ where: { id: broken.body._id } });
    expect(asset.status).toBe('failed');
    expect(asset.failureReason).toMatch(/^Không xử lý được video: /);
    expect(await t.prisma.job.findFirstOrThrow({ where: { type: 'media.transcode', payload: { equals: { mediaId: asset.id } } } })).toMatchObject({ status: 'done' });
    const refused = await owner.post('/api/media/playback-url', { mediaId: asset.id });
    expect(refused.status).toBe(409);
    expect((await owner.delete(`/api/media/${asset.id}`)).status).toBe(200);
  });

  it('re-running the job leaves a ready asset alone and rebuilds a half-done one', async () => {
    const transcoder = t.app.get(MediaTranscodeService);
    await transcoder.transcode(video._id);
    await t.prisma.mediaAsset.update({ where: { id: video._id }, data: { status: 'processing' } });
    fs.rmSync(path.join(t.dataDir, 'private', 'hls', video._id, 'v1'), { recursive: true });
    await transcoder.transcode(video._id);
    expect(await t.prisma.mediaAsset.findUniqueOrThrow({ where: { id: video._id } })).toMatchObject({ status: 'ready', durationSeconds: 6 });
    expect(privateFiles(`hls/${video._id}`)).toContain('v1/index.m3u8');
  });

  it('gives its length to the lectures saved while it was processing, and to their courses', async () => {
    const uploaded = await owner.upload<{ _id: string }>('/api/media/upload', form('asset', clip, 'dang-xu-ly.mp4', 'video/mp4'));
    expect(uploaded.status).toBe(201);
    const category = await t.prisma.category.create({ data: { name: `Danh mục ${uploaded.body._id}`, slug: `dm-${uploaded.body._id}` } });
    const data = {
      title: 'Livestream chốt đơn',
      shortDescription: 'Bán hàng trên livestream.',
      price: 0,
      categoryId: category.id,
      sections: [
        {
          title: 'Chương 1',
          lectures: [
            { title: 'Bài 1', isFreePreview: true, mediaAssetId: uploaded.body._id, durationSeconds: 0 },
            { title: 'Bài 2', isFreePreview: false, durationSeconds: 300 },
          ],
        },
      ],
    };
    const body = new FormData();
    body.append('data', JSON.stringify(data));
    // Saved before the transcode: the video's length is not known yet.
    const saved = await owner.upload<{ course: { _id: string; duration: number } }>('/api/courses', body);
    expect(saved.status).toBe(201);
    expect(saved.body.course.duration).toBe(300);

    await t.app.get(JobsService).runDueJobs(['media.transcode']);

    const course = await owner.get<{ course: { duration: number; sections: { lectures: { durationSeconds: number }[] }[] } }>(
      `/api/instructor/me/courses/${saved.body.course._id}`,
    );
    expect(course.body.course.sections[0].lectures.map((lecture) => lecture.durationSeconds)).toEqual([6, 300]);
    expect(course.body.course.duration).toBe(306);
  });

  it('serves a signed master playlist whose renditions and segments carry the signature and play', async () => {
    const { status, body } = await owner.post('/api/media/playback-url', { mediaId: video._id });
    expect(status).toBe(200);
    expect(body.playbackUrl).toMatch(new RegExp(`^/api/media/hls/${video._id}/master\\.m3u8\\?exp=\\d+&sig=[\\w-]{43}$`));
    const expiresIn = new Date(body.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(7100_000);
    expect(expiresIn).toBeLessThanOrEqual(7200_000);

    const master = await fetch(t.baseUrl + body.playbackUrl);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await master.text();
    expect(text.match(/#EXT-X-STREAM-INF/g)).toHaveLength(3);
    expect(text).toMatch(/RESOLUTION=640x360/);
    expect(text).toMatch(/RESOLUTION=1280x720/);
    const query = body.playbackUrl.split('?')[1];
    expect(text).toContain(`v0/index.m3u8?${query}`);

    const base = `${t.baseUrl}/api/media/hls/${video._id}/`;
    const rendition = await fetch(`${base}v0/index.m3u8?${query}`);
    expect(rendition.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const segments = (await rendition.text()).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(segments.length).toBe(2);
    expect(segments[0]).toBe(`seg_000.ts?${query}`);
    const segment = await fetch(`${base}v0/${segments[0]}`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    // ffprobe reads the rendition over HTTP, following the signed segment URIs.
    // (async: the server under test runs in this process)
    const { stdout } = await promisify(execFile)(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', `${base}v2/index.m3u8?${query}`], {
      encoding: 'utf8',
    });
    const probe = JSON.parse(stdout) as { format: { duration: string }; streams: { codec_name: string; height?: number }[] };
    expect(Number(probe.format.duration)).toBeGreaterThan(5.5);
    expect(probe.streams.find((s) => s.codec_name === 'h264')?.height).toBe(720);
    expect(probe.streams.some((s) => s.codec_name === 'aac')).toBe(true);
  });

  it('refuses tampered, missing and expired signatures', async () => {
    const { body } = await owner.post('/api/media/playback-url', { mediaId: video._id });
    const [, query] = body.playbackUrl.split('?');
    const sig = new URLSearchParams(query).get('sig')!;
    const exp = new URLSearchParams(query).get('exp')!;
    const base = `/api/media/hls/${video._id}`;
    const expectRefused = async (url: string, code = 'PLAYBACK_SIGNATURE_INVALID') => {
      const result = await anonymous.get(url);
      expect(result.status, url).toBe(403);
      expect(result.body, url).toMatchObject({ code, message: expect.any(String) });
    };
    const otherSig = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    await expectRefused(`${base}/master.m3u8?exp=${exp}&sig=${otherSig}`);
    await expectRefused(`${base}/v0/seg_000.ts?exp=${exp}&sig=${otherSig}`);
    await expectRefused(`${base}/master.m3u8?exp=${Number(exp) + 1}&sig=${sig}`);
    await expectRefused(`${base}/master.m3u8`);
    await expectRefused(`${base}/master.m3u8?exp=${exp}`);
    // Another media id (another asset's files) with this signature.
    await expectRefused(`/api/media/hls/${crypto.randomUUID()}/master.m3u8?exp=${exp}&sig=${sig}`);
    // Changed paths: traversal out of the media folder and unknown names.
    for (const bad of [`${base}/..%2F..%2Fmedia/master.m3u8`, `${base}/v0%2F..%2F..%2Fx/index.m3u8`, `${base}/..%2F${crypto.randomUUID()}/master.m3u8`]) {
      const result = await anonymous.get(`${bad}?${query}`);
      expect([403, 404], bad).toContain(result.status);
      expect(result.body.code, bad).toMatch(/^(PLAYBACK_SIGNATURE_INVALID|HLS_FILE_NOT_FOUND|NOT_FOUND)$/);
    }
    const missing = await anonymous.get(`${base}/v9/index.m3u8?${query}`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('HLS_FILE_NOT_FOUND');
    const original = await anonymous.get(`${base}/original?${query}`);
    expect(original.status).toBe(404);

    const expired = t.app.get(MediaPlaybackService).signedPlaylistUrl(video._id, Math.floor(Date.now() / 1000) - 5);
    await expectRefused(expired, 'PLAYBACK_SIGNATURE_EXPIRED');
  });

  it('lets anyone watch a free-preview lecture of a published course, but not a paid one', async () => {
    const paidVideo = await t.prisma.mediaAsset.create({
      data: {
        ownerId,
        kind: 'video',
        originalName: 'tra-phi.mp4',
        mimeType: 'video/mp4',
        sizeBytes: 1n,
        storageKey: 'media/x/original',
        status: 'ready',
        playlistKey: 'hls/x/master.m3u8',
      },
    });
    const draftVideo = await t.prisma.mediaAsset.create({
      data: {
        ownerId,
        kind: 'video',
        originalName: 'nhap.mp4',
        mimeType: 'video/mp4',
        sizeBytes: 1n,
        storageKey: 'media/y/original',
        status: 'ready',
        playlistKey: 'hls/y/master.m3u8',
      },
    });
    const course = await createCourse({
      status: 'published',
      lectures: [
        { mediaAssetId: video._id, isFreePreview: true },
        { mediaAssetId: paidVideo.id, isFreePreview: false },
      ],
    });
    await createCourse({ status: 'draft', lectures: [{ mediaAssetId: draftVideo.id, isFreePreview: true }] });

    const free = await anonymous.post('/api/media/playback-url', { mediaId: video._id });
    expect(free.status).toBe(200);
    expect((await fetch(t.baseUrl + free.body.playbackUrl)).status).toBe(200);
    expect((await anonymous.post('/api/media/playback-url', { mediaId: video._id, courseId: course.id })).status).toBe(200);
    // Named with another course: the free lecture is not in it.
    expect((await anonymous.post('/api/media/playback-url', { mediaId: video._id, courseId: crypto.randomUUID() })).status).toBe(403);

    for (const [caller, mediaId] of [
      [anonymous, paidVideo.id],
      [student, paidVideo.id],
      [otherInstructor, paidVideo.id],
      [anonymous, draftVideo.id],
    ] as const) {
      const refused = await caller.post('/api/media/playback-url', { mediaId });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'PLAYBACK_FORBIDDEN', message: 'Bạn cần đăng ký khóa học để xem bài giảng này.' });
    }
    expect((await owner.post('/api/media/playback-url', { mediaId: paidVideo.id })).status).toBe(200);
    expect((await admin.post('/api/media/playback-url', { mediaId: paidVideo.id })).status).toBe(200);
    expect((await anonymous.post('/api/media/playback-url', { mediaId: crypto.randomUUID() })).status).toBe(404);
    expect((await anonymous.post('/api/media/playback-url', {})).status).toBe(400);
  });
});

describe('media library list and delete', () => {
  it('lists own assets (admins all), newest first, 12 per page by default', async () => {
    const other = await createUser(t.prisma, { role: 'instructor' });
    await t.prisma.mediaAsset.create({
      data: { ownerId: other.id, kind: 'image', originalName: 'khac.png', mimeType: 'image/png', sizeBytes: 1n, storageKey: 'media/z/original', status: 'ready' },
    });
    const mine = await owner.get('/api/media');
    expect(mine.status).toBe(200);
    expect(mine.body.pagination).toMatchObject({ currentPage: 1, limit: 12 });
    expect(mine.body.assets.every((asset: { ownerId: string }) => asset.ownerId === ownerId)).toBe(true);
    expect(mine.body.assets.map((asset: { _id: string }) => asset._id)).toContain(video._id);
    const all = await admin.get('/api/media?limit=50');
    expect(all.body.assets.some((asset: { ownerId: string }) => asset.ownerId === other.id)).toBe(true);
    expect((await otherInstructor.get('/api/media')).body.assets).toEqual([]);
    expect((await owner.get('/api/media?kind=video')).body.assets.every((asset: { kind: string }) => asset.kind === 'video')).toBe(true);
  });

  it('refuses to delete media a lecture uses or another instructor owns, then deletes it with its files', async () => {
    const inUse = await owner.delete(`/api/media/${video._id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe('DELETE_IN_USE');
    expect(inUse.body.message).toMatch(/^Xóa thất bại: tệp đang được dùng trong bài giảng "Bài 1"/);

    const notMine = await otherInstructor.delete(`/api/media/${video._id}`);
    expect(notMine).toMatchObject({ status: 404, body: { code: 'DELETE_NOT_FOUND' } });
    expect(notMine.body.message).toMatch(/^Xóa thất bại: /);
    expect((await owner.delete(`/api/media/${crypto.randomUUID()}`)).body.message).toMatch(/^Xóa thất bại: /);

    const asset = await t.prisma.mediaAsset.findUniqueOrThrow({ where: { id: video._id } });
    await t.prisma.lecture.updateMany({ where: { mediaAssetId: video._id }, data: { mediaAssetId: null } });
    const deleted = await owner.delete(`/api/media/${video._id}`);
    expect(deleted.status).toBe(200);
    expect(await t.prisma.mediaAsset.findUnique({ where: { id: video._id } })).toBeNull();
    expect(privateFiles(`hls/${video._id}`)).toEqual([]);
    expect(fs.existsSync(path.join(t.dataDir, 'private', asset.storageKey))).toBe(false);
    expect((await fetch(t.baseUrl + asset.posterUrl)).status).toBe(404);
  });
});

describe('admin storage browser', () => {
  it('lists both areas by folder with paging and public URLs', async () => {
    const root = await admin.get('/api/admin/storage/files');
    expect(root.status).toBe(200);
    expect(root.body).toEqual({ files: [], folders: ['public/', 'private/'], nextPageToken: null });
    const images = await admin.get('/api/admin/storage/files?prefix=public/media-images/');
    expect(images.body.files).toHaveLength(1);
    expect(images.body.files[0]).toMatchObject({
      fullPath: expect.stringMatching(/^public\/media-images\/.+\.webp$/),
      size: expect.any(Number),
      url: expect.stringMatching(/^\/uploads\/media-images\//),
    });

    for (const name of ['a.txt', 'b.txt', 'c.txt']) fs.writeFileSync(path.join(t.dataDir, 'uploads', name), name);
    const first = await admin.get('/api/admin/storage/files?prefix=public/&limit=2');
    expect(first.body.folders.length + first.body.files.length).toBe(2);
    expect(first.body.nextPageToken).toEqual(expect.any(String));
    const seen: string[] = [...first.body.folders, ...first.body.files.map((f: { fullPath: string }) => f.fullPath)];
    let token = first.body.nextPageToken;
    while (token) {
      const page = await admin.get(`/api/admin/storage/files?prefix=public/&limit=2&nextPageToken=${encodeURIComponent(token)}`);
      seen.push(...page.body.folders, ...page.body.files.map((f: { fullPath: string }) => f.fullPath));
      token = page.body.nextPageToken;
    }
    expect(seen).toEqual(expect.arrayContaining(['public/a.txt', 'public/b.txt', 'public/c.txt', 'public/media-images/']));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('cannot leave the storage root', async () => {
    fs.writeFileSync(path.join(t.dataDir, 'secret.txt'), 'bí mật');
    const prefixes = [
      '../',
      '..%2F',
      'public/..%2F',
      'public/../',
      'public/%2e%2e/',
      '%2Fetc%2F',
      '/etc/',
      'public/%00',
      'public/a%00b/',
      'private%5C..%5C',
      'public\\..\\',
      'private/./',
      'public//',
    ];
    for (const prefix of prefixes) {
      const result = await admin.get(`/api/admin/storage/files?prefix=${prefix}`);
      expect(result.status, prefix).toBe(400);
      expect(result.body.code, prefix).toBe('STORAGE_PATH_INVALID');
    }
    const names = [
      '../secret.txt',
      '..%2Fsecret.txt',
      'public/..%2F..%2Fsecret.txt',
      'public/../secret.txt',
      '/etc/passwd',
      '%2Fetc%2Fpasswd',
      'public/a.txt%00',
      'public\\..\\..\\secret.txt',
      'secret.txt',
      'public/',
    ];
    for (const name of names) {
      const result = await admin.delete(`/api/admin/storage/delete-file?fileName=${name}`);
      expect(result.status, name).toBe(400);
      expect(result.body.code, name).toBe('STORAGE_PATH_INVALID');
    }
    expect(fs.existsSync(path.join(t.dataDir, 'secret.txt'))).toBe(true);
  });

  it('deletes a file by its full path (query or JSON body)', async () => {
    expect((await admin.delete('/api/admin/storage/delete-file?fileName=public/a.txt')).body).toEqual({ message: 'Đã xóa tệp.' });
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'a.txt'))).toBe(false);
    const viaBody = await admin.request('DELETE', '/api/admin/storage/delete-file', { fileName: 'public/b.txt' });
    expect(viaBody.status).toBe(200);
    expect((await admin.delete('/api/admin/storage/delete-file?fileName=public/a.txt')).status).toBe(404);
    expect((await admin.delete('/api/admin/storage/delete-file')).status).toBe(400);
  });
});
