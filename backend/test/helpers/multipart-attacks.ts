import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Json } from './http-client';

/**
 * Broken and hostile multipart uploads sent over a raw socket, so a test controls exactly which bytes
 * go out and what the client does afterwards (keep the socket open, half-close it, or drop it).
 */

export const ATTACK_BOUNDARY = '----hvm-attack-7MA4YWxkTrZu0gW';

export interface MultipartPart {
  name: string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** Where an upload goes and as whom, with a well-formed form for the route (its file part last). */
export interface UploadTarget {
  baseUrl: string;
  method: string;
  path: string;
  /** Usually just `authorization`. */
  headers: Record<string, string>;
  parts: MultipartPart[];
}

/** How a raw request ended: with a response, with the server closing the socket, or with no answer in time. */
export interface RawOutcome {
  ending: 'response' | 'closed' | 'timeout';
  status?: number;
  headers: Record<string, string>;
  body?: Json;
  elapsedMs: number;
}

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** Declared Content-Length; defaults to the body's length. */
  contentLength?: number;
  /** Send the body with `Transfer-Encoding: chunked` (one chunk, then the last chunk) instead of a Content-Length. */
  chunked?: boolean;
  /** After the body: keep the socket open (default) or half-close it. */
  then?: 'keep-open' | 'end';
  /** Stop waiting for an answer after this long (default 30 s: far past any answer but a hang, however busy the machine). */
  waitMs?: number;
}

export function multipartType(boundary = ATTACK_BOUNDARY): string {
  return `multipart/form-data; boundary=${boundary}`;
}

export function multipartBody(parts: MultipartPart[], boundary = ATTACK_BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ?? (part.filename !== undefined ? 'application/octet-stream' : undefined);
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A file's worth of bytes that starts like a PNG, so content sniffers accept its head. */
export function pngLikeBytes(size = 256 * 1024): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(size - 8)]);
}

