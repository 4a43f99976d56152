// Inserts many published courses (each with 2 sections × 3 lectures) straight into the database,
// in multi-row INSERTs, for benchmarks. Uses the demo seed's categories and instructors.
import crypto from 'node:crypto';
import mariadb from 'mariadb';

const TOPICS = ['Facebook Ads', 'TikTok', 'SEO', 'Email', 'Shopee', 'Livestream', 'Copywriting', 'Zalo OA', 'Google Ads', 'ChatGPT', 'Canva', 'Affiliate'];
const GOALS = ['cho người mới', 'nâng cao', 'thực chiến', 'cho chủ shop', 'từ A đến Z', 'cho doanh nghiệp nhỏ', 'ra đơn mỗi ngày', 'trong 30 ngày'];
const BATCH = 500;

const slugOf = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Adds `count` published courses; returns the slug of one of them. */
export async function insertBulkCourses(databaseUrl, count) {
  const connection = await mariadb.createConnection({ ...parse(databaseUrl), bulk: true });
  try {
    const categories = (await connection.query('SELECT id FROM categories WHERE is_active = 1')).map((row) => row.id);
    const instructors = (await connection.query("SELECT id FROM users WHERE role = 'instructor'")).map((row) => row.id);
    const now = Date.now();
    let sampleSlug;
    for (let start = 0; start < count; start += BATCH) {
      const courses = [];
      const sections = [];
      const lectures = [];
      for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
        const id = crypto.randomUUID();
        const title = `${TOPICS[i % TOPICS.length]} ${GOALS[Math.floor(i / TOPICS.length) % GOALS.length]} – khóa ${i + 1}`;
        const slug = `${slugOf(title)}-${id.slice(0, 8)}`;
        sampleSlug ??= slug;
        const publishedAt = new Date(now - (i + 30) * 60_000);
        courses.push([
          id,
          slug,
          title,
          `Khóa học ${title.toLowerCase()}.`,
          'Nội dung khóa học mẫu cho đo hiệu năng.',
          '[]',
          '[]',
          'beginner',
          100_000 + (i % 40) * 25_000,
          'published',
          categories[i % categories.length],
          instructors[i % instructors.length],
          6 * 600,
          6,
          i % 500,
          publishedAt,
          publishedAt,
          publishedAt,
        ]);
        for (let s = 0; s < 2; s += 1) {
          const sectionId = crypto.randomUUID();
          sections.push([sectionId, id, `Chương ${s + 1}`, s]);
          for (let l = 0; l < 3; l += 1) lectures.push([crypto.randomUUID(), sectionId, `Bài ${s * 3 + l + 1}`, l, 600, s === 0 && l === 0 ? 1 : 0]);
        }
      }
      await connection.batch(
        `INSERT INTO courses (id, slug, title, short_description, description, outcomes, requirements, level, price, status, category_id, instructor_id,
           duration_seconds, lessons_count, enrolled_students, published_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        courses,
      );
      await connection.batch('INSERT INTO course_sections (id, course_id, title, position) VALUES (?, ?, ?, ?)', sections);
      await connection.batch('INSERT INTO lectures (id, section_id, title, position, duration_seconds, is_free_preview) VALUES (?, ?, ?, ?, ?, ?)', lectures);
    }
    await connection.query('ANALYZE TABLE courses, course_sections, lectures');
    return sampleSlug;
  } finally {
    await connection.end();
  }
}

function parse(url) {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password), database: u.pathname.slice(1) };
}
