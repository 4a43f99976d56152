import { execFile, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CONFIG, AppConfig } from '../src/config/app-config';
import { JobsService } from '../src/jobs/jobs.service';
import { CourseAccessTokens } from '../src/learning';
import { MediaPlaybackService } from '../src/media/media-playback.service';
import { createCategory, insertCourse } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { SEPAY_API_KEY } from './helpers/money';
import { startS3Server, S3TestServer } from './helpers/s3-server';
import { Shop } from './helpers/shop';
import { startTestApp, TestApp } from './helpers/test-app';

// STORAGE_DRIVER=s3 end to end: the real app and database, real ffmpeg, a real S3-protocol server (s3rver).
const FFMPEG = '/usr/bin/ffmpeg';
const FFPROBE = '/usr/bin/ffprobe';

let s3: S3TestServer;
let t: TestApp;
let work: string;
let clip: Buffer;
let owner: HttpClient;
let student: HttpClient;
let studentId: string;
let tokens: CourseAccessTokens;
let courseId: string;
let video: { _id: string };

function form(data: Buffer, filename: string, type: string): FormData {
  const body = new FormData();
  body.append('asset', new Blob([new Uint8Array(data)], { type }), filename);
  return body;
}

async function bucketKeys(prefix: string): Promise<string[]> {
  const page = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((item) => item.Key!).sort();
}

