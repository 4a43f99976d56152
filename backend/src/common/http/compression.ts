import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyRequest } from 'fastify';

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
