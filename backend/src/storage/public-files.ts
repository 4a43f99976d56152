import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorResponse } from '../common/errors/error-body';
import { CommonErrors } from '../common/errors/app-error';
import { PUBLIC_UPLOADS_PREFIX, StorageService } from './storage.service';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** GET /uploads/<key> when the storage is not on local disk (S3): streams the public object. */
export async function servePublicFile(storage: StorageService, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.url.split('?')[0].slice(PUBLIC_UPLOADS_PREFIX.length + 1);
  let key: string | undefined;
  try {
    key = storage.publicKeyOf(`${PUBLIC_UPLOADS_PREFIX}/${decodeURIComponent(raw)}`);
  } catch {
    key = undefined;
  }
  const body = key ? await storage.get('public', key) : undefined;
  if (!key || !body) {
    const { status, body: error } = toErrorResponse(CommonErrors.raise('NOT_FOUND'));
    await reply.status(status).send(error);
    return;
  }
  await reply.header('Cache-Control', 'public, max-age=604800').type(contentTypeOf(key)).send(body);
}
