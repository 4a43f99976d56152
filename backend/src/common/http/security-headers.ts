import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Fastify from 'fastify';

/**
 * Public files (covers, thumbnails, avatars, mail images under /uploads) and the mail open pixel are
 * embedded by pages and mail readers of other origins (webmail, a mail opened from a file): helmet's
 * `same-origin` would block them there. Private media never goes through /uploads and keeps the default.
 */
export const PUBLIC_FILE_CORP = ['Cross-Origin-Resource-Policy', 'cross-origin'] as const;

/**
 * Helmet's headers (CSP and the rest) on every answer, as @fastify/helmet with `options` sets them, but
 * worked out once at start: the plugin builds helmet's middleware anew for each request (every option
 * parsed, the CSP joined again), a tenth of a cached catalogue answer's cost, while without nonces or
 * per-route options its headers never change. A throwaway Fastify with the plugin answers them once.
 */
export async function registerSecurityHeaders(app: NestFastifyApplication, options: FastifyHelmetOptions): Promise<void> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, options);
  // In the handler the only headers set are the plugin's.
  probe.get('/', (_request, reply) => reply.send(reply.getHeaders()));
  const headers = Object.entries((await probe.inject('/')).json<Record<string, string>>());
  await probe.close();
  // Set on the raw response like helmet does, so answers written outside Fastify's reply carry them too.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
}