function requestHead(request: { method: string; path: string; headers: Record<string, string>; contentLength?: number }, host: string): Buffer {
  const length = request.contentLength === undefined ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(request.contentLength) };
  const headers = { host, connection: 'keep-alive', 'accept-encoding': 'identity', ...request.headers, ...length };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return Buffer.from(`${request.method} ${request.path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
}

/** Reads one HTTP/1.1 response (Content-Length or chunked) off the bytes received so far; undefined while incomplete. */
function parseResponse(data: Buffer, closed: boolean): Omit<RawOutcome, 'ending' | 'elapsedMs'> | undefined {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const [statusLine, ...headerLines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) headers[line.slice(0, line.indexOf(':')).trim().toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
  const status = Number(statusLine.split(' ')[1]);
  let rest = data.subarray(headEnd + 4);
  let body: Buffer | undefined;
  if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length']);
    if (rest.length >= length) body = rest.subarray(0, length);
  } else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const chunks: Buffer[] = [];
    for (;;) {
      const lineEnd = rest.indexOf('\r\n');
      if (lineEnd < 0) break;
      const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
      if (size === 0) {
        body = Buffer.concat(chunks);
        break;
      }
      if (rest.length < lineEnd + 2 + size + 2) break;
      chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      rest = rest.subarray(lineEnd + 2 + size + 2);
    }
  } else if (closed) {
    body = rest;
  }
  if (!body) return undefined;
  const text = body.toString('utf8');
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status, headers, body: parsed };
}

/** Sends exactly these bytes and waits for one response (or the server closing, or `waitMs`). */
export function sendRaw(baseUrl: string, request: RawRequest): Promise<RawOutcome> {
  const url = new URL(baseUrl);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    let settled = false;
    const finish = (ending: RawOutcome['ending'], response?: Omit<RawOutcome, 'ending' | 'elapsedMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ending, headers: {}, ...response, elapsedMs: Date.now() - started });
    };
    const timer = setTimeout(() => finish('timeout'), request.waitMs ?? 30_000);
    socket.on('data', (chunk) => {
      received.push(chunk);
      const response = parseResponse(Buffer.concat(received), false);
      if (response) finish('response', response);
    });
    socket.on('close', () => {
      const response = parseResponse(Buffer.concat(received), true);
      finish(response ? 'response' : 'closed', response);
    });
    // The server may answer and reset before the whole body is written.
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      if (request.chunked) {
        socket.write(requestHead({ ...request, contentLength: undefined }, url.host));
        if (request.body.length) socket.write(Buffer.concat([Buffer.from(`${request.body.length.toString(16)}\r\n`), request.body, Buffer.from('\r\n')]));
        socket.write('0\r\n\r\n');
      } else {
        socket.write(requestHead({ ...request, contentLength: request.contentLength ?? request.body.length }, url.host));
        socket.write(request.body);
      }
      if (request.then === 'end') socket.end();
    });
  });
}

/** `Content-Type: multipart/form-data` with no boundary parameter, over a well-formed body. */
export function multipartWithoutBoundary(target: UploadTarget, waitMs?: number): Promise<RawOutcome> {
  return sendRaw(target.baseUrl, { ...target, headers: { ...target.headers, 'content-type': 'multipart/form-data' }, body: multipartBody(target.parts), waitMs });
}

/** 64 KB of random bytes under a proper multipart content type. */
export function garbageMultipart(target: UploadTarget, waitMs?: number): Promise<RawOutcome> {
  return sendRaw(target.baseUrl, { ...target, headers: { ...target.headers, 'content-type': multipartType() }, body: crypto.randomBytes(64 * 1024), waitMs });
}

/** The form with its file part holding zero bytes (a named file, not an empty file input). */
export function emptyFileMultipart(target: UploadTarget, waitMs?: number): Promise<RawOutcome> {
  const parts = target.parts.map((part) => (part.filename !== undefined ? { ...part, content: Buffer.alloc(0) } : part));
  return sendRaw(target.baseUrl, { ...target, headers: { ...target.headers, 'content-type': multipartType() }, body: multipartBody(parts), waitMs });
}

/** Where the body is cut: past the text fields, in the middle of the (last) file part. */
function cutPoint(body: Buffer): number {
  return Math.floor(body.length * 0.6);
}

/**
 * The form cut off in the middle of its file. `honest`: Content-Length matches what is sent (the
 * multipart closing boundary is missing). `keep-open` / `end`: Content-Length promises the whole
 * form, then the client holds the socket open or half-closes it.
 */
export function sendTruncatedMultipart(target: UploadTarget, how: 'honest' | 'keep-open' | 'end', waitMs?: number): Promise<RawOutcome> {
  const body = multipartBody(target.parts);
  const sent = body.subarray(0, cutPoint(body));
  return sendRaw(target.baseUrl, {
    ...target,
    headers: { ...target.headers, 'content-type': multipartType() },
    body: sent,
    contentLength: how === 'honest' ? sent.length : body.length,
    then: how === 'end' ? 'end' : 'keep-open',
    waitMs,
  });
}

/**
 * Starts the upload, sends part of the file, waits for `beforeAbort` (say, until the server has
 * begun writing), then destroys the socket. Resolves once the socket is gone.
 */
export function abortMidUpload(target: UploadTarget, beforeAbort: () => Promise<void> = async () => undefined): Promise<void> {
  const url = new URL(target.baseUrl);
  const body = multipartBody(target.parts);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
    socket.on('connect', () => {
      socket.write(requestHead({ ...target, headers: { ...target.headers, 'content-type': multipartType() }, contentLength: body.length }, url.host));
      socket.write(body.subarray(0, cutPoint(body)), () => {
        beforeAbort().then(
          () => socket.destroy(),
          (error: unknown) => {
            socket.destroy();
            reject(error);
          },
        );
      });
    });
  });
}

/** Files of this process (it runs the test app) open under `dir`, from /proc/self/fd. */
export function openFilesUnder(dir: string): string[] {
  const root = fs.realpathSync(dir);
  const open: string[] = [];
  for (const fd of fs.readdirSync('/proc/self/fd')) {
    let target: string;
    try {
      target = fs.readlinkSync(path.join('/proc/self/fd', fd));
    } catch {
      continue; // closed while listing (the directory's own fd, say)
    }
    if (target.startsWith(`${root}${path.sep}`)) open.push(target);
  }
  return open;
}

/** How many file descriptors this process (it runs the test app) holds, from /proc/self/fd. */
export function openDescriptorCount(): number {
  return fs.readdirSync('/proc/self/fd').length;
}

/** Every file under `dir` (recursively), as paths relative to it. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}
