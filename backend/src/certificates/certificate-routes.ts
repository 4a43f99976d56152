import type { FastifyInstance } from 'fastify';
import { renderCertificatePage } from './certificate-page';
import { CertificatesService } from './certificates.service';

/**
 * /certificates/{code}: the public verification page, written by the server (plain Fastify, like the
 * SEO pages: outside the /api prefix). 200 valid, 410 revoked, 404 unknown or malformed.
 */
export function registerCertificateRoutes(fastify: FastifyInstance, certificates: CertificatesService, publicUrl: string): void {
  fastify.get<{ Params: { code: string } }>('/certificates/:code', async (request, reply) => {
    const certificate = await certificates.byCode(request.params.code);
    const page = renderCertificatePage(certificate, certificate ? certificates.verifyUrl(certificate.code) : '', publicUrl, request.params.code);
    return reply.status(page.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
  });
}
