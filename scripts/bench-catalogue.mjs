// Benchmark of the public catalogue with 10,000 published courses: GET /api/courses (first page,
// a deep page, a search, a category) and GET /api/courses/{slug}, 50 connections each.
// Starts its own database and API, prints figures, cleans up.
// Usage: node scripts/bench-catalogue.mjs [--courses 10000] [--connections 50] [--seconds 15]
import os from 'node:os';
import autocannon from 'autocannon';
import { insertBulkCourses } from './lib/bulk-courses.mjs';
import { startMeasuredApp } from './lib/measured-app.mjs';
import { log } from './lib/setup.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const courseCount = arg('courses', 10_000);
const connections = arg('connections', 50);
const seconds = arg('seconds', 15);

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
  const rows = [];
  for (const [label, path] of targets) {
    await autocannon({ url: `${app.baseUrl}${path}`, connections: 10, duration: 2 }); // warm-up
    const result = await autocannon({ url: `${app.baseUrl}${path}`, connections, duration: seconds });
    rows.push({ label, result });
  }
  console.log(`\nCatalogue benchmark (${os.cpus().length} CPU, ${courseCount} courses, ${connections} connections, ${seconds} s each)`);
  for (const { label, result } of rows) {
    const { p50, p90, p99, max } = result.latency;
    console.log(
      `  ${label.padEnd(46)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${p50} ms   p90 ${p90} ms   p99 ${p99} ms   max ${max} ms   non-2xx ${result.non2xx}`,
    );
  }
} finally {
  await app.stop();
}
