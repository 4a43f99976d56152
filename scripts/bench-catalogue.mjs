// Benchmark of the public catalogue with 10,000 published courses: GET /api/courses (first page,
// a deep page, a search, a category) and GET /api/courses/{slug}, 50 connections each.
// Starts its own database and API, prints figures, cleans up.
// Usage: node scripts/bench-catalogue.mjs [--courses 10000] [--connections 50] [--seconds 15]
import os from 'node:os';
import { insertBulkCourses } from './lib/bulk-courses.mjs';
import { startMeasuredApp } from './lib/measured-app.mjs';
import { log } from './lib/setup.mjs';
import { numberArg, printRows, runTargets } from './lib/bench.mjs';

const courseCount = numberArg('courses', 10_000);
const connections = numberArg('connections', 50);
const seconds = numberArg('seconds', 15);

let slug;
const app = await startMeasuredApp({
  name: 'bench-catalogue',
  beforeStart: async (databaseUrl) => {
    const startedAt = Date.now();
    slug = await insertBulkCourses(databaseUrl, courseCount);
    log(`Đã thêm ${courseCount} khóa học trong ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  },
});
try {
  const categorySlug = (await (await fetch(`${app.baseUrl}/api/categories?isActive=true`)).json()).categories[0].slug;
  const targets = [
    ['GET /api/courses?limit=12', '/api/courses?limit=12'],
    ['GET /api/courses?page=400&limit=12', '/api/courses?page=400&limit=12'],
    ['GET /api/courses?search=tiktok&limit=12', '/api/courses?search=tiktok&limit=12'],
    [`GET /api/courses?category=${categorySlug}&limit=12`, `/api/courses?category=${categorySlug}&limit=12`],
    ['GET /api/courses/{slug}', `/api/courses/${slug}`],
  ];
  const rows = await runTargets(
    targets.map(([label, path]) => ({ label, url: `${app.baseUrl}${path}` })),
    { connections, seconds },
  );
  printRows(`Catalogue benchmark (${os.cpus().length} CPU, ${courseCount} courses, ${connections} connections, ${seconds} s each)`, rows);
} finally {
  await app.stop();
}
