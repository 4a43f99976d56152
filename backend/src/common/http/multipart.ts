import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, CommonErrors } from '../errors/app-error';
import { MultipartErrors, TOO_MANY_FILES_MESSAGE } from './multipart.errors';

/**
 * The one way the API reads multipart/form-data (every upload route goes through `readMultipart`).
 * Whatever the client does, the request ends promptly: a broken, boundary-less or cut-off body is a
 * 400, a client that stops sending a 408 after the idle timeout, and a client that disconnects
 * fails the file being read at once, so whoever writes it (storage) aborts and removes the partial file.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** How long an upload may send nothing before it is answered 408 (registerMultipart). */
    uploadIdleTimeoutMs: number;
  }
}

/** Requests whose client stopped sending: their answer closes the connection, the rest of the body will not come. */
const stalledRequests = new WeakSet<IncomingMessage>();

/** Registers the multipart body parser; readers below do the reading, inside the route (after access checks). */
export async function registerMultipart(app: NestFastifyApplication, settings: { idleTimeoutMs: number }): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fields: 50 } });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.decorate('uploadIdleTimeoutMs', settings.idleTimeoutMs);
  // Callback style: an async hook would cost every answer a promise.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (stalledRequests.has(request.raw)) void reply.header('connection', 'close');
    done(null, payload);
  });
}

export interface IncomingFile {
  fieldname: string;
  /** '' when the form's file input was left empty. */
  filename: string;
  mimetype: string;
  /**
   * The part's bytes as they arrive; it ends early at the size limit (then `truncated()`), and fails
   * when the upload breaks off. Read it, or leave it: what is left unread is drained. Never destroy it.
   */
  stream: Readable;
  truncated(): boolean;
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
}

export interface MultipartHandlers {
  field?(name: string, value: string): void;
  /** Called for each file part in turn; the next part is read once it settles. */
  file(file: IncomingFile): Promise<void>;
}

/**
 * Reads a multipart request part by part. A handler's error (or a named file of zero bytes) is
 * thrown once the whole body has been read, since answering mid-upload resets the client's connection.
 * Throws MultipartErrors: 415 when not multipart, 400 for a broken body or an empty file, 408 when
 * the client stops sending, 413 past the limits.
 */
export async function readMultipart(request: FastifyRequest, limits: MultipartLimits, handlers: MultipartHandlers): Promise<void> {
  if (!request.isMultipart()) throw MultipartErrors.raise('UNSUPPORTED_MEDIA_TYPE');
  // Checked here: without a boundary the parser fails with nothing better than a generic error.
  if (!/;\s*boundary=/i.test(request.headers['content-type'] ?? '')) throw MultipartErrors.raise('MULTIPART_BOUNDARY_MISSING');
  const watch = new UploadWatch(request.raw, request.server.uploadIdleTimeoutMs);
  let refusal: { error: unknown } | undefined;
  try {
    // throwFileSizeLimit off: a file just ends at the limit and says so through `truncated`. It is read per call but missing from the option type.
    const options = { limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles }, throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0];
    const parts = request.parts(options);
    for (;;) {
      const next = await watch.race(parts.next());
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        // A part sent as application/json arrives parsed.
        if (!refusal) handlers.field?.(part.fieldname, typeof part.value === 'string' ? part.value : JSON.stringify(part.value));
        continue;
      }
      if (refusal) {
        part.file.resume();
        continue;
      }
      const error = await readFilePart(part, handlers, watch);
      refusal ??= error;
    }
  } catch (error) {
    throw watch.failure ?? multipartError(error);
  } finally {
    watch.stop();
    // Whatever the parser left unread is discarded, so the connection can serve the next request.
    if (!request.raw.readableEnded) {
      request.raw.unpipe();
      request.raw.resume();
    }
  }
  if (watch.failure) throw watch.failure;
  if (refusal) throw refusal.error;
}

/** Hands one file part to the handler; answers what to refuse the upload with, if anything. */
async function readFilePart(part: MultipartFile, handlers: MultipartHandlers, watch: UploadWatch): Promise<{ error: unknown } | undefined> {
  const stream = part.file;
  let refusal: { error: unknown } | undefined;
  watch.current = stream;
  try {
    await handlers.file({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, stream, truncated: () => stream.truncated });
  } catch (error) {
    refusal = { error };
  } finally {
    watch.current = undefined;
  }
  if (watch.failure) return { error: watch.failure };
  // Whatever the handler said, a chosen file with nothing in it is the problem to report.
  if (stream.readableEnded && stream.bytesRead === 0 && part.filename) return { error: MultipartErrors.raise('FILE_EMPTY') };
  if (!stream.readableEnded) stream.resume();
  return refusal;
}

