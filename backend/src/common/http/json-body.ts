import { parse as parseQueryString } from 'node:querystring';
import type { RawBodyRequest } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify';
import { defineErrors } from '../errors/app-error';

/**
 * Deeper JSON is refused before it is parsed: no form of the API nests more than a few levels, code
 * that walks a body recursively cannot run out of stack, and MariaDB's JSON columns stop at 32 too.
 */
export const MAX_JSON_DEPTH = 32;

export const JsonBodyErrors = defineErrors('JsonBody', {
  JSON_TOO_DEEP: [400, 'Dữ liệu JSON lồng nhau quá sâu.'],
  INVALID_UNICODE: [400, 'Dữ liệu gửi lên chứa ký tự Unicode không hợp lệ.'],
});

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when arrays and objects in the JSON text nest deeper than `limit` (brackets inside strings
 * are text). One pass over the bytes: UTF-8 never uses ASCII bytes inside a multi-byte character.
 */
export function jsonNestsDeeperThan(bytes: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

// In a `u` regex a well-formed pair is one code point, so only an unpaired half matches.
const LONE_SURROGATE = /\p{Surrogate}/u;
// Decoded UTF-8 never holds a surrogate: only a \uD800-\uDFFF escape can make one.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** True when a string or key anywhere in the parsed value has half a UTF-16 surrogate pair (no column can store it). */
export function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  return Object.entries(value).some(([key, item]) => LONE_SURROGATE.test(key) || hasLoneSurrogate(item));
}

type Done = (error: Error | null, body?: unknown) => void;

/**
 * The body parser of every application/json route: Fastify's own (prototype poisoning refused),
 * after a depth check on the raw bytes and followed by a check for unpaired surrogates. The bytes
 * stay on the request as `rawBody` (the bank webhook stores them).
 */
export function jsonBodyParser(fastify: FastifyInstance) {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (request: RawBodyRequest<FastifyRequest>, body: Buffer, done: Done) => {
    request.rawBody = body;
    if (jsonNestsDeeperThan(body, MAX_JSON_DEPTH)) return done(JsonBodyErrors.raise('JSON_TOO_DEEP'));
    const text = body.toString('utf8');
    parse(request, text, (error, value) => {
      if (error) return done(error);
      if (SURROGATE_ESCAPE.test(text) && hasLoneSurrogate(value)) return done(JsonBodyErrors.raise('INVALID_UNICODE'));
      done(null, value);
    });
  };
}

/** The app's body parsers instead of Nest's: JSON through `jsonBodyParser`, forms as Nest parses them. Call before listening. */
export function registerBodyParsers(app: NestFastifyApplication): void {
  app.useBodyParser<RawServerDefault>('application/json', {}, jsonBodyParser(app.getHttpAdapter().getInstance()));
  app.useBodyParser('application/x-www-form-urlencoded', {}, (_request, body, done) => done(null, parseQueryString(body.toString())));
}
