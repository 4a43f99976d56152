// Progress sync on a flaky connection (issue 5): the demo student's PWA queues 1,000 progress
// updates offline, then the connection flips on and off while the app replays its outbox. Checks in
// the database that every update arrived once and that each lecture holds the expected merge, then
// times /my-courses opening offline from a cold start. Prints figures; exits 1 when updates are
// missing or a lecture differs. Starts its own database, API and Chromium; cleans up.
// Usage: node scripts/measure-progress-sync.mjs [--updates 1000] [--flips 40] [--cold-starts 5]
import crypto from 'node:crypto';
import os from 'node:os';
import mariadb from 'mariadb';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromium, numberOption } from './lib/measure-browser.mjs';
import { startMeasuredApp } from './lib/measured-app.mjs';
import { log } from './lib/setup.mjs';

const updateCount = numberOption('updates', 1000);
const flipCount = numberOption('flips', 40);
const coldStarts = numberOption('cold-starts', 5);
const DRAIN_LIMIT_MS = 180_000;
const STUDENT = { email: 'hocvien@hocvienmarketing.vn', password: 'HocVien@123' };
// The outbox replay sends batches; the one-update route counts too, should an older app send there.
const UPDATE_PATHS = ['/api/learn/progress/batch', '/api/learn/progress/update'];
const isUpdateRequest = (url) => UPDATE_PATHS.some((updatePath) => url.endsWith(updatePath));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Where a cold start's time goes, read in the page: the HTML from the service worker, the scripts, the first paint. */
function pageLoadPhases() {
  const [navigation] = performance.getEntriesByType('navigation');
  const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'));
  const firstPaint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint');
  return {
    'worker started': navigation.workerStart || 0,
    'HTML received': navigation.responseEnd,
    'scripts received': Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
    'DOM ready': navigation.domContentLoadedEventEnd,
    'first paint': firstPaint?.startTime ?? 0,
  };
}

function connectionOptions(url) {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password), database: u.pathname.slice(1) };
}

/** The student, their enrolled course with the most lectures, its lectures (with the length the server clamps to) and their progress now. */
async function studentCourse(sql) {
  const [{ id: userId }] = await sql.query('SELECT id FROM users WHERE email = ?', [STUDENT.email]);
  const [course] = await sql.query(
    `SELECT c.id, c.slug, COUNT(l.id) AS lectures FROM enrollments e JOIN courses c ON c.id = e.course_id
       JOIN course_sections s ON s.course_id = c.id JOIN lectures l ON l.section_id = s.id
     WHERE e.user_id = ? GROUP BY c.id, c.slug ORDER BY lectures DESC, c.slug LIMIT 1`,
    [userId],
  );
  const lectures = await sql.query(
    `SELECT l.id, l.duration_seconds AS duration, m.duration_seconds AS mediaDuration FROM lectures l
       JOIN course_sections s ON s.id = l.section_id LEFT JOIN media_assets m ON m.id = l.media_asset_id
     WHERE s.course_id = ? ORDER BY s.position, l.position`,
    [course.id],
  );
  return { userId, courseId: course.id, slug: course.slug, lectures: lectures.map((row) => ({ id: row.id, duration: row.duration || row.mediaDuration || 0 })) };
}

async function lectureStates(sql, userId, courseId) {
  const rows = await sql.query('SELECT lecture_id, completed, position_seconds FROM lecture_progress WHERE user_id = ? AND course_id = ?', [userId, courseId]);
  return new Map(rows.map((row) => [row.lecture_id, { completed: Boolean(row.completed), positionSeconds: Number(row.position_seconds) }]));
}

/** Payloads as recordProgress queues them: position-only ticks, increasing per lecture, and now and then a completion. */
function queuedUpdates(courseId, lectures) {
  return Array.from({ length: updateCount }, (_, index) => {
    const payload = { courseId, lectureId: lectures[index % lectures.length].id, updateId: crypto.randomUUID() };
    if (index % 50 === 7) payload.completed = true;
    else payload.positionSeconds = Math.floor(index / lectures.length) * 9 + 3;
    return payload;
  });
}