/** The parser's errors (and the plugin's limits) as the API's errors. */
function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return MultipartErrors.raise('PAYLOAD_TOO_LARGE', TOO_MANY_FILES_MESSAGE);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_REQ_FILE_TOO_LARGE') return MultipartErrors.raise('PAYLOAD_TOO_LARGE');
  if (code === 'FST_MP_PREMATURE_CLOSE') return MultipartErrors.raise('UPLOAD_ABORTED');
  // Anything else while parsing (a cut-off body, bytes that are no form) is the client's broken form.
  return MultipartErrors.raise('MULTIPART_INVALID');
}

/**
 * Ends an upload early when its client disconnects (the body stops before its end) or sends nothing
 * for `idleMs` while the server is waiting for it. Either way the file being read fails at once.
 */
class UploadWatch {
  failure?: AppError;
  /** The file part being handed to a handler. */
  current?: Readable;
  private readonly failed: Promise<never>;
  private rejectFailed!: (error: AppError) => void;
  private readonly timer: NodeJS.Timeout;
  private lastBytes: number;
  private lastProgressAt = Date.now();

  constructor(
    private readonly raw: IncomingMessage,
    private readonly idleMs: number,
  ) {
    this.failed = new Promise<never>((_, reject) => (this.rejectFailed = reject));
    this.failed.catch(() => undefined);
    this.lastBytes = raw.socket?.bytesRead ?? 0;
    this.timer = setInterval(() => this.checkProgress(), Math.max(50, Math.min(1000, idleMs / 5)));
    raw.on('close', this.onClose);
    // The client may have gone while the route was still checking access.
    if (raw.destroyed) this.onClose();
  }

  /** `promise`, unless the upload fails first. */
  race<T>(promise: Promise<T>): Promise<T> {
    // The loser may still settle (the parser ends when the socket closes); nobody waits for it then.
    promise.catch(() => undefined);
    return Promise.race([promise, this.failed]);
  }

  stop(): void {
    clearInterval(this.timer);
    this.raw.off('close', this.onClose);
  }

  private readonly onClose = () => {
    if (!this.raw.readableEnded) this.fail(MultipartErrors.raise('UPLOAD_ABORTED'));
  };

  private checkProgress(): void {
    const bytes = this.raw.socket?.bytesRead ?? this.lastBytes;
    // Bytes came, all came, or the server holds them back (storage slower than the network): not a stall.
    const waitingOnServer = this.raw.readableFlowing === false || this.raw.readableLength > 0;
    if (bytes !== this.lastBytes || this.raw.complete || waitingOnServer) {
      this.lastBytes = bytes;
      this.lastProgressAt = Date.now();
      return;
    }
    if (Date.now() - this.lastProgressAt < this.idleMs) return;
    stalledRequests.add(this.raw);
    this.fail(MultipartErrors.raise('UPLOAD_TIMEOUT'));
  }

  private fail(error: AppError): void {
    if (this.failure) return;
    this.failure = error;
    this.stop();
    // Fails the handler's read or write of the file (storage then drops its partial file).
    this.current?.destroy(error);
    this.rejectFailed(error);
  }
}

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface MultipartForm {
  /** Text fields by name (the last value wins). */
  fields: Record<string, string>;
  /** Files by field name (the first file of each accepted field; empty file inputs are left out). */
  files: Map<string, UploadedFile>;
}

export interface MultipartFormOptions {
  maxFileBytes: number;
  maxFiles: number;
  /** File fields the route reads; files under other names are drained and ignored. */
  acceptFile: (field: string) => boolean;
}

/** Reads a whole multipart form into memory: text fields plus the accepted files (small images only). */
export async function readMultipartForm(request: FastifyRequest, options: MultipartFormOptions): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: new Map() };
  await readMultipart(request, options, {
    field: (name, value) => {
      form.fields[name] = value;
    },
    file: async (file) => {
      if (!options.acceptFile(file.fieldname) || form.files.has(file.fieldname)) return;
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      if (file.truncated()) throw MultipartErrors.raise('PAYLOAD_TOO_LARGE');
      const data = Buffer.concat(chunks);
      if (data.length > 0) form.files.set(file.fieldname, { fieldname: file.fieldname, filename: file.filename, mimetype: file.mimetype, data });
    },
  });
  return form;
}

/** The one file of a single-image form (avatar, page image); undefined when none was sent. */
export async function readSingleFile(request: FastifyRequest, field: string, maxBytes: number): Promise<UploadedFile | undefined> {
  const form = await readMultipartForm(request, { maxFileBytes: maxBytes, maxFiles: 1, acceptFile: (name) => name === field });
  return form.files.get(field);
}

/** Parses a JSON text field of a multipart form (`data`) and validates it with a zod schema. */
export function parseJsonField<T extends z.ZodType>(form: MultipartForm, field: string, schema: T): z.output<T> {
  const raw = form.fields[field];
  if (raw === undefined) throw CommonErrors.raise('VALIDATION_FAILED', `Thiếu trường ${field} (JSON) trong biểu mẫu.`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw CommonErrors.raise('INVALID_JSON');
  }
  const result = schema.safeParse(value);
  if (!result.success) throw CommonErrors.raise('VALIDATION_FAILED', result.error.issues[0]?.message);
  return result.data;
}
