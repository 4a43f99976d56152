// A whole deployment on this machine, as docker-compose.yml describes it but from Debian packages and
// npm: Redis, an S3-protocol server, an SMTP server, N API processes (JOBS_ENABLED=false) and M
// workers (backend/dist/worker.js) on one database, behind nginx rendered from deploy/nginx.conf.
// Used by the cluster test tier (backend/test/cluster) and by `npm run bench:cluster`.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './local-db.mjs';
import { ROOT, waitForHealth } from './setup.mjs';

const require = createRequire(path.join(ROOT, 'backend/package.json'));

export const SEPAY_API_KEY = 'sepay-cluster-key-2026-hvm-0123456789';
const S3_BUCKET = 'hvm-cluster';

/** Waits until `child` prints `text` (on stdout or stderr), or fails when it exits first. */
function waitForOutput(child, text, name) {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.includes(text)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} dừng (mã ${code}): ${output.slice(-2000)}`)));
  });
}

async function startRedis() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await waitForOutput(child, 'Ready to accept connections', 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, child };
}

/** s3rver (a real S3-protocol server) with one bucket; signatures not checked (see backend/test/helpers/s3-server.ts). */
async function startS3(directory) {
  const { default: S3rver } = await import(require.resolve('@20minutes/s3rver'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, allowMismatchedSignatures: true, configureBuckets: [{ name: S3_BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    server,
    env: { STORAGE_DRIVER: 's3', S3_ENDPOINT: endpoint, S3_BUCKET, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
  };
}

/** An SMTP server that keeps every message it accepts as one JSON line in `file` (to, subject, Message-ID). */
async function startSmtp(file) {
  const { SMTPServer } = require('smtp-server');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const headers = Buffer.concat(chunks)
          .toString('utf8')
          .split(/\r?\n\r?\n/)[0];
        const header = (name) => headers.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1] ?? '';
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        fs.appendFileSync(file, `${JSON.stringify({ to, subject: header('Subject'), messageId: header('Message-ID') })}\n`);
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `smtp://127.0.0.1:${port}` };
}

/** deploy/nginx.conf with this run's ports and paths in place of the lines marked "cluster:". */
function renderNginxConf({ port, apiPorts, dir }) {
  const pwaDist = path.join(ROOT, 'pwa/dist');
  const replacements = {
    pid: `pid ${dir}/nginx.pid;`,
    error_log: `error_log ${dir}/nginx-error.log warn;`,
    'mime.types': 'include /etc/nginx/mime.types;',
    client_body_temp_path: `client_body_temp_path ${dir}/body;`,
    proxy_temp_path: `proxy_temp_path ${dir}/proxy;`,
    listen: `listen 127.0.0.1:${port};`,
    root: `root ${pwaDist};`,
  };
  const lines = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8').split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i += 1) {
    const marker = lines[i].match(/# cluster: (.+)$/)?.[1];
    const indent = lines[i].match(/^\s*/)[0];
    if (marker === 'upstream servers') {
      // The deployment's own server lines follow the marker: replaced by this run's processes.
      while (/^\s*server\s/.test(lines[i + 1])) i += 1;
      for (const apiPort of apiPorts) out.push(`${indent}server 127.0.0.1:${apiPort} max_fails=1 fail_timeout=5s;`);
    } else if (marker) {
      out.push(indent + replacements[marker]);
    } else if (/^\s*(user|worker_processes)\b/.test(lines[i])) {
      out.push(`${indent}worker_processes 1;`);
    } else {
      out.push(lines[i]);
    }
  }
  return out.join('\n');
}

/**
 * Starts the deployment on free ports; `databaseUrl` is a migrated database of its own. Returns the
 * addresses, the process ids (a test may kill one) and stop().
 */
export async function startCluster({ databaseUrl, apis = 3, workers = 1, env: extraEnv = {}, log = () => {} }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-cluster-'));
  const children = [];
  const stoppers = [];
  const stop = async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
    for (const stopOne of stoppers.reverse()) await stopOne().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const redis = await startRedis();
    children.push(redis.child);
    const s3 = await startS3(path.join(dir, 's3'));
    stoppers.push(() => s3.server.close());
    const smtpFile = path.join(dir, 'smtp.jsonl');
    fs.writeFileSync(smtpFile, '');
    const smtp = await startSmtp(smtpFile);
    stoppers.push(() => new Promise((resolve) => smtp.server.close(resolve)));

    const env = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '10',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      REDIS_URL: redis.url,
      ...s3.env,
      SMTP_URL: smtp.url,
      SEPAY_API_KEY,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JOBS_POLL_MS: '100',
      SHUTDOWN_GRACE_SECONDS: '5',
      PWA_DIST: path.join(ROOT, 'pwa/dist'),
      ...extraEnv,
    };
    const spawnProcess = (name, script, extra) => {
      const dataDir = path.join(dir, name);
      fs.mkdirSync(dataDir);
      const logFd = fs.openSync(path.join(dir, `${name}.log`), 'a');
      const child = spawn('node', [path.join(ROOT, 'backend/dist', script)], { cwd: ROOT, env: { ...env, DATA_DIR: dataDir, ...extra }, stdio: ['ignore', logFd, logFd] });
      fs.closeSync(logFd);
      children.push(child);
      return child;
    };

    const apiPorts = [];
    const apiProcesses = [];
    for (let i = 0; i < apis; i += 1) {
      const port = await freePort();
      apiPorts.push(port);
      apiProcesses.push(spawnProcess(`api${i + 1}`, 'main.js', { PORT: String(port), HOST: '127.0.0.1', JOBS_ENABLED: 'false' }));
    }
    const workerProcesses = [];
    for (let i = 0; i < workers; i += 1) workerProcesses.push(spawnProcess(`worker${i + 1}`, 'worker.js', {}));
    const apiUrls = apiPorts.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(apiUrls.map((url) => waitForHealth(url)));

    const nginxPort = await freePort();
    fs.mkdirSync(path.join(dir, 'body'));
    fs.mkdirSync(path.join(dir, 'proxy'));
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(conf, renderNginxConf({ port: nginxPort, apiPorts, dir }));
    const nginx = spawn('nginx', ['-c', conf, '-p', dir, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    children.push(nginx);
    const url = `http://127.0.0.1:${nginxPort}`;
    await waitForHealth(url);
    log(`Cụm: nginx ${url} → ${apis} API (${apiPorts.join(', ')}), ${workers} worker, Redis ${redis.url}, nhật ký tại ${dir}`);

    return {
      url,
      apiUrls,
      apiPids: apiProcesses.map((child) => child.pid),
      workerPids: workerProcesses.map((child) => child.pid),
      databaseUrl,
      redisUrl: redis.url,
      jwtSecret: env.JWT_SECRET,
      smtpFile,
      logDir: dir,
      stop,
    };
  } catch (error) {
    // What the processes said is the explanation: keep it in the error before their folder goes.
    const logs = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.log'))
      .map((file) => `── ${file}\n${fs.readFileSync(path.join(dir, file), 'utf8').split('\n').slice(-15).join('\n')}`);
    await stop();
    throw new Error(`${error.message}\n${logs.join('\n')}`);
  }
}
