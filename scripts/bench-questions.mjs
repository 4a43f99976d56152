// Benchmark of a course's questions and answers (issue 30): one course with 20,000 questions and 60,000
// answers, 50 connections, side by side in the same run with the course content the player loads
// (GET /api/learn/{slug}/content): the Q&A tab's first page as the player asks for it (filter 'all'),
// one lecture's page, a word search without and with accents, and the instructor's inbox (its first page,
// as /instructor/questions asks for it) and sidebar badge. Starts its own database and API (the demo seed,
// then the questions straight into the tables, with their counts and statuses as the module keeps them),
// prints req/s, p50, p99 and the CPU time the API and the database spent per request (which the load of
// other work on the machine barely moves), cleans up.
// Usage: node scripts/bench-questions.mjs [--questions 20000] [--answers 60000] [--connections 50] [--seconds 10]
// [--cache-seconds N] (QUESTIONS_CACHE_SECONDS of the API; 0 measures every request through the route and
// the database, as a search nobody made in the last seconds is answered)
// (BACKEND_DIST=backend/dist measures an API built there, without building; the PWA is then not served,
// which none of these URLs needs.)
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import mariadb from 'mariadb';
import { connectionOptions } from '../prisma/tools/connection.mjs';
import { startMeasuredApp } from './lib/measured-app.mjs';
import { localSecrets, log, ROOT } from './lib/setup.mjs';
import { numberArg, printRows, runTargets } from './lib/bench.mjs';

const questionCount = numberArg('questions', 20_000);
const answerCount = numberArg('answers', 60_000);
const connections = numberArg('connections', 50);
const seconds = numberArg('seconds', 10);
const cacheSeconds = numberArg('cache-seconds', 10);
const ASKERS = 400;
const ROWS_PER_INSERT = 500;
const DEMO_STUDENT = { email: 'hocvien@hocvienmarketing.vn', password: 'HocVien@123' };
// Every seeded instructor signs in with the demo instructor's password (catalogue seed).
const INSTRUCTOR_PASSWORD = 'GiangVien@123';

const TOPICS = [
  'quảng cáo Facebook',
  'TikTok Shop',
  'Google Ads',
  'SEO website',
  'email marketing',
  'Zalo OA',
  'livestream bán hàng',
  'Pixel Facebook',
  'content marketing',
  'quảng cáo Shopee',
  'Instagram Reels',
  'kênh YouTube',
];
const PRODUCTS = ['trà thảo mộc', 'quần áo trẻ em', 'mỹ phẩm handmade', 'khóa học tiếng Anh', 'đồ gia dụng', 'cà phê rang xay', 'nội thất gỗ', 'bánh trung thu'];
const TITLES = [
  (t) => `Làm sao để giảm chi phí ${t} khi ngân sách dưới 200.000 ₫/ngày?`,
  (t) => `Nên bắt đầu ${t} từ đâu cho shop mới mở?`,
  (t) => `Vì sao ${t} của em bị từ chối hai lần liên tiếp?`,
  (t) => `Cách đo hiệu quả ${t} bằng Google Analytics 4?`,
  (t) => `Chạy ${t} 3 ngày chưa có đơn, có nên tắt không ạ?`,
  (t) => `Đối tượng mục tiêu cho ${t} nên rộng hay hẹp?`,
  (t) => `Có nên thuê agency làm ${t} không hay tự học?`,
  (t) => `Tối ưu nội dung ${t} cho ngành mỹ phẩm thế nào?`,
];
const BODIES = [
  (t, p, n) => `Thầy ơi, em làm theo bài giảng nhưng ${t} vẫn chưa ra kết quả. Ngân sách của em khoảng ${n}.000 ₫ mỗi ngày, sản phẩm là ${p}. Em nên điều chỉnh gì trước ạ?`,
  (t, p, n) => `Em đã thử đổi hình ảnh và tiêu đề nhưng tỷ lệ nhấp vẫn thấp (khoảng ${n % 5}%). Với ${t} và sản phẩm ${p} thì bao nhiêu là ổn ạ?\nEm cảm ơn thầy.`,
  (t, p) => `Shop em bán ${p}, khách chủ yếu ở Hà Nội và TP. Hồ Chí Minh. Em muốn hỏi cách chia ngân sách giữa ${t} và các kênh khác sao cho hợp lý.`,
  (t, p, n) => `Trong video thầy nói nên thử nghiệm A/B trong ${n % 14} ngày. Với ${t} cho ${p}, em cần tối thiểu bao nhiêu lượt hiển thị để kết luận được ạ?`,
  () => '',
];
const ANSWERS = [
  'Chào bạn, bạn kiểm tra lại phần nhắm mục tiêu và để chiến dịch chạy đủ 3–5 ngày cho hệ thống học rồi hãy đánh giá nhé.',
  'Mình từng gặp trường hợp tương tự, đổi sang video ngắn dưới 15 giây thì chi phí mỗi kết quả giảm gần một nửa.',
  'Bạn xem lại bài 4, phần cuối thầy có hướng dẫn cách đặt sự kiện chuyển đổi, làm đúng thì số liệu sẽ khớp.',
  'Với ngân sách nhỏ, bạn nên tập trung một kênh trước, đo được hiệu quả rồi mới mở rộng sang kênh khác.\nChúc bạn thành công!',
  'Theo kinh nghiệm của mình, nội dung có đánh giá thật của khách hàng luôn cho tỷ lệ chuyển đổi tốt hơn ảnh sản phẩm đơn thuần.',
];
// Answers per question, in turn: 3 on average, so 60,000 answers for 20,000 questions.
const ANSWER_PATTERN = [0, 1, 2, 3, 4, 5, 6, 3];

