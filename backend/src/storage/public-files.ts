import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorResponse } from '../common/errors/error-body';
import { CommonErrors } from '../common/errors/app-error';
import { PUBLIC_FILE_CORP } from '../common/http/security-headers';
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

/**
 * Public files are signed for a window that starts on the hour, so every request in the same hour gets
 * the same URL (and the browser's or a CDN's cached copy); each URL works one window past its last use.
 */
const SIGNING_WINDOW_SECONDS = 3600;
const PUBLIC_CACHE_CONTROL = 'public, max-age=604800';

/**
 * GET /uploads/<key> when the storage is S3: a redirect to a presigned URL of the public object, as
 * object-storage setups usually do (GitLab's default, for one), instead of streaming it: the bytes go
 * from the bucket (or a CDN in front of it) to the browser, the API only signs. The bucket stays private.
 */
export async function servePublicFile(storage: StorageService, request: FastifyRequest, reply: FastifyReply, nowMs = Date.now()): Promise<void> {
  const raw = request.url.split('?')[0].slice(PUBLIC_UPLOADS_PREFIX.length + 1);
  let key: string | undefined;
  try {
    key = storage.publicKeyOf(`${PUBLIC_UPLOADS_PREFIX}/${decodeURIComponent(raw)}`);
  } catch {
    key = undefined;
  }
  const now = Math.floor(nowMs / 1000);
  const signedAt = now - (now % SIGNING_WINDOW_SECONDS);
  const url = key
    ? await storage.signedUrl('public', key, {
        expiresInSeconds: 2 * SIGNING_WINDOW_SECONDS,
        signedAt: new Date(signedAt * 1000),
        cacheControl: PUBLIC_CACHE_CONTROL,
        contentType: contentTypeOf(key),
      })
    : undefined;
  if (!url) {
    const { status, body: error } = toErrorResponse(CommonErrors.raise('NOT_FOUND'));
    await reply.status(status).send(error);
    return;
  }
  // The redirect may be reused while its target still has a full window to run.
  await reply
    .header('Cache-Control', `public, max-age=${signedAt + SIGNING_WINDOW_SECONDS - now}`)
    .header(...PUBLIC_FILE_CORP)
    .redirect(url, 302);
}