/** The server's merge (progress.service.ts): completion never goes back, furthest position wins, clamped to a known length. */
function expectedStates(before, lectures, updates) {
  const states = new Map([...before].map(([id, state]) => [id, { ...state }]));
  const durations = new Map(lectures.map((lecture) => [lecture.id, lecture.duration]));
  for (const { lectureId, completed, positionSeconds = 0 } of updates) {
    const duration = durations.get(lectureId);
    const position = duration > 0 ? Math.min(positionSeconds, duration) : positionSeconds;
    const state = states.get(lectureId) ?? { completed: false, positionSeconds: 0 };
    states.set(lectureId, { completed: state.completed || completed === true, positionSeconds: Math.max(state.positionSeconds, position) });
  }
  return states;
}

// Runs in the page: raw IndexedDB on the app's Dexie database 'hvm' (table outbox: ++id, userId, createdAt).
async function addToOutbox({ userId, payloads }) {
  const database = await new Promise((resolve, reject) => {
    const request = indexedDB.open('hvm');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    if (!database.objectStoreNames.contains('outbox')) throw new Error('The app has not created its outbox yet');
    await new Promise((resolve, reject) => {
      const transaction = database.transaction('outbox', 'readwrite');
      const store = transaction.objectStore('outbox');
      for (const payload of payloads) store.add({ userId, clientId: payload.updateId, kind: 'progress', payload, createdAt: Date.now() });
      transaction.oncomplete = resolve;
      transaction.onerror = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

async function outboxCount(userId) {
  const database = await new Promise((resolve, reject) => {
    const request = indexedDB.open('hvm');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    return await new Promise((resolve, reject) => {
      const request = database.transaction('outbox').objectStore('outbox').index('userId').count(IDBKeyRange.only(userId));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    database.close();
  }
}

const app = await startMeasuredApp({ name: 'progress-sync' });
const sql = await mariadb.createConnection(connectionOptions(app.databaseUrl));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let failed = false;
try {
  const { userId, courseId, slug, lectures } = await studentCourse(sql);
  const before = await lectureStates(sql, userId, courseId);
  const updates = queuedUpdates(courseId, lectures);
  const expected = expectedStates(before, lectures, updates);
  log(`Khóa học ${slug}: ${lectures.length} bài giảng, ${updateCount} cập nhật`);

  const context = await browser.newContext({ baseURL: app.baseUrl, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  await context.addInitScript(() => sessionStorage.setItem('seenAdPopup', '1'));
  let page = await context.newPage();
  const sent = { requests: 0, failed: 0, statuses: new Map(), times: [] };
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !isUpdateRequest(request.url())) return;
    sent.requests += 1;
    sent.times.push(Date.now());
  });
  page.on('requestfailed', (request) => {
    if (isUpdateRequest(request.url())) sent.failed += 1;
  });
  page.on('response', (response) => {
    if (isUpdateRequest(response.url())) sent.statuses.set(response.status(), (sent.statuses.get(response.status()) ?? 0) + 1);
  });
  const warnings = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) warnings.push(message.text());
  });

  // Signed in, the course list seen once online (that is what an offline start shows), and the service worker in control.
  await page.goto('/login');
  await page.getByTestId('auth-email').fill(STUDENT.email);
  await page.getByTestId('auth-password').fill(STUDENT.password);
  await page.getByTestId('auth-submit').click();
  await page.getByTestId('user-menu-button').waitFor();
  await page.goto('/my-courses');
  await page.getByTestId(`my-course-${slug}`).waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await page.getByTestId(`my-course-${slug}`).waitFor();
  }
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));

  // Offline: the whole queue goes into the outbox in one transaction.
  await context.setOffline(true);
  await page.evaluate(addToOutbox, { userId, payloads: updates });
  const queued = await page.evaluate(outboxCount, userId);

  // Back online, then the connection flips every 250-500 ms while the app replays. The outbox is
  // watched meanwhile: the replay time is when it emptied, even if the flips go on after.
  const startedAt = Date.now();
  let drainedAt = null;
  const watching = (async () => {
    while (drainedAt === null && Date.now() - startedAt < DRAIN_LIMIT_MS) {
      if ((await page.evaluate(outboxCount, userId)) === 0) drainedAt = Date.now();
      else await sleep(50);
    }
  })();
  await context.setOffline(false);
  let online = true;
  for (let flip = 0; flip < flipCount && drainedAt === null; flip += 1) {
    await sleep(250 + Math.random() * 250);
    online = !online;
    await context.setOffline(!online);
  }
  if (!online) await context.setOffline(false);
  await watching;
  const left = await page.evaluate(outboxCount, userId);
  const replaySeconds = ((drainedAt ?? Date.now()) - startedAt) / 1000;
  // A replay that stopped and waited (for a retry timer, say) shows as a long pause between two sends.
  const longestPause = Math.max(0, ...sent.times.slice(1).map((time, index) => time - sent.times[index])) / 1000;

  const ids = updates.map((update) => update.updateId);
  const [{ arrived }] = await sql.query(`SELECT COUNT(*) AS arrived FROM progress_updates WHERE user_id = ? AND update_id IN (${ids.map(() => '?').join(', ')})`, [userId, ...ids]);
  const after = await lectureStates(sql, userId, courseId);
  const differing = [...expected].filter(([lectureId, state]) => {
    const actual = after.get(lectureId);
    return !actual || actual.completed !== state.completed || actual.positionSeconds !== state.positionSeconds;
  });
  const arrivedCount = Number(arrived);
  failed = arrivedCount !== updateCount || differing.length > 0 || left > 0;

  // Cold starts offline: a new page (same profile: service worker, IndexedDB, last profile) opening /my-courses.
  await page.close();
  await context.setOffline(true);
  const coldStartMs = [];
  const fromNavigationMs = [];
  const phases = [];
  for (let run = 0; run < coldStarts; run += 1) {
    page = await context.newPage();
    const openedAt = performance.now();
    await page.goto('/my-courses', { waitUntil: 'commit' });
    // Polled every frame: a locator's backing-off retries (up to 500 ms apart) would blur the figure.
    const shown = await page.waitForFunction((testId) => document.querySelector(`[data-testid="${testId}"]`) && performance.now(), `my-course-${slug}`, {
      polling: 'raf',
      timeout: 30_000,
    });
    coldStartMs.push(performance.now() - openedAt);
    // The page's own clock starts at navigation: this leaves out opening the tab.
    fromNavigationMs.push(await shown.jsonValue());
    phases.push(await page.evaluate(pageLoadPhases));
    await page.close();
  }
  await context.close();

  const statuses = [...sent.statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
  console.log(
    `\nProgress sync (${os.cpus().length} CPU): ${queued} updates queued offline, the connection flipping every 250-500 ms (up to ${flipCount} flips) (course ${slug}, ${lectures.length} lectures)`,
  );
  console.log(
    `  arrived on the server: ${arrivedCount} / ${updateCount} (progress_updates rows), lecture states match: ${differing.length ? `no (${differing.length} differ)` : 'yes'}`,
  );
  console.log(`  requests sent: ${sent.requests} for ${updateCount} updates, failed in the browser: ${sent.failed}, responses: ${statuses || 'none'}`);
  console.log(
    `  replay time: ${replaySeconds.toFixed(1)} s, longest pause between two sends: ${longestPause.toFixed(1)} s${left > 0 ? `, gave up with ${left} updates still in the outbox` : ''}`,
  );
  console.log(
    `  /my-courses offline cold start: median ${median(coldStartMs).toFixed(0)} ms, max ${Math.max(...coldStartMs).toFixed(0)} ms (${coldStarts} runs: ${coldStartMs.map((ms) => ms.toFixed(0)).join(', ')})`,
  );
  console.log(`    of which from navigation start to the course card: median ${median(fromNavigationMs).toFixed(0)} ms, max ${Math.max(...fromNavigationMs).toFixed(0)} ms`);
  console.log(
    `    median phases from navigation start: ${Object.keys(phases[0])
      .map((phase) => `${phase} ${median(phases.map((run) => run[phase])).toFixed(0)} ms`)
      .join(', ')}`,
  );
  for (const [lectureId, state] of differing)
    console.log(`  differs: lecture ${lectureId} expected ${JSON.stringify(state)}, server ${JSON.stringify(after.get(lectureId) ?? null)}`);
  const syncWarnings = warnings.filter((text) => /progress|sync/i.test(text));
  if (syncWarnings.length) console.log(`  page warnings about the sync: ${syncWarnings.length}, first: ${syncWarnings[0]}`);
} finally {
  await browser.close();
  await sql.end();
  await app.stop();
}
if (failed) process.exitCode = 1;
