// The yardstick for an API benchmark: a bare Fastify route, in its own process like the API, that
// sends back exactly what the API answered (status, headers, body bytes) for each URL. The ratio
// API ÷ bare is what the framework, guards, logging and serialisation cost on this machine.
import { fork } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Hop-by-hop or per-response headers: Fastify writes its own.
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Key of an answer: the request's path and the Accept-Encoding it sent (the compression negotiated). */
const keyOf = (urlPath, acceptEncoding) => `${acceptEncoding ?? ''} ${urlPath}`;

/**
 * One GET of `url` with exactly `headers` (what autocannon sends: no Accept-Encoding unless given),
 * as `{ path, acceptEncoding, status, headers, body }`.
 */
export function captureAnswer(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const copied = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !NOT_COPIED.has(name)));
        const { pathname, search } = new URL(url);
        const acceptEncoding = Object.entries(headers).find(([name]) => name.toLowerCase() === 'accept-encoding')?.[1];
        resolve({ path: `${pathname}${search}`, acceptEncoding, status: response.statusCode, headers: copied, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Starts the bare server in a child process serving `answers` (from captureAnswer); returns { baseUrl, pid, stop }. */
export async function startBareBaseline(answers) {
  const child = fork(fileURLToPath(import.meta.url), [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Máy chủ đối chứng dừng với mã ${code}`)));
    child.send(answers.map((answer) => ({ ...answer, body: answer.body.toString('base64') })));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    },
  };
}

async function serve(answers) {
  // fastify is the backend's dependency: resolved from there, the same version the API runs.
  const require = createRequire(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../backend/package.json'));
  const Fastify = require('fastify');
  const byKey = new Map(answers.map((answer) => [keyOf(answer.path, answer.acceptEncoding), { ...answer, body: Buffer.from(answer.body, 'base64') }]));
  const app = Fastify({ logger: false });
  app.get('/*', (request, reply) => {
    const answer = byKey.get(keyOf(request.url, request.headers['accept-encoding']));
    if (!answer) return reply.code(404).send();
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: app.server.address().port });
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.once('message', (answers) => {
    serve(answers).catch((error) => {
      console.error(error);
      process.exit(1);
    });
  });
}