let fixture;
const app = await startMeasuredApp({
  name: 'bench-questions',
  // As the API runs in production (docs/scaling.md): jobs, such as transcoding the seed's videos, are the worker's.
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'error', JOBS_ENABLED: 'false', QUESTIONS_CACHE_SECONDS: String(cacheSeconds) },
  beforeStart: async (databaseUrl) => {
    const startedAt = Date.now();
    fixture = await insertBulkQuestions(databaseUrl);
    log(`Đã thêm ${fixture.questions} câu hỏi và ${fixture.answers} câu trả lời trong ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  },
});
try {
  const { course, lectureId } = fixture;
  const student = await signIn(app.baseUrl, DEMO_STUDENT.email, DEMO_STUDENT.password);
  const instructor = await signIn(app.baseUrl, fixture.instructorEmail, INSTRUCTOR_PASSWORD);
  const studentHeaders = { authorization: `Bearer ${student.accessToken}` };
  const instructorHeaders = { authorization: `Bearer ${instructor.accessToken}` };
  const questions = `${app.baseUrl}/api/courses/${course.id}/questions`;
  // As the PWA asks: QUESTIONS_PAGE_SIZE 20 in the player, PAGE_SIZE 10 in the inbox.
  const targets = [
    {
      label: 'GET /api/learn/{slug}/content (the player)',
      url: `${app.baseUrl}/api/learn/${course.slug}/content`,
      headers: { ...studentHeaders, 'x-course-access-token': await courseAccessToken(app.databaseUrl, student.user._id, course.id) },
    },
    { label: 'Q&A tab, first page (filter all)', url: `${questions}?page=1&limit=20&filter=all`, headers: studentHeaders },
    { label: 'Q&A tab, one lecture (filter lecture)', url: `${questions}?page=1&limit=20&filter=lecture&lectureId=${lectureId}`, headers: studentHeaders },
    { label: "search 'quang cao facebook'", url: `${questions}?page=1&limit=20&filter=all&q=${encodeURIComponent('quang cao facebook')}`, headers: studentHeaders },
    { label: "search 'quảng cáo facebook'", url: `${questions}?page=1&limit=20&filter=all&q=${encodeURIComponent('quảng cáo facebook')}`, headers: studentHeaders },
    { label: 'instructor inbox, first page', url: `${app.baseUrl}/api/instructor/questions?page=1&limit=10`, headers: instructorHeaders },
    { label: 'instructor badge (unanswered count)', url: `${app.baseUrl}/api/instructor/questions/unanswered-count`, headers: instructorHeaders },
  ];
  const loadBefore = loadAverages();
  const rows = await runTargets(targets, { connections, seconds, pids: { api: app.pid, db: fixture.dbPid } });
  printRows(
    `Q&A benchmark (${os.cpus().length} CPU, load average ${loadBefore} before, ${loadAverages()} after; ${fixture.questions} questions and ${fixture.answers} answers on one course, ${connections} connections, ${seconds} s per URL, lists cached ${cacheSeconds} s)`,
    rows,
    42,
  );
} finally {
  await app.stop();
}

/** The machine is shared: how busy it was says how far the figures are from an idle one. */
function loadAverages() {
  return os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ');
}

async function signIn(baseUrl, email, password) {
  const response = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`Đăng nhập ${email} thất bại: ${response.status} ${await response.text()}`);
  return response.json();
}

/** What the API built for this run exports, e.g. `backend/dist/learning/course-access-tokens.js`. */
// The build is CommonJS written by SWC, whose exports `import()` cannot name: required, not imported.
function importBuilt(file) {
  const dist = process.env.BACKEND_DIST ? path.resolve(process.env.BACKEND_DIST) : path.join(ROOT, 'backend', 'dist');
  return createRequire(path.join(dist, 'package.json'))(path.join(dist, file));
}

/** The token the face check gives the student for the course (X-Course-Access-Token). */
async function courseAccessToken(databaseUrl, userId, courseId) {
  const { loadAppConfig } = await importBuilt('config/app-config.js');
  const { CourseAccessTokens } = await importBuilt('learning/course-access-tokens.js');
  const { learning } = loadAppConfig({ ...process.env, ...localSecrets(), DATABASE_URL: databaseUrl });
  return new CourseAccessTokens(learning.courseAccessSecret, learning.courseAccessTtlSeconds).issue(userId, courseId).token;
}

/** A UUID v7 as the app's rows get them (`uuid(7)`): time first, so the keys follow the insertion order. */
function uuidv7(ms) {
  const hex = ms.toString(16).padStart(12, '0') + crypto.randomBytes(10).toString('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** `rows` into `table` by multi-row INSERTs of ROWS_PER_INSERT rows. */
async function insertRows(connection, table, columns, rows) {
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    await connection.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`, chunk.flat());
  }
}