/** Every file under a folder of the app's data dir (where the local driver would have put them). */
const localFiles = (folder: string) => {
  const dir = path.join(t.dataDir, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : [];
};

/** The signed playlist URL an enrolled student who passed the face check gets, as the PWA asks for it. */
async function studentPlaybackUrl(): Promise<string> {
  const response = await fetch(`${t.baseUrl}/api/media/playback-url`, {
    method: 'POST',
    headers: { authorization: `Bearer ${student.accessToken}`, 'x-course-access-token': tokens.issue(studentId, courseId).token, 'content-type': 'application/json' },
    body: JSON.stringify({ mediaId: video._id, courseId }),
  });
  const body = (await response.json()) as { playbackUrl: string };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.playbackUrl;
}

/** The URI lines of a playlist. */
const uris = (playlist: string) => playlist.split('\n').filter((line) => line && !line.startsWith('#'));

beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestApp({ ...s3.env, MEDIA_VIDEO_MAX_BYTES: String(3_000_000), SEPAY_API_KEY });
  // The bucket's CORS rule a deployment sets: the player (hls.js) fetches segments from the site's origin.
  await s3.allowOrigins([t.baseUrl]);
  const config = t.app.get<AppConfig>(APP_CONFIG);
  tokens = new CourseAccessTokens(config.learning.courseAccessSecret, config.learning.courseAccessTtlSeconds);

  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-s3-media-'));
  // 8 s of 360p test pattern with a tone: one rendition, two 4 s segments.
  const source = path.join(work, 'clip.mp4');
  execFileSync(FFMPEG, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=8'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=8'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source],
  ]);
  clip = fs.readFileSync(source);

  const instructor = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
  owner = instructor.client;
  const enrolled = await signedInClient(t.baseUrl, t.prisma);
  student = enrolled.client;
  studentId = enrolled.user.id;
  const course = await insertCourse(t.prisma, { instructorId: instructor.user.id, categoryId: (await createCategory(t.prisma)).id, lectures: 1 });
  courseId = course.id;
  await t.prisma.enrollment.create({ data: { userId: studentId, courseId, source: 'purchase' } });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('S3 storage: video', () => {
  it('uploads the original into the bucket and transcodes it from there to HLS in the bucket', async () => {
    const uploaded = await owner.upload('/api/media/upload', form(clip, 'bai-1.mp4', 'video/mp4'));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    video = uploaded.body;
    const asset = await t.prisma.mediaAsset.findUniqueOrThrow({ where: { id: video._id } });
    expect(await bucketKeys('private/media/')).toEqual([`private/${asset.storageKey}`]);

    await t.app.get(JobsService).runDueJobs(['media.transcode']);
    const ready = await t.prisma.mediaAsset.findUniqueOrThrow({ where: { id: video._id } });
    expect(ready).toMatchObject({ status: 'ready', durationSeconds: 8, failureReason: null });
    expect(await bucketKeys(`private/hls/${video._id}/`)).toEqual(
      ['master.m3u8', 'v0/index.m3u8', 'v0/seg_000.ts', 'v0/seg_001.ts'].map((name) => `private/hls/${video._id}/${name}`),
    );
    expect(await bucketKeys('public/posters/')).toEqual([`public/posters/${video._id}.jpg`]);
    // Nothing went to the app's disk.
    expect([...localFiles('private'), ...localFiles('uploads')]).toEqual([]);
    await t.prisma.lecture.updateMany({ where: { section: { courseId } }, data: { mediaAssetId: video._id } });
  });

  it('an enrolled student plays it: playlists from the API, segments from the bucket through short-lived signed URLs', async () => {
    const playbackUrl = await studentPlaybackUrl();
    const master = await fetch(t.baseUrl + playbackUrl);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    // The page may load media from the bucket (hls.js fetches, Safari's player plays, <img> shows posters).
    const csp = master.headers.get('content-security-policy')!;
    for (const directive of ['connect-src', 'media-src', 'img-src']) expect(csp).toMatch(new RegExp(`${directive} [^;]*${s3.publicEndpoint.replace(/[.:/]/g, '\\$&')}`));
    const query = playbackUrl.split('?')[1];
    expect(uris(await master.text())).toEqual([`v0/index.m3u8?${query}`]);

    const variant = await fetch(`${t.baseUrl}/api/media/hls/${video._id}/v0/index.m3u8?${query}`);
    expect(variant.status).toBe(200);
    const segments = uris(await variant.text());
    expect(segments).toHaveLength(2);
    const exp = Number(new URLSearchParams(query).get('exp'));
    for (const [i, segment] of segments.entries()) {
      const url = new URL(segment);
      expect(`${url.origin}${url.pathname}`).toBe(`${s3.publicEndpoint}/${s3.bucket}/private/hls/${video._id}/v0/seg_00${i}.ts`);
      // Signed for as long as the playback URL is valid (2 hours), no longer.
      const expiresAt =
        Date.parse(url.searchParams.get('X-Amz-Date')!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')) / 1000 +
        Number(url.searchParams.get('X-Amz-Expires'));
      expect(Math.abs(expiresAt - exp)).toBeLessThanOrEqual(1);
      expect(exp - Date.now() / 1000).toBeGreaterThan(7100);

      // Straight from s3rver, as the player in the page does it (a cross-origin fetch).
      const got = await fetch(url, { headers: { origin: t.baseUrl } });
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('video/mp2t');
      expect(got.headers.get('access-control-allow-origin')).toBe(t.baseUrl);
      expect(got.headers.get('cache-control')).toMatch(/^private, max-age=(3[0-5]\d\d|3600)$/);
      const bytes = Buffer.from(await got.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(1000);
      // MPEG transport stream: 188-byte packets, each starting with the sync byte 0x47.
      expect([bytes[0], bytes[188], bytes[376]]).toEqual([0x47, 0x47, 0x47]);
    }

    // ffprobe plays the rendition as a player does: the playlist from the API, the segments from the bucket.
    const { stdout } = await promisify(execFile)(
      FFPROBE,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', `${t.baseUrl}/api/media/hls/${video._id}/v0/index.m3u8?${query}`],
      {
        encoding: 'utf8',
      },
    );
    const probe = JSON.parse(stdout) as { format: { duration: string }; streams: { codec_name: string; height?: number }[] };
    expect(Number(probe.format.duration)).toBeGreaterThan(7.5);
    expect(probe.streams.find((s) => s.codec_name === 'h264')?.height).toBe(360);
    expect(probe.streams.some((s) => s.codec_name === 'aac')).toBe(true);
  });

  it('never serves segment bytes from the API: its segment URL only redirects to the bucket', async () => {
    const query = (await studentPlaybackUrl()).split('?')[1];
    const viaApi = await fetch(`${t.baseUrl}/api/media/hls/${video._id}/v0/seg_000.ts?${query}`, { redirect: 'manual' });
    expect(viaApi.status).toBe(302);
    expect(viaApi.headers.get('content-type')).not.toBe('video/mp2t');
    expect((await viaApi.arrayBuffer()).byteLength).toBeLessThan(200);
    const location = new URL(viaApi.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${s3.publicEndpoint}/${s3.bucket}/private/hls/${video._id}/v0/seg_000.ts`);
    expect((await fetch(location)).status).toBe(200);
    // Without a valid playback signature there is not even a redirect.
    const forged = await fetch(`${t.baseUrl}/api/media/hls/${video._id}/v0/seg_000.ts?${query.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'))}`, {
      redirect: 'manual',
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('location')).toBeNull();
  });

  it('refuses forged and expired signatures, at the API and at the bucket', async () => {
    const query = (await studentPlaybackUrl()).split('?')[1];
    const variant = await fetch(`${t.baseUrl}/api/media/hls/${video._id}/v0/index.m3u8?${query}`);
    const [segment] = uris(await variant.text());

    // The bucket checks its own signature: changed, moved to another object, or given a longer life.
    const forged = new URL(segment);
    const signature = forged.searchParams.get('X-Amz-Signature')!;
    forged.searchParams.set('X-Amz-Signature', (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1));
    const refused = await fetch(forged);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('SignatureDoesNotMatch');
    const asset = await t.prisma.mediaAsset.findUniqueOrThrow({ where: { id: video._id } });
    for (const other of [segment.replace('/v0/seg_000.ts', '/v0/seg_001.ts'), segment.replace(`/hls/${video._id}/v0/seg_000.ts`, `/${asset.storageKey}`)]) {
      expect((await fetch(other)).status).toBe(403);
    }
    const longer = new URL(segment);
    longer.searchParams.set('X-Amz-Expires', String(Number(longer.searchParams.get('X-Amz-Expires')) + 3600));
    expect((await fetch(longer)).status).toBe(403);

    // The API checks the playlist's: a forged one gets no playlist (so no bucket URLs).
    const apiForged = await fetch(`${t.baseUrl}/api/media/hls/${video._id}/v0/index.m3u8?${query.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 1}`)}`);
    expect(apiForged.status).toBe(403);
    expect(await apiForged.json()).toMatchObject({ code: 'PLAYBACK_SIGNATURE_INVALID' });

    // A playback URL about to expire: its segment URLs expire with it, at the bucket too.
    const playback = t.app.get(MediaPlaybackService);
    const shortUrl = playback.signedPlaylistUrl(video._id, Math.floor(Date.now() / 1000) + 2);
    const shortQuery = shortUrl.split('?')[1];
    const shortVariant = await fetch(`${t.baseUrl}/api/media/hls/${video._id}/v0/index.m3u8?${shortQuery}`);
    expect(shortVariant.status).toBe(200);
    const [shortSegment] = uris(await shortVariant.text());
    expect(Number(new URL(shortSegment).searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(2);
    expect((await fetch(shortSegment)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3200));
    const expired = await fetch(shortSegment);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
    const expiredPlaylist = await fetch(`${t.baseUrl}/api/media/hls/${video._id}/v0/index.m3u8?${shortQuery}`);
    expect(expiredPlaylist.status).toBe(403);
    expect(await expiredPlaylist.json()).toMatchObject({ code: 'PLAYBACK_SIGNATURE_EXPIRED' });
  });

  it('deleting the media removes its objects from the bucket', async () => {
    await t.prisma.lecture.updateMany({ where: { mediaAssetId: video._id }, data: { mediaAssetId: null } });
    expect((await owner.delete(`/api/media/${video._id}`)).status).toBe(200);
    expect(await bucketKeys(`private/hls/${video._id}/`)).toEqual([]);
    expect(await bucketKeys('private/media/')).toEqual([]);
    expect(await bucketKeys('public/posters/')).toEqual([]);
  });
});

describe('S3 storage: public images', () => {
  it('an uploaded image is reachable at its /uploads URL, which redirects to a signed URL of the bucket', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer();
    const uploaded = await owner.upload('/api/media/upload', form(png, 'banner.png', 'image/png'));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const imageUrl: string = uploaded.body.posterUrl;
    expect(imageUrl).toMatch(/^\/uploads\/media-images\/.+\.webp$/);
    expect(await bucketKeys('public/media-images/')).toEqual([`public${imageUrl.slice('/uploads'.length)}`]);

    const redirect = await fetch(t.baseUrl + imageUrl, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(redirect.headers.get('cache-control')!)?.[1]);
    expect(maxAge).toBeLessThanOrEqual(3600);
    const location = new URL(redirect.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${s3.publicEndpoint}/${s3.bucket}/public${imageUrl.slice('/uploads'.length)}`);
    // Signed from the start of the hour: the same URL all hour long, so browsers and CDNs cache it.
    expect((await fetch(t.baseUrl + imageUrl, { redirect: 'manual' })).headers.get('location')).toBe(location.toString());

    // What a browser does: follows the redirect to the bucket.
    const image = await fetch(t.baseUrl + imageUrl);
    expect(image.status).toBe(200);
    expect(image.url.startsWith(s3.publicEndpoint)).toBe(true);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=604800');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(1920);

    // A key that cannot exist is refused by the API; a missing object by the bucket.
    expect((await fetch(`${t.baseUrl}/uploads/..%2Fprivate%2Fx`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/uploads/media-images/${crypto.randomUUID()}.webp`)).status).toBe(404);
  });
});

describe('tool downloads in S3 mode', () => {
  it("sends the buyer's signed download link on to the bucket, which serves the installer under its name", async () => {
    const shop = await Shop.open(t);
    const admin = (await signedInClient(t.baseUrl, t.prisma, { role: 'admin' })).client;
    const plan = await shop.toolPlan(50_000, 30);
    expect((await admin.put(`/api/admin/tools/${plan.toolId}/delivery`, { deliveryMethod: 'download', accessInstructions: 'Chạy tệp cài đặt.', accessUrl: null })).status).toBe(
      200,
    );
    const content = crypto.randomBytes(300_000);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)], { type: 'application/zip' }), 'cai-dat phan mem.zip');
    expect((await admin.upload(`/api/admin/tools/${plan.toolId}/download`, form)).status).toBe(200);
    const buyer = await shop.studentWithBalance(50_000);
    expect((await buyer.client.post('/api/orders', { items: [{ kind: 'tool_plan', id: plan.id }], paymentMethod: 'wallet' })).status).toBe(201);

    const { download } = (await buyer.client.get(`/api/tools/me/${plan.toolId}/access`)).body;
    const viaApi = await fetch(`${t.baseUrl}${download.url}`, { redirect: 'manual' });
    expect(viaApi.status).toBe(302);
    expect((await viaApi.arrayBuffer()).byteLength).toBe(0);
    const location = viaApi.headers.get('location')!;
    expect(location.startsWith(`${s3.publicEndpoint}/${s3.bucket}/private/`)).toBe(true);
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="cai-dat-phan-mem.zip"');
    expect(Buffer.from(await file.arrayBuffer()).equals(content)).toBe(true);
    // The bucket checks its own signature: the link cannot be stretched.
    expect((await fetch(location.replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=86400'))).status).toBe(403);
  });
});

describe('lecture resources in S3 mode', () => {
  // An ASCII name: this s3rver canonicalises query values with encodeURIComponent, not RFC 3986 as AWS
  // does, so it refuses the ' and * of a `filename*=UTF-8''…` override that AWS accepts. The presigner
  // signs such a name exactly as the AWS SDK does (s3-presign.spec.ts).
  it('sends an enrolled student’s download link on to the bucket, which serves the document under its name', async () => {
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), crypto.randomBytes(50_000)]);
    const uploaded = await owner.upload('/api/media/upload', form(content, 'bai-tap-tuan-1.pdf', 'application/pdf'));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(await bucketKeys(`private/media/`)).toContain(`private/${(await t.prisma.mediaAsset.findUniqueOrThrow({ where: { id: uploaded.body._id } })).storageKey}`);
    const lecture = await t.prisma.lecture.findFirstOrThrow({ where: { section: { courseId } } });
    await t.prisma.lectureResource.create({ data: { lectureId: lecture.id, mediaAssetId: uploaded.body._id, position: 0 } });

    const link = await fetch(`${t.baseUrl}/api/learn/lectures/${lecture.id}/resources/${uploaded.body._id}/link`, {
      method: 'POST',
      headers: { authorization: `Bearer ${student.accessToken}`, 'x-course-access-token': tokens.issue(studentId, courseId).token },
    });
    const { url, message } = (await link.json()) as { url: string; message?: string };
    expect(link.status, message).toBe(200);
    const viaApi = await fetch(`${t.baseUrl}${url}`, { redirect: 'manual' });
    expect(viaApi.status).toBe(302);
    const location = viaApi.headers.get('location')!;
    expect(location.startsWith(`${s3.publicEndpoint}/${s3.bucket}/private/`)).toBe(true);
    const file = await fetch(location);
    expect(file.status, location).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="bai-tap-tuan-1.pdf"');
    expect(Buffer.from(await file.arrayBuffer()).equals(content)).toBe(true);
  });
});
