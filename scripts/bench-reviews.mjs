// Benchmark of course reviews (issue 29): a course with 10,000 reviews beside a course without any,
// 50 connections each, cache warm: the course page (GET /api/courses/{slug}), its first HTML
// (GET /courses/{slug}) and the reviews' first page in every sort, plus a deep page of 'most helpful'.
// Starts its own database and API (the demo seed, then the reviews straight into the tables, with the
// course's rating_sum and reviews_count set from them), prints p50/p99, cleans up.
// Usage: node scripts/bench-reviews.mjs [--reviews 10000] [--connections 50] [--seconds 10]
// (BACKEND_DIST=backend/dist measures an API built there, without building; the PWA is then not served
// and the first HTML is the plain shell.)
import crypto from 'node:crypto';
import os from 'node:os';
import mariadb from 'mariadb';
import { connectionOptions } from '../prisma/tools/connection.mjs';
import { startMeasuredApp } from './lib/measured-app.mjs';
import { log } from './lib/setup.mjs';
import { numberArg, printRows, runTargets } from './lib/bench.mjs';

const reviewCount = numberArg('reviews', 10_000);
const connections = numberArg('connections', 50);
const seconds = numberArg('seconds', 10);
const BATCH = 1000;
const COMMENTS = [
  'Khóa học rất thực tế, áp dụng được ngay cho shop của mình.',
  'Giảng viên giải thích dễ hiểu, ví dụ sát với thị trường Việt Nam.',
  'Nội dung ổn, mong có thêm bài tập thực hành.',
  null,
  'Đáng tiền, phần tối ưu chi phí quảng cáo rất hữu ích.',
];

let courses;
const app = await startMeasuredApp({
  name: 'bench-reviews',
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' },
  beforeStart: async (databaseUrl) => {
    const startedAt = Date.now();
    courses = await insertBulkReviews(databaseUrl, reviewCount);
    log(`Đã thêm ${reviewCount} đánh giá trong ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  },
});
try {
  const { reviewed, plain } = courses;
  const targets = [
    { label: 'GET /api/courses/{slug} (no reviews)', url: `${app.baseUrl}/api/courses/${plain.slug}` },
    { label: `GET /api/courses/{slug} (${reviewCount} reviews)`, url: `${app.baseUrl}/api/courses/${reviewed.slug}` },
    // As a browser asks for a page: compressed (the kept page holds its gzip bytes).
    { label: 'GET /courses/{slug} first HTML (no reviews)', url: `${app.baseUrl}/courses/${plain.slug}`, headers: { 'accept-encoding': 'gzip' } },
    { label: `GET /courses/{slug} first HTML (${reviewCount} reviews)`, url: `${app.baseUrl}/courses/${reviewed.slug}`, headers: { 'accept-encoding': 'gzip' } },
    { label: 'GET /courses/{slug} first HTML, uncompressed (no reviews)', url: `${app.baseUrl}/courses/${plain.slug}` },
    { label: `GET /courses/{slug} first HTML, uncompressed (${reviewCount} reviews)`, url: `${app.baseUrl}/courses/${reviewed.slug}` },
    { label: 'GET /api/courses/{id}/reviews (no reviews)', url: `${app.baseUrl}/api/courses/${plain.id}/reviews` },
    { label: 'GET /api/courses/{id}/reviews', url: `${app.baseUrl}/api/courses/${reviewed.id}/reviews` },
    { label: 'GET …/reviews?sort=helpful', url: `${app.baseUrl}/api/courses/${reviewed.id}/reviews?sort=helpful` },
    { label: 'GET …/reviews?sort=lowest', url: `${app.baseUrl}/api/courses/${reviewed.id}/reviews?sort=lowest` },
    { label: 'GET …/reviews?stars=4', url: `${app.baseUrl}/api/courses/${reviewed.id}/reviews?stars=4` },
    { label: 'GET …/reviews?sort=helpful&page=500', url: `${app.baseUrl}/api/courses/${reviewed.id}/reviews?sort=helpful&page=500` },
  ];
  const rows = await runTargets(targets, { connections, seconds });
  printRows(`Reviews benchmark (${os.cpus().length} CPU, ${reviewCount} reviews on one course, ${connections} connections, ${seconds} s per URL)`, rows, 64);
} finally {
  await app.stop();
}

/** `count` reviewers and their reviews of one seeded course; returns it and a seeded course without reviews. */
async function insertBulkReviews(databaseUrl, count) {
  const connection = await mariadb.createConnection({ ...connectionOptions(databaseUrl), bulk: true });
  try {
    const published = await connection.query("SELECT id, slug FROM courses WHERE status = 'published' ORDER BY title");
    const reviewed = published[0];
    // The seed's own demo reviews stay; the course without reviews is one the seed left without any.
    const seeded = new Set((await connection.query('SELECT DISTINCT course_id FROM course_reviews')).map((row) => row.course_id));
    const withoutReviews = published.find((course) => course.id !== reviewed.id && !seeded.has(course.id));
    if (!withoutReviews) throw new Error('Không có khóa học nào chưa có đánh giá để so sánh.');
    const now = Date.now();
    for (let start = 0; start < count; start += BATCH) {
      const users = [];
      const reviews = [];
      for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
        const userId = crypto.randomUUID();
        const at = new Date(now - (i + 1) * 137_000);
        users.push([userId, `bench.review.${i}.${userId.slice(0, 8)}@example.vn`, `Học viên ${i + 1}`, at, at]);
        reviews.push([crypto.randomUUID(), reviewed.id, userId, 1 + ((i * 7) % 5), COMMENTS[i % COMMENTS.length], (i * 31) % 97, at, at]);
      }
      await connection.batch('INSERT INTO users (id, email, name, created_at, updated_at) VALUES (?, ?, ?, ?, ?)', users);
      await connection.batch(
        'INSERT INTO course_reviews (id, course_id, user_id, rating, comment, helpful_count, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        reviews,
      );
    }
    // The figures as the reviews module keeps them: from the counted rows.
    await connection.query(
      `UPDATE courses c SET rating_sum = (SELECT COALESCE(SUM(rating), 0) FROM course_reviews r WHERE r.course_id = c.id AND r.counted),
              reviews_count = (SELECT COUNT(*) FROM course_reviews r WHERE r.course_id = c.id AND r.counted) WHERE c.id = ?`,
      [reviewed.id],
    );
    await connection.query('ANALYZE TABLE users, course_reviews');
    return { reviewed, plain: withoutReviews };
  } finally {
    await connection.end();
  }
}