/**
 * The course the seed put its questions on (the most demo learners), with ASKERS more enrolled learners
 * and the demo student enrolled, then `questionCount` questions over its lectures (some about the whole
 * course) and `answerCount` answers: open (none, or learners' answers only), answered (the instructor
 * first) or solved (one accepted); a few deleted or hidden; the asker and some others follow each.
 */
async function insertBulkQuestions(databaseUrl) {
  const { foldVietnamese } = await importBuilt('common/text/slug.js');
  const connection = await mariadb.createConnection(connectionOptions(databaseUrl));
  try {
    const [course] = await connection.query(
      `SELECT c.id, c.slug, c.instructor_id AS instructorId, u.email AS instructorEmail FROM course_questions q
         JOIN courses c ON c.id = q.course_id JOIN users u ON u.id = c.instructor_id GROUP BY c.id ORDER BY COUNT(*) DESC LIMIT 1`,
    );
    if (!course) throw new Error('Bản seed không có câu hỏi nào: không biết chọn khóa học nào.');
    const lectures = (
      await connection.query('SELECT l.id FROM lectures l JOIN course_sections s ON s.id = l.section_id WHERE s.course_id = ? ORDER BY s.position, l.position', [course.id])
    ).map((row) => row.id);
    const [demo] = await connection.query('SELECT id FROM users WHERE email = ?', [DEMO_STUDENT.email]);
    const now = Date.now();
    await connection.query("INSERT IGNORE INTO enrollments (id, user_id, course_id, source, created_at) VALUES (?, ?, ?, 'admin_grant', ?)", [
      uuidv7(now),
      demo.id,
      course.id,
      new Date(now),
    ]);

    const askers = [];
    const users = [];
    const enrollments = [];
    for (let i = 0; i < ASKERS; i += 1) {
      const id = uuidv7(now - 800 * 86_400_000 + i);
      const at = new Date(now - 800 * 86_400_000 + i * 60_000);
      askers.push(id);
      users.push([id, `bench.question.${i}.${id.slice(-8)}@example.vn`, `Học viên Hỏi đáp ${i + 1}`, at, at]);
      enrollments.push([uuidv7(at.getTime()), id, course.id, 'admin_grant', at]);
    }
    await insertRows(connection, 'users', ['id', 'email', 'name', 'created_at', 'updated_at'], users);
    await insertRows(connection, 'enrollments', ['id', 'user_id', 'course_id', 'source', 'created_at'], enrollments);
    // The demo student asks one question in 50 and follows one in 20: 'mine' and 'following' have some.
    const askerOf = (i) => (i % 50 === 7 ? demo.id : askers[(i * 7919) % ASKERS]);

    const questions = [];
    const answers = [];
    const follows = [];
    const answersPerQuestion = Math.round(answerCount / questionCount);
    const span = 700 * 86_400_000; // about two years of questions, the oldest first
    for (let i = 0; i < questionCount; i += 1) {
      const askedAt = now - span + Math.floor((i * span) / questionCount);
      const id = uuidv7(askedAt);
      const topic = TOPICS[i % TOPICS.length];
      const product = PRODUCTS[(i * 5) % PRODUCTS.length];
      const title = TITLES[(i * 3) % TITLES.length](topic);
      const body = BODIES[(i * 7) % BODIES.length](topic, product, 100 + (i % 400));
      const lectureId = i % 7 === 6 || !lectures.length ? null : lectures[i % lectures.length];
      const userId = askerOf(i);
      // ANSWER_PATTERN averages 3: scaled to the answers asked for.
      const count = Math.round((ANSWER_PATTERN[i % ANSWER_PATTERN.length] * answersPerQuestion) / 3);
      const kind = count === 0 || i % 6 === 0 ? 'open' : i % 6 <= 3 ? 'answered' : 'solved';
      const rows = [];
      for (let a = 0; a < count; a += 1) {
        const byInstructor = kind !== 'open' && a === 0;
        const at = new Date(askedAt + (a + 1) * (3 + (i % 40)) * 3_600_000);
        rows.push([uuidv7(at.getTime()), id, byInstructor ? course.instructorId : askers[(i + a * 131) % ASKERS], ANSWERS[(i + a) % ANSWERS.length], byInstructor, at, at]);
      }
      answers.push(...rows);
      const deleted = count > 0 && i % 97 === 13;
      const hidden = i % 211 === 5;
      const followers = new Set([userId]);
      if (i % 5 === 0) for (let f = 1; f <= 1 + (i % 3); f += 1) followers.add(askers[(i * 31 + f * 17) % ASKERS]);
      if (i % 20 === 3) followers.add(demo.id);
      for (const follower of followers) follows.push([id, follower, new Date(askedAt)]);
      const asked = new Date(askedAt);
      questions.push([
        id,
        course.id,
        lectureId,
        userId,
        title,
        body,
        lectureId ? (i * 37) % 900 : null,
        kind,
        kind === 'solved' ? rows[rows.length - 1][0] : null,
        kind === 'open' ? null : rows[0][5],
        rows.length ? rows[rows.length - 1][5] : null,
        rows.length,
        followers.size,
        hidden,
        hidden ? 'Nội dung quảng cáo, không liên quan tới khóa học.' : null,
        deleted ? new Date(askedAt + 86_400_000) : null,
        deleted ? '' : foldVietnamese(`${title}\n${body}`),
        asked,
        asked,
      ]);
    }
    await insertRows(
      connection,
      'course_questions',
      [
        'id',
        'course_id',
        'lecture_id',
        'user_id',
        'title',
        'body',
        'video_second',
        'status',
        'accepted_answer_id',
        'first_instructor_answer_at',
        'last_answer_at',
        'answers_count',
        'followers_count',
        'hidden',
        'hidden_reason',
        'deleted_at',
        'search_text',
        'created_at',
        'updated_at',
      ],
      questions,
    );
    await insertRows(connection, 'question_answers', ['id', 'question_id', 'user_id', 'body', 'is_instructor', 'created_at', 'updated_at'], answers);
    await insertRows(connection, 'question_follows', ['question_id', 'user_id', 'created_at'], follows);
    await connection.query('ANALYZE TABLE users, enrollments, course_questions, question_answers, question_follows');
    // The database's CPU time per request is measured too: the server's process.
    const [{ pidFile }] = await connection.query('SELECT @@pid_file AS pidFile');
    const dbPid = Number(fs.readFileSync(pidFile, 'utf8'));
    return { course, instructorEmail: course.instructorEmail, lectureId: lectures[0], questions: questions.length, answers: answers.length, dbPid };
  } finally {
    await connection.end();
  }
}
