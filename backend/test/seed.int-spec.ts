import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { JobsService } from '../src/jobs/jobs.service';
import { TRANSCODE_JOB } from '../src/media/media-keys';
import { seedDemoData } from '../src/seed/seed';
import { HttpClient } from './helpers/http-client';
import { startTestApp, TestApp } from './helpers/test-app';
// @ts-expect-error plain ESM helpers shared with the root scripts
import { createDatabase, dropDatabase } from '../../scripts/lib/local-db.mjs';
// @ts-expect-error plain ESM helpers shared with the root scripts
import { migrate } from '../../prisma/tools/migrate.mjs';

// The seed only runs on an empty database, so this file gets one of its own.
const databaseUrl = `${inject('databaseUrl')}_seed`;
let t: TestApp;
let anonymous: HttpClient;

beforeAll(async () => {
  await createDatabase(databaseUrl, { dropFirst: true });
  await migrate(databaseUrl, { log: () => {} });
  t = await startTestApp({ DATABASE_URL: databaseUrl });
  anonymous = new HttpClient(t.baseUrl);
  expect(await seedDemoData(t.prisma, t.app.get<AppConfig>(APP_CONFIG))).toBe(true);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await dropDatabase(databaseUrl);
});

describe('demo seed', () => {
  it('fills the catalogue a visitor browses: 12+ published courses with curricula, free lessons and images', async () => {
    const list = await anonymous.get('/api/courses?limit=50');
    expect(list.body.pagination.totalItems).toBeGreaterThanOrEqual(12);
    const categories = new Set(list.body.courses.map((course: { category: { name: string } }) => course.category.name));
    expect(categories.size).toBeGreaterThanOrEqual(5);

    for (const card of list.body.courses as { slug: string }[]) {
      const { course } = (await anonymous.get(`/api/courses/${card.slug}`)).body;
      const lectures = course.curriculum.flatMap((section: { lectures: unknown[] }) => section.lectures);
      expect(course.curriculum.length).toBeGreaterThanOrEqual(2);
      expect(lectures).toHaveLength(course.totalLectures);
      expect(course.duration).toBe(lectures.reduce((sum: number, lecture: { duration: number }) => sum + lecture.duration, 0));
      expect(lectures.filter((lecture: { previewMediaId: string | null }) => lecture.previewMediaId).length).toBe(2);
      // The images are real files behind the URLs the pages use.
      for (const url of [course.courseThumbnail, course.seoThumbnail]) {
        const image = await fetch(`${t.baseUrl}${url}`);
        expect(image.headers.get('content-type')).toBe('image/webp');
      }
    }
    // The review queue and the other statuses have examples too.
    expect(await t.prisma.course.count({ where: { status: 'pending' } })).toBeGreaterThanOrEqual(2);
    expect(await t.prisma.course.count({ where: { status: 'rejected', rejectionReason: { not: null } } })).toBe(1);
  });

  it('seeds six tools with plans, including the one the header banner links to', async () => {
    const { tools, pagination } = (await anonymous.get('/api/tools?limit=50')).body;
    expect(pagination.totalItems).toBe(6);
    const { tool } = (await anonymous.get('/api/tools/detail/phan-mem-lam-video-ai-veo3-max-ultra')).body;
    expect(tool.plans.length).toBeGreaterThanOrEqual(2);
    expect(tools.every((item: { thumbnailUrl: string | null }) => item.thumbnailUrl?.startsWith('/uploads/'))).toBe(true);
  });

  it('queues its videos for the real transcoder, which makes the free lessons playable', async () => {
    expect(await t.prisma.job.count({ where: { type: TRANSCODE_JOB, status: 'queued' } })).toBe(3);
    await t.app.get(JobsService).runDueJobs([TRANSCODE_JOB]);
    expect(await t.prisma.mediaAsset.count({ where: { status: 'ready', durationSeconds: 6 } })).toBe(3);

    const { courses } = (await anonymous.get('/api/courses?limit=1')).body;
    const { course } = (await anonymous.get(`/api/courses/${courses[0].slug}`)).body;
    const free = course.curriculum[0].lectures[0];
    const playback = await anonymous.post('/api/media/playback-url', { mediaId: free.previewMediaId, courseId: course._id });
    expect(playback.status).toBe(200);
    const playlist = await fetch(`${t.baseUrl}${playback.body.playbackUrl}`);
    expect(await playlist.text()).toContain('#EXT-X-STREAM-INF');
  }, 120_000);

  it('seeds an active promotional popup and contact messages for the admin screens', async () => {
    expect((await anonymous.get('/api/popups/active')).body.popup).toMatchObject({ link: '/pro-gift' });
    expect(await t.prisma.contactSubmission.count()).toBe(3);
  });
});
