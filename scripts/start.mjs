// `npm start`: everything a fresh clone needs to run the academy locally on one port.
// Installs what is missing, starts a project-local MariaDB (unless DATABASE_URL is set), applies
// migrations, seeds demo data into an empty database, builds, and serves API + PWA.
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  buildAll,
  DATA_DIR,
  ensureAptPackages,
  ensureNodeModules,
  FFMPEG_PACKAGE,
  FONT_PACKAGE,
  localSecrets,
  log,
  MARIADB_PACKAGE,
  ROOT,
  run,
  waitForHealth,
} from './lib/setup.mjs';

const DEFAULT_LOCAL_DB_PORT = 3307;
const DATABASE_NAME = 'hoc_vien_marketing';

/** The configured database, or the embedded MariaDB started in the data folder; migrated either way. */
async function prepareDatabase() {
  const { startLocalDb, createDatabase } = await import('./lib/local-db.mjs');
  const { migrate } = await import('../prisma/tools/migrate.mjs');
  let databaseUrl = process.env.DATABASE_URL;
  let localDb;
  if (!databaseUrl) {
    const port = Number(process.env.LOCAL_DB_PORT ?? DEFAULT_LOCAL_DB_PORT);
    localDb = await startLocalDb({ dataDir: path.join(DATA_DIR, 'mysql'), port, log });
    databaseUrl = localDb.url(DATABASE_NAME);
    await createDatabase(databaseUrl);
    log(`MariaDB cục bộ: 127.0.0.1:${port} (dữ liệu tại .data/mysql)`);
  }
  await migrate(databaseUrl, { log });
  return { databaseUrl, localDb };
}

async function main() {
  const startedAt = Date.now();
  await ensureNodeModules({ devTools: false });
  await ensureAptPackages([...(process.env.DATABASE_URL ? [] : [MARIADB_PACKAGE]), FFMPEG_PACKAGE, FONT_PACKAGE]);
  // The database (started, created, migrated: plain SQL) does not wait for the builds, and the seed
  // (which runs the API's code) waits for the API's build only: the PWA's bundle builds meanwhile.
  const pwaBuilt = buildAll({ only: ['pwa'] });
  pwaBuilt.catch(() => {});
  const [{ databaseUrl, localDb }] = await Promise.all([prepareDatabase(), buildAll({ only: ['backend'] })]);
  const port = process.env.PORT ?? '3000';
  // The embedded default is a demo: the payment page offers "simulate transfer" and the developer
  // mailbox shows the mails (both off unless configured elsewhere).
  const env = { DATABASE_URL: databaseUrl, DATA_DIR, PORT: port, PAYMENT_DEMO_MODE: 'true', DEV_MAILBOX: 'true', ...localSecrets(), ...process.env };
  await run('node', ['backend/dist/seed/seed.js'], { env });
  await pwaBuilt;

  const server = spawn('node', ['backend/dist/main.js'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await localDb?.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', async (code) => {
    await localDb?.stop();
    process.exit(code ?? 1);
  });

  const { DEMO_ACCOUNTS } = await import('../backend/dist/seed/demo-accounts.js');
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl);
  console.log(`
  Học viện Marketing đã chạy tại ${baseUrl}  (khởi động trong ${((Date.now() - startedAt) / 1000).toFixed(1)} s)

  Tài khoản demo:
${DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(10)} ${a.email.padEnd(32)} ${a.password}`).join('\n')}

  Hộp thư phát triển (thư xác thực, đặt lại mật khẩu): ${env.DEV_MAILBOX === 'true' && !env.SMTP_URL ? `${baseUrl}/dev/mailbox` : 'tắt (đã đặt SMTP_URL, hoặc DEV_MAILBOX không phải true)'}
  Tài liệu API (OpenAPI): ${baseUrl}/api/docs
  Dừng: Ctrl+C
`);
}

main().catch((error) => {
  console.error(`\x1b[31m${error.message}\x1b[0m`);
  process.exit(1);
});
