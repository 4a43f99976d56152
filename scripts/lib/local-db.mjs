// A project-local MariaDB/MySQL server started from the binaries installed on the machine, in its own
// data folder, socket and port, so the app and the tests need nothing set up beforehand.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import mariadb from 'mariadb';
import { connectionOptions } from '../../prisma/tools/connection.mjs';

const SERVER_CANDIDATES = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld', '/usr/bin/mariadbd', '/usr/bin/mysqld'];
const INSTALL_CANDIDATES = ['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db', '/usr/sbin/mariadb-install-db'];
export const LOCAL_DB_USER = 'hvm';
export const LOCAL_DB_PASSWORD = 'hvm';

function findBinary(candidates) {
  return candidates.find((file) => fs.existsSync(file));
}

export function requireServerBinaries() {
  const server = findBinary(SERVER_CANDIDATES);
  const installDb = findBinary(INSTALL_CANDIDATES);
  if (!server || !installDb) {
    throw new Error(
      'Không tìm thấy MariaDB server (mariadbd, mariadb-install-db). Cài đặt bằng: sudo apt-get install -y mariadb-server ' +
        '(hoặc đặt DATABASE_URL trỏ tới một MySQL/MariaDB có sẵn).',
    );
  }
  return { server, installDb };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`Hết thời gian chờ: ${what}`);
}

/**
 * Starts (or reuses, when already running) a server in `dataDir`, listening on 127.0.0.1:`port`.
 * Returns { url(database), port, socket, pid, stop() }.
 */
export async function startLocalDb({ dataDir, port, log = () => {} }) {
  const { server, installDb } = requireServerBinaries();
  dataDir = path.resolve(dataDir);
  const dbFiles = path.join(dataDir, 'db');
  const socket = path.join(dataDir, 'mysqld.sock');
  const pidFile = path.join(dataDir, 'mysqld.pid');
  fs.mkdirSync(dataDir, { recursive: true });

  if (!fs.existsSync(path.join(dbFiles, 'mysql'))) {
    log(`Khởi tạo dữ liệu MariaDB tại ${dbFiles}`);
    fs.mkdirSync(dbFiles, { recursive: true });
    const asRoot = process.getuid?.() === 0;
    execFileSync(installDb, ['--no-defaults', `--datadir=${dbFiles}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...(asRoot ? ['--user=root'] : [])], {
      stdio: 'ignore',
    });
  }

  let child = null;
  if (!(await portOpen(port))) {
    const asRoot = process.getuid?.() === 0;
    child = spawn(
      server,
      [
        '--no-defaults',
        `--datadir=${dbFiles}`,
        `--socket=${socket}`,
        `--pid-file=${pidFile}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        '--skip-name-resolve',
        '--character-set-server=utf8mb4',
        '--collation-server=utf8mb4_unicode_ci',
        '--innodb-buffer-pool-size=256M',
        '--innodb-flush-log-at-trx-commit=2',
        '--max-connections=500',
        `--log-error=${path.join(dataDir, 'mysqld.err')}`,
        ...(asRoot ? ['--user=root'] : []),
      ],
      { stdio: 'ignore', detached: true },
    );
    child.unref();
    await waitFor(() => fs.existsSync(socket) && portOpen(port), 30_000, `MariaDB trên cổng ${port} (xem ${dataDir}/mysqld.err)`);
    await ensureAppUser(socket);
  }

  const serverPid = () => child?.pid ?? Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8') : 0);
  return {
    port,
    socket,
    /** The server's process id (0 when unknown): benchmarks read its CPU time. */
    get pid() {
      return serverPid();
    },
    url: (database) => `mysql://${LOCAL_DB_USER}:${LOCAL_DB_PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      const pid = serverPid();
      if (!pid) return;
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        return;
      }
      await waitFor(async () => !(await portOpen(port)), 30_000, 'MariaDB dừng');
    },
  };
}

async function ensureAppUser(socket) {
  const conn = await mariadb.createConnection({ socketPath: socket, user: 'root' });
  try {
    for (const host of ['localhost', '127.0.0.1']) {
      await conn.query(`CREATE USER IF NOT EXISTS '${LOCAL_DB_USER}'@'${host}' IDENTIFIED BY '${LOCAL_DB_PASSWORD}'`);
      await conn.query(`GRANT ALL PRIVILEGES ON *.* TO '${LOCAL_DB_USER}'@'${host}' WITH GRANT OPTION`);
    }
  } finally {
    await conn.end();
  }
}

/** Creates the database named in `url` (dropping it first when asked). */
export async function createDatabase(url, { dropFirst = false } = {}) {
  const { database, ...server } = connectionOptions(url);
  const conn = await mariadb.createConnection(server);
  try {
    if (dropFirst) await conn.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await conn.query(`CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await conn.end();
  }
}

export async function dropDatabase(url) {
  const { database, ...server } = connectionOptions(url);
  const conn = await mariadb.createConnection(server);
  try {
    await conn.query(`DROP DATABASE IF EXISTS \`${database}\``);
  } finally {
    await conn.end();
  }
}
