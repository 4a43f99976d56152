import Fastify from 'fastify';
import { storage } from 'nestjs-pino/storage';
import { describe, expect, it } from 'vitest';
import { registerRequestLog } from './request-log';

/** A Fastify app with the request log writing to memory, and routes that answer 200, 404 and 500. */
async function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const fastify = Fastify({ trustProxy: '127.0.0.1' });
  registerRequestLog(fastify, 'info', { write: (line: string) => lines.push(JSON.parse(line)) });
  fastify.get('/api/courses', async () => ({ courses: [] }));
  fastify.get('/api/health', async () => ({ ok: true }));
  fastify.get('/assets/app.js', async () => 'js');
  fastify.get('/api/boom', async (_request, reply) => {
    // What the app logs meanwhile (AllExceptionsFilter through nestjs-pino) goes through this store.
    storage.getStore()!.logger.error('vỡ');
    return reply.code(500).send({ message: 'lỗi' });
  });
  await fastify.ready();
  return { fastify, lines };
}

describe('registerRequestLog', () => {
  it('logs one line per API request with its id, method, URL, client address, status and time, and no headers', async () => {
    const { fastify, lines } = await loggedApp();
    await fastify.inject({ url: '/api/courses?limit=12', headers: { authorization: 'Bearer bí-mật', cookie: 'refresh=bí-mật', 'x-forwarded-for': '203.0.113.9' } });
    await fastify.inject({ url: '/api/khong-co' });
    await fastify.inject({ url: '/api/health' });
    await fastify.inject({ url: '/assets/app.js' });

    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'req-1', method: 'GET', url: '/api/courses?limit=12', remoteAddress: '203.0.113.9' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0].responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('bí-mật');
    expect(lines[1]).toMatchObject({ req: { url: '/api/khong-co' }, res: { statusCode: 404 } });
    await fastify.close();
  });

  it('names the request in what the app logs while answering it, and logs a 5xx with its error', async () => {
    const { fastify, lines } = await loggedApp();
    await fastify.inject({ url: '/api/boom' });

    expect(lines[0]).toMatchObject({ level: 50, msg: 'vỡ', req: { id: 'req-1', method: 'GET', url: '/api/boom' } });
    expect(lines[1]).toMatchObject({ req: { url: '/api/boom' }, res: { statusCode: 500 }, err: { message: 'failed with status code 500' } });
    await fastify.close();
  });
});
