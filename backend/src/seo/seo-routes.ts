import type { FastifyInstance, FastifyReply } from 'fastify';
import { storeReferralCookies } from '../common/http/referral-cookies';
import { RenderedPage, SeoService } from './seo.service';

type Params = { slug: string; code: string };

function send(reply: FastifyReply, page: RenderedPage): FastifyReply {
  return reply.status(page.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
}

/**
 * The public pages' HTML with their meta tags, the sitemap and robots.txt. Plain Fastify routes, not a
 * Nest controller: they share paths with the API's controllers (/courses, /tools) minus the /api prefix,
 * which Nest's prefix exclusion cannot tell apart.
 */
export function registerSeoRoutes(fastify: FastifyInstance, seo: SeoService): void {
  fastify.get('/', (_request, reply) => send(reply, seo.home()));
  fastify.get('/courses', (_request, reply) => send(reply, seo.courses()));
  fastify.get<{ Params: Params }>('/courses/:slug', async (request, reply) => send(reply, await seo.course(request.params.slug)));
  fastify.get<{ Params: Params }>('/courses/:slug/ref/:code', async (request, reply) => {
    storeReferralCookies(reply, request.params.code, request.params.slug);
    return send(reply, await seo.course(request.params.slug));
  });
  fastify.get('/tools', (_request, reply) => send(reply, seo.tools()));
  fastify.get<{ Params: Params }>('/tools/:slug', async (request, reply) => send(reply, await seo.tool(request.params.slug)));
  fastify.get<{ Params: Params }>('/tools/:slug/ref/:code', async (request, reply) => {
    storeReferralCookies(reply, request.params.code, request.params.slug);
    return send(reply, await seo.tool(request.params.slug));
  });
  fastify.get<{ Params: Params }>('/ref/:code', (request, reply) => {
    storeReferralCookies(reply, request.params.code);
    return send(reply, seo.home());
  });
  fastify.get('/sitemap.xml', async (_request, reply) => reply.type('application/xml; charset=utf-8').send(await seo.sitemap()));
  fastify.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').send(seo.robots()));
}
