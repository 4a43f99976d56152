// Benchmark of the public certificate verification (issue 31): /certificates/{code} (the server-written
// page) and GET /api/certificates/{code}/pdf, 50 connections, among one certificate per enrollment of the
// demo seed (every learner finished every course they own). Each URL is then asked of a bare Fastify route
// that sends the very bytes the API answered (side by side in the same run), and the ratio is printed.
// Starts its own database and API, prints figures, cleans up.
// Usage: node scripts/bench-certificates.mjs [--connections 50] [--seconds 12] [--rounds 3]
// (BACKEND_DIST=backend/dist-x measures an API built there instead of building backend/dist)
import os from 'node:os';
import mariadb from 'mariadb';
import { connectionOptions } from '../prisma/tools/connection.mjs';
import { captureAnswer, startBareBaseline } from './lib/bare-baseline.mjs';
import { startMeasuredApp } from './lib/measured-app.mjs';
import { log } from './lib/setup.mjs';
import { numberArg, printComparison, runSideBySide } from './lib/bench.mjs';

const connections = numberArg('connections', 50);
const seconds = numberArg('seconds', 12);
const rounds = numberArg('rounds', 3);

let code;
let issued;
const app = await startMeasuredApp({
  name: 'bench-certificates',
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' },
  beforeStart: async (databaseUrl) => {
    const connection = await mariadb.createConnection(connectionOptions(databaseUrl));
    try {
      // What the certificates module keeps when a course is completed, for every enrollment at once.
      await connection.query(`
        INSERT INTO certificates (id, code, user_id, course_id, recipient_name, course_title, instructor_name, duration_seconds, completed_at, issued_at)
        SELECT UUID(), CONCAT('HVM-', UPPER(SUBSTRING(MD5(e.id), 1, 5)), '-', UPPER(SUBSTRING(MD5(e.id), 6, 5))), e.user_id, e.course_id, u.name, c.title, i.name, c.duration_seconds, NOW(3), NOW(3)
        FROM enrollments e JOIN users u ON u.id = e.user_id JOIN courses c ON c.id = e.course_id JOIN users i ON i.id = c.instructor_id`);
      [{ issued }] = await connection.query('SELECT COUNT(*) AS issued FROM certificates');
      [{ code }] = await connection.query('SELECT code FROM certificates ORDER BY code LIMIT 1');
    } finally {
      await connection.end();
    }
    log(`Đã cấp ${issued} chứng chỉ; đo với mã ${code}`);
  },
});
try {
  const targets = [
    { label: 'GET /certificates/{code}', path: `/certificates/${code}` },
    { label: 'GET /certificates/{code} (gzip)', path: `/certificates/${code}`, headers: { 'accept-encoding': 'gzip' } },
    { label: 'GET /api/certificates/{code}/pdf', path: `/api/certificates/${code}/pdf` },
  ];
  const answers = await Promise.all(targets.map(({ path, headers }) => captureAnswer(`${app.baseUrl}${path}`, headers)));
  const pdf = answers[2];
  log(`PDF: ${pdf.body.length} byte`);
  const bare = await startBareBaseline(answers);
  try {
    const rows = await runSideBySide(targets, bare, { apiBaseUrl: app.baseUrl, connections, seconds, rounds, pids: { api: app.pid, bare: bare.pid } });
    printComparison(
      `Certificate verification benchmark (${os.cpus().length} CPU, ${issued} certificates, ${connections} connections, ${seconds} s per side per URL in ${rounds} rounds; bare = Fastify route sending the API's bytes)`,
      rows,
    );
  } finally {
    await bare.stop();
  }
} finally {
  await app.stop();
}
