// Shared steps of `npm start` and `npm test`: install what is missing, build what changed.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DATA_DIR = path.join(ROOT, '.data');

export function log(message) {
  console.log(`\x1b[36m[hvm]\x1b[0m ${message}`);
}

/** Runs a command, inheriting the terminal; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} kết thúc với mã ${code ?? signal}`))));
  });
}

/**
 * npm install when node_modules is missing or older than the lockfile (`npm ci` cannot run here).
 * `npm start` passes `devTools: false`: on a fresh clone it installs only what builds and runs the
 * app (`--omit=dev`; the test, lint and benchmark tools are half the files) so the first start is
 * sooner, and the first `npm test` adds the rest. A tree that already has the tools keeps them.
 * Install scripts are skipped: the tree's four only check the Node version, report usage or fetch
 * Prisma engines this project never runs (it migrates with plain SQL; its client needs no engine).
 */
export async function ensureNodeModules({ devTools = true } = {}) {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  const current = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  const hasDevTools = fs.existsSync(path.join(ROOT, 'node_modules', 'vitest'));
  if (current && (hasDevTools || !devTools)) return;
  log('Cài đặt các gói npm (lần đầu có thể mất 1-2 phút)...');
  await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...(devTools || hasDevTools ? [] : ['--omit=dev'])]);
}

const aptState = { updated: false };

/** Installs Debian packages whose binary is missing, when we may (root with apt-get); else explains how. */
export async function ensureAptPackages(packages) {
  const missing = packages.filter((pkg) => !pkg.binaries.some((binary) => fs.existsSync(binary)));
  if (!missing.length) return;
  const names = missing.map((pkg) => pkg.apt);
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canInstall) {
    throw new Error(`Thiếu ${names.join(', ')}. Cài đặt bằng: sudo apt-get install -y ${names.join(' ')}`);
  }
  log(`Cài đặt gói hệ thống: ${names.join(', ')}...`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptState.updated) {
    await run('apt-get', ['update', '-qq'], { env });
    aptState.updated = true;
  }
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { env });
}

export const MARIADB_PACKAGE = { apt: 'mariadb-server', binaries: ['/usr/sbin/mariadbd', '/usr/sbin/mysqld'] };
export const CHROMIUM_PACKAGE = { apt: 'chromium', binaries: ['/usr/bin/chromium'] };
// Transcodes uploaded videos to HLS (ffmpeg) and probes their duration (ffprobe, same package).
export const FFMPEG_PACKAGE = { apt: 'ffmpeg', binaries: ['/usr/bin/ffmpeg'] };
// The font the seed's lecture videos are drawn in (every Vietnamese letter); ffmpeg usually brings it.
export const FONT_PACKAGE = { apt: 'fonts-dejavu-core', binaries: ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'] };
// The cluster tier (npm run test:cluster): shared rate limits and messages, and the load balancer in
// front of several API processes with the PWA's precompressed files.
export const REDIS_PACKAGE = { apt: 'redis-server', binaries: ['/usr/bin/redis-server'] };
export const NGINX_PACKAGES = [
  { apt: 'nginx-light', binaries: ['/usr/sbin/nginx'] },
  { apt: 'libnginx-mod-http-brotli-static', binaries: ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'] },
];

function fingerprint(dirs) {
  const hash = crypto.createHash('sha256');
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    if (fs.statSync(dir).isFile()) {
      hash.update(`${dir}:${fs.statSync(dir).size}:${fs.statSync(dir).mtimeMs}\n`);
      return;
    }
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (['node_modules', 'dist', 'generated', 'dev-dist'].includes(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const stat = fs.statSync(full);
        hash.update(`${full}:${stat.size}:${stat.mtimeMs}\n`);
      }
    }
  };
  for (const dir of dirs) walk(path.join(ROOT, dir));
  return hash.digest('hex');
}

/**
 * Generates the Prisma client and builds the API and the PWA, skipping each step whose sources have
 * not changed since its last successful build (a warm start takes seconds).
 */
/** Builds the API and the PWA (`only`: some of them), skipping a part whose sources did not change since its last build. */
export async function buildAll({ force = false, only = ['backend', 'pwa'] } = {}) {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const stampFile = path.join(DATA_DIR, 'build-stamp.json');
  const readStamps = () => (fs.existsSync(stampFile) ? JSON.parse(fs.readFileSync(stampFile, 'utf8')) : {});
  const stamps = force ? {} : readStamps();
  const steps = [
    {
      name: 'backend',
      // prisma/ holds the schema folder (every domain's file) and the datamodel generator.
      sources: ['prisma', 'prisma.config.ts', 'backend/src', 'backend/tsconfig.json', 'backend/tsconfig.build.json', 'package-lock.json'],
      output: 'backend/dist/main.js',
      build: async () => {
        await run('npx', ['prisma', 'generate']);
        // SWC, as the backend's tests run: a second where tsc took half a minute of a core. The type
        // check is the test tier's (`npm run typecheck`).
        const { buildBackend } = await import('./build-backend.mjs');
        await buildBackend(path.join(ROOT, 'backend'));
      },
    },
    {
      name: 'pwa',
      sources: ['pwa/src', 'pwa/public', 'pwa/index.html', 'pwa/vite.config.ts', 'pwa/tsconfig.json', 'package-lock.json'],
      // The last file the PWA build writes: the server's renderer of the public pages.
      output: 'pwa/dist-server/entry-server.cjs',
      // The bundle only: the type check is the test tier's (`npm run typecheck`), not a cost of every start.
      build: () => run('npm', ['run', 'bundle', '-w', 'pwa']),
    },
  ];
  // The two builds share nothing (the PWA reads the committed api/schema.d.ts), and each of tsc and
  // vite keeps mostly one core busy: side by side on two cores.
  await Promise.all(
    steps
      .filter((step) => only.includes(step.name))
      .map(async (step) => {
        const print = fingerprint(step.sources);
        if (stamps[step.name] === print && fs.existsSync(path.join(ROOT, step.output))) return;
        log(`Build ${step.name}...`);
        await step.build();
        // Read again: another build of this process (the other part) may have written its stamp meanwhile.
        fs.writeFileSync(stampFile, JSON.stringify({ ...readStamps(), [step.name]: print }, null, 2));
      }),
  );
}

/** JWT secret, VAPID key pair and other local secrets, generated once into the data folder. */
export function localSecrets() {
  const file = path.join(DATA_DIR, 'secrets.json');
  const secrets = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  // An older file gets what it lacks; keys already there are never replaced (new VAPID keys would
  // orphan every push subscription).
  const missing = {
    ...(secrets.JWT_SECRET ? {} : { JWT_SECRET: crypto.randomBytes(48).toString('base64url') }),
    ...(secrets.VAPID_PUBLIC_KEY && secrets.VAPID_PRIVATE_KEY ? {} : vapidKeyPair()),
  };
  if (Object.keys(missing).length) {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    fs.writeFileSync(file, JSON.stringify({ ...secrets, ...missing }, null, 2), { mode: 0o600 });
  }
  return { ...secrets, ...missing };
}

/** A P-256 key pair in the form web-push takes (what `web-push generate-vapid-keys` prints). */
function vapidKeyPair() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    // The scalar is 32 bytes; a shorter buffer lost its leading zeros.
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
  };
}

/**
 * Resolves once GET /api/health answers OK; `npm start` and the e2e tier both wait on it. The limit
 * only ends a hang: on a loaded machine (a test run beside other work) Nest's start alone took over a minute.
 */
export async function waitForHealth(baseUrl) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('API không khởi động trong 3 phút.');
}
