// Benchmark of the public catalogue with 10,000 published courses: GET /api/courses (first page,
// a deep page, a search, a category, the first page gzipped) and GET /api/courses/{slug}, 50
// connections each, with the cache warm. Each URL is then asked of a bare Fastify route that sends
// the very bytes the API answered, and the ratio API ÷ bare is printed beside both latencies.
// Starts its own database and API, prints figures, cleans up.
// Usage: node scripts/bench-catalogue.mjs [--courses 10000] [--connections 50] [--seconds 15] [--rounds 3]
// (BACKEND_DIST=backend/dist-x to measure an API built there instead of building backend/dist)
import os from 'node:os';
import mariadb from 'mariadb';
import { connectionOptions } from '../prisma/tools/connection.mjs';
import { captureAnswer, startBareBaseline } from './lib/bare-baseline.mjs';
import { insertBulkCourses } from './lib/bulk-courses.mjs';
import { startMeasuredApp } from './lib/measured-app.mjs';
import { log } from './lib/setup.mjs';
import { numberArg, printComparison, runSideBySide } from './lib/bench.mjs';

const courseCount = numberArg('courses', 10_000);
const connections = numberArg('connections', 50);
const seconds = numberArg('seconds', 15);
const rounds = numberArg('rounds', 3);

let slug;
const app = await startMeasuredApp({
  name: 'bench-catalogue',
  // LOG_LEVEL=info writes the request log lines production writes (to /dev/null here).
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' },
  beforeStart: async (databaseUrl) => {
    const startedAt = Date.now();
    slug = await insertBulkCourses(databaseUrl, courseCount);
    log(`Đã thêm ${courseCount} khóa học trong ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  },
});
try {
  await waitForSeedTranscodes(app.databaseUrl);
  const categorySlug = (await (await fetch(`${app.baseUrl}/api/categories?isActive=true`)).json()).categories[0].slug;
  const gzip = { 'accept-encoding': 'gzip' };
  const targets = [
    { label: 'GET /api/courses?limit=12', path: '/api/courses?limit=12' },
    { label: 'GET /api/courses?page=400&limit=12', path: '/api/courses?page=400&limit=12' },
    { label: 'GET /api/courses?search=tiktok&limit=12', path: '/api/courses?search=tiktok&limit=12' },
    { label: 'GET /api/courses?category={slug}&limit=12', path: `/api/courses?category=${categorySlug}&limit=12` },
    { label: 'GET /api/courses?limit=12 (gzip)', path: '/api/courses?limit=12', headers: gzip },
    { label: 'GET /api/courses/{slug}', path: `/api/courses/${slug}` },
    { label: 'GET /api/courses/{slug} (gzip)', path: `/api/courses/${slug}`, headers: gzip },
  ];
  // The first GET fills the cache; the second is the warm answer the bare route will send byte for byte.
  const capture = () => Promise.all(targets.map(({ path, headers }) => captureAnswer(`${app.baseUrl}${path}`, headers)));
  await capture();
  const answers = await capture();
  const bare = await startBareBaseline(answers);
  try {
    const rows = await runSideBySide(targets, bare, { apiBaseUrl: app.baseUrl, connections, seconds, rounds, pids: { api: app.pid, bare: bare.pid } });
    printComparison(
      `Catalogue benchmark (${os.cpus().length} CPU, ${courseCount} courses, ${connections} connections, ${seconds} s per side per URL in ${rounds} rounds; bare = Fastify route sending the API's bytes)`,
      rows,
    );
  } finally {
    await bare.stop();
  }
} finally {
  await app.stop();
}

/** The seed's sample videos are transcoded (ffmpeg) by the API's worker after start: measured only once that is over. */
async function waitForSeedTranscodes(databaseUrl) {
  const connection = await mariadb.createConnection(connectionOptions(databaseUrl));
  try {
    for (let i = 0; i < 600; i += 1) {
      const [{ waiting }] = await connection.query("SELECT COUNT(*) AS waiting FROM jobs WHERE type = 'media.transcode' AND status IN ('queued', 'running')");
      if (Number(waiting) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await connection.end();
  }
}
