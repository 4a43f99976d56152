import '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE } from '../auth';
import { prebuiltEncoding } from '../common/http/compression';
import { storeReferralCookies } from '../common/http/referral-cookies';
import { KeptPage, RenderedPage, SeoService } from './seo.service';

type Params = { slug: string; code: string };

function send(reply: FastifyReply, page: RenderedPage): FastifyReply {
  return reply.status(page.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
}

/** Rendered content only for visitors: a signed-in user's header, cart and course page differ from it. */
function isVisitor(request: FastifyRequest): boolean {
  return request.cookies?.[SESSION_HINT_COOKIE] === undefined;
}

/** A public page that differs for visitors and signed-in users (the session hint cookie tells them apart). */
async function sendPublic(
  seo: SeoService,
  request: FastifyRequest,
  reply: FastifyReply,
  pagePath: string,
  render: (withContent: boolean) => Promise<RenderedPage>,
): Promise<FastifyReply> {
  void reply.header('Vary', 'Cookie');
  if (!isVisitor(request)) return send(reply, await render(false));
  const page: KeptPage = await seo.forVisitor(pagePath, () => render(true));
  void reply.status(page.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
  // Compressed once when kept; the compression plugin leaves an encoded answer alone.
  if (prebuiltEncoding(request, page.html.length) === 'gzip') return reply.header('Content-Encoding', 'gzip').header('Vary', 'Cookie, Accept-Encoding').send(page.gzip);
  return reply.send(page.html);
}

/**
 * The public pages' HTML with their meta tags, the sitemap and robots.txt. Plain Fastify routes, not a
 * Nest controller: they share paths with the API's controllers (/courses, /tools) minus the /api prefix,
 * which Nest's prefix exclusion cannot tell apart.
 */
export function registerSeoRoutes(fastify: FastifyInstance, seo: SeoService): void {
  fastify.get('/', (request, reply) => sendPublic(seo, request, reply, '/', (withContent) => seo.home(withContent)));
  fastify.get('/courses', (request, reply) => sendPublic(seo, request, reply, '/courses', (withContent) => seo.courses(withContent)));
  fastify.get<{ Params: Params }>('/courses/:slug', (request, reply) =>
    sendPublic(seo, request, reply, `/courses/${request.params.slug}`, (withContent) => seo.course(request.params.slug, withContent)),
  );
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
  fastify.get<{ Params: Params }>('/ref/:code', async (request, reply) => {
    storeReferralCookies(reply, request.params.code);
    return send(reply, await seo.home());
  });
  fastify.get('/sitemap.xml', async (_request, reply) => reply.type('application/xml; charset=utf-8').send(await seo.sitemap()));
  fastify.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').send(seo.robots()));
}
