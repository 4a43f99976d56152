import type { FastifyCompressOptions } from '@fastify/compress';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** @fastify/compress's options for the API's JSON (gzip is cheap on the fly; Brotli's default level is not). */
export const API_COMPRESSION = { encodings: ['gzip', 'deflate'], threshold: 1024 } satisfies FastifyCompressOptions;

export type PrebuiltEncoding = 'identity' | 'gzip';

/**
 * The encoding @fastify/compress would give `request`'s answer of `bytes` bytes, for an answer compressed
 * ahead: 'gzip' or 'identity' when that choice is plain (no Accept-Encoding, or a list without q-values
 * like every browser's), else null (leave the answer to the plugin).
 */
export function prebuiltEncoding(request: FastifyRequest, bytes: number): PrebuiltEncoding | null {
  const accepted = request.headers['accept-encoding'];
  if (accepted === undefined) return 'identity';
  if (accepted.includes(';') || request.headers['x-no-compression'] !== undefined) return null;
  // The plugin reads '*' and x-gzip as gzip, and takes gzip (its first choice) whenever it is listed.
  const names = accepted
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  if (names.some((name) => name === 'gzip' || name === 'x-gzip' || name === '*')) return bytes < API_COMPRESSION.threshold ? 'identity' : 'gzip';
  return names.includes('deflate') ? null : 'identity';
}

/** A JSON answer built ahead, with its gzip kept once made. */
export type PrebuiltJson = { json: Buffer; gzip?: Buffer };

/**
 * Sends a prebuilt JSON answer straight from an onRequest hook, as the plugin would encode it; false
 * when the request's encoding is not plain (the route then answers it).
 */
export function sendPrebuiltJson(request: FastifyRequest, reply: FastifyReply, answer: PrebuiltJson): boolean {
  const encoding = prebuiltEncoding(request, answer.json.length);
  if (!encoding) return false;
  if (encoding === 'gzip') {
    answer.gzip ??= zlib.gzipSync(answer.json);
    void reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding').header('content-encoding', 'gzip').send(answer.gzip);
  } else {
    void reply.header('content-type', 'application/json; charset=utf-8').send(answer.json);
  }
  return true;
}
