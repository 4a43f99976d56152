import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { CourseAccessTokens } from '../src/learning/course-access-tokens';
import { MediaTranscodeService } from '../src/media/media-transcode.service';
import { createCategory, insertCourse } from './helpers/catalogue';
import { signedInClient } from './helpers/factories';
import { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';

// Offline downloads, the server's side (issue 32, docs/learning.md "Offline downloads"), on a real
// database, real HTTP and a video transcoded by the real ffmpeg: the manifest of a lecture's files,
// who may have it, the device limit and the daily volume under 20 racing requests, the permission renewed.

let t: TestApp;
let config: AppConfig;
let tokens: CourseAccessTokens;
let work: string;
let mediaId: string;
let instructorId: string;
let instructorClient: HttpClient;
let categoryId: string;

type Manifest = {
  lectureId: string;
  courseId: string;
  variant: string;
  height: number;
  qualities: { variant: string; height: number; sizeBytes: number; recommended: boolean }[];
  files: { path: string; url: string; sizeBytes: number; resource?: { mediaId: string; name: string; mimeType: string } }[];
  totalBytes: number;
  permissionExpiresAt: string;
  linksExpireAt: string;
};

beforeAll(async () => {
  t = await startTestApp();
  config = t.app.get<AppConfig>(APP_CONFIG);
  tokens = new CourseAccessTokens(config.learning.courseAccessSecret, config.learning.courseAccessTtlSeconds);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-downloads-'));
  // 6 s of 720p: tall enough for the three renditions.
  const source = path.join(work, 'clip.mp4');
  execFileSync('/usr/bin/ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25:duration=6', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=6'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source],
  ]);
  const instructor = await signedInClient(t.baseUrl, t.prisma, { role: 'instructor' });
  instructorId = instructor.user.id;
  instructorClient = instructor.client;
  const form = new FormData();
  form.append('asset', new Blob([new Uint8Array(fs.readFileSync(source))], { type: 'video/mp4' }), 'bai-giang.mp4');
  const uploaded = await instructor.client.upload('/api/media/upload', form);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  mediaId = uploaded.body._id;
  await t.app.get(MediaTranscodeService).transcode(mediaId);
  categoryId = (await createCategory(t.prisma)).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** A course whose `lectures` lectures all show the transcoded video, and a student enrolled in it. */
async function enrolledCourse(lectures = 1) {
  const course = await insertCourse(t.prisma, { instructorId, categoryId, lectures });
  await t.prisma.lecture.updateMany({ where: { section: { courseId: course.id } }, data: { mediaAssetId: mediaId } });
  const lectureIds = (await t.prisma.lecture.findMany({ where: { section: { courseId: course.id } }, orderBy: { position: 'asc' }, select: { id: true } })).map((row) => row.id);
  const { client, user } = await signedInClient(t.baseUrl, t.prisma);
  await t.prisma.enrollment.create({ data: { userId: user.id, courseId: course.id, source: 'purchase' } });
  client.headers['x-course-access-token'] = tokens.issue(user.id, course.id).token;
  return { course, lectureIds, client, user };
}

const device = () => `dev-${crypto.randomBytes(6).toString('hex')}`;
const download = (client: HttpClient, lectureId: string, body: Record<string, unknown>) => client.post(`/api/learn/lectures/${lectureId}/download`, body);

describe('the manifest of a lecture’s download', () => {
  it('lists every file of the recommended quality with its size, signed, the playlist as written', async () => {
    const { lectureIds, client } = await enrolledCourse();
    const response = await download(client, lectureIds[0], { deviceId: device(), deviceName: 'Chrome trên Android' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const manifest = response.body as Manifest;
    expect(manifest.qualities.map((quality) => quality.height)).toEqual([360, 540, 720]);
    expect(manifest.qualities.filter((quality) => quality.recommended)).toHaveLength(1);
    const chosen = manifest.qualities.find((quality) => quality.recommended)!;
    expect(manifest.variant).toBe(chosen.variant);
    expect(manifest.files[0].path).toBe(`${chosen.variant}/index.m3u8`);
    expect(manifest.files.slice(1).every((file) => new RegExp(`^${chosen.variant}/seg_\\d{3}\\.ts$`).test(file.path))).toBe(true);
    expect(manifest.totalBytes).toBe(manifest.files.reduce((sum, file) => sum + file.sizeBytes, 0));
    expect(manifest.totalBytes).toBe(chosen.sizeBytes);
    expect(new Date(manifest.permissionExpiresAt).getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);

    // Each file comes whole; the playlist keeps relative URIs, so the device's copy finds its segments beside it.
    const playlist = await fetch(`${t.baseUrl}${manifest.files[0].url}`);
    const text = await playlist.text();
    expect(text.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual(manifest.files.slice(1).map((file) => file.path.split('/')[1]));
    expect(text.length).toBe(manifest.files[0].sizeBytes);
    for (const file of manifest.files.slice(1)) {
      const segment = await fetch(`${t.baseUrl}${file.url}`);
      expect(segment.status).toBe(200);
      expect((await segment.arrayBuffer()).byteLength).toBe(file.sizeBytes);
    }
    expect((await fetch(`${t.baseUrl}${manifest.files[1].url.replace(/sig=[^&]+/, 'sig=' + 'A'.repeat(43))}`)).status).toBe(403);
  });

  it('gives the quality asked for, and refuses one the video does not have', async () => {
    const { lectureIds, client } = await enrolledCourse();
    const high = await download(client, lectureIds[0], { deviceId: device(), variant: 'v2' });
    expect(high.body).toMatchObject({ variant: 'v2', height: 720 });
    expect((high.body as Manifest).files.every((file) => file.path.startsWith('v2/'))).toBe(true);
    const unknown = await download(client, lectureIds[0], { deviceId: device(), variant: 'v7' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Chất lượng "v7" không có cho video này.');
    const bad = await download(client, lectureIds[0], { deviceId: 'x' });
    expect(bad.status).toBe(400);
  });

  it('tells the course’s readers each video lecture’s sizes before anything is downloaded, and nobody else', async () => {
    const { course, lectureIds, client } = await enrolledCourse(2);
    const faceToken = client.headers['x-course-access-token'];
    delete client.headers['x-course-access-token'];
    const sizes = await client.get(`/api/learn/courses/${course.id}/downloads/sizes`);
    expect(sizes.status, JSON.stringify(sizes.body)).toBe(200);
    const lectures = (sizes.body as { lectures: { lectureId: string; qualities: Manifest['qualities']; resourceBytes: number }[] }).lectures;
    expect(lectures.map((lecture) => lecture.lectureId)).toEqual(lectureIds);
    expect(lectures.map((lecture) => lecture.resourceBytes)).toEqual([0, 0]);
    expect(lectures[0].qualities.map((quality) => quality.height)).toEqual([360, 540, 720]);
    // The same figures the download then hands out, and nothing granted or counted by asking.
    expect(await t.prisma.downloadGrant.count({ where: { lectureId: { in: lectureIds } } })).toBe(0);
    client.headers['x-course-access-token'] = faceToken;
    const manifest = (await download(client, lectureIds[1], { deviceId: device(), variant: 'v0' })).body as Manifest;
    expect(lectures[1].qualities).toEqual(manifest.qualities);

    const stranger = await signedInClient(t.baseUrl, t.prisma);
    const refused = await stranger.client.get(`/api/learn/courses/${course.id}/downloads/sizes`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Bạn cần đăng ký khóa học để tải bài giảng này về máy.');
    expect((await new HttpClient(t.baseUrl).get(`/api/learn/courses/${course.id}/downloads/sizes`)).status).toBe(401);
  });

  it('only to those who may watch: the face check, enrollment, signed in', async () => {
    const { lectureIds, client } = await enrolledCourse();
    const noCheck = new HttpClient(t.baseUrl);
    noCheck.accessToken = client.accessToken;
    const refused = await download(noCheck, lectureIds[0], { deviceId: device() });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('COURSE_ACCESS_INVALID');
    const stranger = (await signedInClient(t.baseUrl, t.prisma)).client;
    expect((await download(stranger, lectureIds[0], { deviceId: device() })).body.code).toBe('DOWNLOAD_FORBIDDEN');
    expect((await download(new HttpClient(t.baseUrl), lectureIds[0], { deviceId: device() })).status).toBe(401);
    expect((await download(client, crypto.randomUUID(), { deviceId: device() })).status).toBe(404);
  });
});

describe('the resources of a downloaded lecture', () => {
  it('lists its PDF among the files, counted, linked as long as the video; the link gives its exact bytes and nothing to a stranger', async () => {
    const { lectureIds, client, user } = await enrolledCourse();
    const pdf = Buffer.from(`%PDF-1.4\n% tai lieu ${crypto.randomUUID()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'utf8');
    const form = new FormData();
    form.append('asset', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'Bài tập chương 1.pdf');
    const uploaded = await instructorClient.upload('/api/media/upload', form);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const pdfId: string = uploaded.body._id;
    await t.prisma.lectureResource.create({ data: { lectureId: lectureIds[0], mediaAssetId: pdfId, position: 0 } });

    const response = await download(client, lectureIds[0], { deviceId: device(), variant: 'v0' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const manifest = response.body as Manifest;
    const video = manifest.qualities.find((quality) => quality.variant === 'v0')!;
    const resources = manifest.files.filter((file) => file.resource);
    expect(resources).toEqual([
      {
        path: `resources/${pdfId}/Bai-tap-chuong-1.pdf`,
        url: expect.stringMatching(new RegExp(`^/api/media/files/${pdfId}\\?exp=\\d+&sig=`)),
        sizeBytes: pdf.length,
        resource: { mediaId: pdfId, name: 'Bài tập chương 1.pdf', mimeType: 'application/pdf' },
      },
    ]);
    expect(manifest.files.filter((file) => !file.resource).every((file) => file.path.startsWith('v0/'))).toBe(true);
    expect(manifest.totalBytes).toBe(video.sizeBytes + pdf.length);
    // The daily volume counts the resource with the video.
    const grant = await t.prisma.downloadGrant.findFirstOrThrow({ where: { userId: user.id, lectureId: lectureIds[0] } });
    expect(Number(grant.bytes)).toBe(manifest.totalBytes);
    // The sizes shown before downloading say so too.
    const sizes = await client.get(`/api/learn/courses/${manifest.courseId}/downloads/sizes`);
    expect((sizes.body as { lectures: { lectureId: string; resourceBytes: number }[] }).lectures.find((lecture) => lecture.lectureId === lectureIds[0])?.resourceBytes).toBe(
      pdf.length,
    );
    // Its link lasts as long as the video's links, not the few minutes of the player's link.
    const expiry = Number(new URL(resources[0].url, t.baseUrl).searchParams.get('exp'));
    expect(expiry * 1000).toBe(new Date(manifest.linksExpireAt).getTime());

    const file = await fetch(`${t.baseUrl}${resources[0].url}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    expect(file.headers.get('content-type')).toContain('application/pdf');

    // A stranger gets no manifest, and no bytes from a link they made up or took from another file.
    const stranger = (await signedInClient(t.baseUrl, t.prisma)).client;
    const refused = await download(stranger, lectureIds[0], { deviceId: device() });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain(pdfId);
    expect((await fetch(`${t.baseUrl}/api/media/files/${pdfId}`)).status).toBe(403);
    expect((await fetch(`${t.baseUrl}${resources[0].url.replace(/sig=[^&]+/, 'sig=' + 'A'.repeat(43))}`)).status).toBe(403);
    const segmentQuery = manifest.files.find((item) => item.path.endsWith('.m3u8'))!.url.split('?')[1];
    expect((await fetch(`${t.baseUrl}/api/media/files/${pdfId}?${segmentQuery}`)).status).toBe(403);
  });
});

describe('download devices', () => {
  it('allows three devices, says so on the fourth, and frees a slot when one is removed in settings', async () => {
    const { lectureIds, client } = await enrolledCourse();
    const devices = [device(), device(), device(), device()];
    for (const id of devices.slice(0, 3)) expect((await download(client, lectureIds[0], { deviceId: id })).status).toBe(200);
    const fourth = await download(client, lectureIds[0], { deviceId: devices[3] });
    expect(fourth.status).toBe(403);
    expect(fourth.body.message).toBe('Bạn đã tải bài giảng về 3 thiết bị, mức tối đa. Gỡ một thiết bị trong Cài đặt để tải về thiết bị này.');
    // The same device again is no new device.
    expect((await download(client, lectureIds[0], { deviceId: devices[0] })).status).toBe(200);

    const listed = await client.get('/api/learn/downloads/devices');
    expect(listed.body.limit).toBe(3);
    expect(listed.body.devices).toHaveLength(3);
    const first = listed.body.devices.find((row: { deviceId: string }) => row.deviceId === devices[0]);
    const stranger = (await signedInClient(t.baseUrl, t.prisma)).client;
    expect((await stranger.delete(`/api/learn/downloads/devices/${first._id}`)).status).toBe(404);
    expect((await client.delete(`/api/learn/downloads/devices/${first._id}`)).status).toBe(200);
    expect((await download(client, lectureIds[0], { deviceId: devices[3] })).status).toBe(200);
    // The removed device counts as a new one: no slot is free now, then one is.
    const removed = await download(client, lectureIds[0], { deviceId: devices[0] });
    expect(removed.status).toBe(403);
    expect(removed.body.code).toBe('DOWNLOAD_DEVICE_LIMIT');
    const second = listed.body.devices.find((row: { deviceId: string }) => row.deviceId === devices[1]);
    expect((await client.delete(`/api/learn/downloads/devices/${second._id}`)).status).toBe(200);
    expect((await download(client, lectureIds[0], { deviceId: devices[0] })).status).toBe(200);
    expect((await client.get('/api/learn/downloads/devices')).body.devices.map((row: { deviceId: string }) => row.deviceId).sort()).toEqual(
      [devices[0], devices[2], devices[3]].sort(),
    );
  });

  it('20 new devices at once: exactly three get through', async () => {
    const { lectureIds, client, user } = await enrolledCourse();
    const results = await Promise.all(Array.from({ length: 20 }, () => download(client, lectureIds[0], { deviceId: device() })));
    expect(results.filter((result) => result.status === 200)).toHaveLength(3);
    expect(results.filter((result) => result.status === 403 && result.body.code === 'DOWNLOAD_DEVICE_LIMIT')).toHaveLength(17);
    expect(await t.prisma.downloadDevice.count({ where: { userId: user.id } })).toBe(3);
  });
});

describe('the daily volume', () => {
  it('counts a lecture once a day however often it resumes, and lets 20 racing downloads past it only as far as it goes', async () => {
    const { lectureIds, client, user } = await enrolledCourse(21);
    const deviceId = device();
    const first = (await download(client, lectureIds[0], { deviceId, variant: 'v0' })).body as Manifest;
    const saved = config.downloads.dailyBytes;
    // Room for five lectures of this size in all, the first one included.
    config.downloads.dailyBytes = first.totalBytes * 5;
    try {
      for (let resumed = 0; resumed < 3; resumed += 1) expect((await download(client, lectureIds[0], { deviceId, variant: 'v0' })).status).toBe(200);
      const results = await Promise.all(lectureIds.slice(1).map((lectureId) => download(client, lectureId, { deviceId, variant: 'v0' })));
      expect(results.filter((result) => result.status === 200)).toHaveLength(4);
      const refused = results.filter((result) => result.status === 429);
      expect(refused).toHaveLength(16);
      expect(refused[0].body.code).toBe('DOWNLOAD_DAILY_LIMIT');
      const granted = await t.prisma.downloadGrant.aggregate({ where: { userId: user.id }, _sum: { bytes: true }, _count: true });
      expect(granted._count).toBe(5);
      expect(Number(granted._sum.bytes)).toBeLessThanOrEqual(config.downloads.dailyBytes);
    } finally {
      config.downloads.dailyBytes = saved;
    }
  });
});

describe('the permission a download carries', () => {
  it('is renewed while the learner may watch; not after a full refund, nor on a removed device', async () => {
    const { lectureIds, client, user, course } = await enrolledCourse(2);
    const deviceId = device();
    expect((await download(client, lectureIds[0], { deviceId })).status).toBe(200);
    const renewed = await client.post('/api/learn/downloads/permissions', { deviceId, lectureIds });
    expect(renewed.status).toBe(200);
    expect(renewed.body.lectures.map((lecture: { allowed: boolean }) => lecture.allowed)).toEqual([true, true]);
    expect(new Date(renewed.body.lectures[0].permissionExpiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    // A full refund ends the enrollment: the app is told to delete what it keeps of the course.
    await t.prisma.enrollment.deleteMany({ where: { userId: user.id, courseId: course.id } });
    const ended = await client.post('/api/learn/downloads/permissions', { deviceId, lectureIds: [...lectureIds, crypto.randomUUID()] });
    expect(ended.body.lectures).toEqual([
      { lectureId: lectureIds[0], allowed: false, permissionExpiresAt: null },
      { lectureId: lectureIds[1], allowed: false, permissionExpiresAt: null },
      expect.objectContaining({ allowed: false }),
    ]);

    const again = await enrolledCourse();
    const otherDevice = device();
    expect((await download(again.client, again.lectureIds[0], { deviceId: otherDevice })).status).toBe(200);
    const [row] = (await again.client.get('/api/learn/downloads/devices')).body.devices;
    await again.client.delete(`/api/learn/downloads/devices/${row._id}`);
    const removed = await again.client.post('/api/learn/downloads/permissions', { deviceId: otherDevice, lectureIds: again.lectureIds });
    expect(removed.body.lectures[0].allowed).toBe(false);
  });
});
