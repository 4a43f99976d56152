import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, CommonErrors } from '../errors/app-error';
import { hasLoneSurrogate, JsonBodyErrors, jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-body';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/**
 * Reads exactly one file from a multipart request into memory (small files only: avatars, images).
 * Returns undefined when the request has no file; throws 413 past `maxBytes`, 415 when not multipart.
 */
export async function readSingleFile(request: FastifyRequest, field: string, maxBytes: number): Promise<UploadedFile | undefined> {
  if (!request.isMultipart()) throw CommonErrors.raise('UNSUPPORTED_MEDIA_TYPE', 'Yêu cầu phải gửi dạng multipart/form-data.');
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    return undefined;
  }
  const data = await part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw CommonErrors.raise('PAYLOAD_TOO_LARGE');
    throw error;
  });
  return { fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data };
}

export interface MultipartForm {
  /** Text fields by name (the last value wins). */
  fields: Record<string, string>;
  /** Files by field name (the first file of each accepted field; empty files are dropped). */
  files: Map<string, UploadedFile>;
}

export interface MultipartFormOptions {
  maxFileBytes: number;
  maxFiles: number;
  /** File fields the route reads; files under other names are drained and ignored. */
  acceptFile: (field: string) => boolean;
}

const TOO_MANY_FILES = 'Gửi quá nhiều tệp trong một lần.';
const BROKEN_FORM = 'Dữ liệu multipart/form-data không hợp lệ.';

/**
 * Reads a whole multipart form into memory: text fields plus the accepted files (small images only).
 * Throws 415 when not multipart, 413 past `maxFileBytes` or `maxFiles`, 400 for a broken body.
 */
export async function readMultipartForm(request: FastifyRequest, options: MultipartFormOptions): Promise<MultipartForm> {
  if (!request.isMultipart()) throw CommonErrors.raise('UNSUPPORTED_MEDIA_TYPE', 'Yêu cầu phải gửi dạng multipart/form-data.');
  const form: MultipartForm = { fields: {}, files: new Map() };
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes, files: options.maxFiles } })) {
      if (part.type === 'file') {
        if (!options.acceptFile(part.fieldname) || form.files.has(part.fieldname)) {
          part.file.resume();
          continue;
        }
        const data = await part.toBuffer();
        if (data.length > 0) form.files.set(part.fieldname, { fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
      } else {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw CommonErrors.raise('PAYLOAD_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT') throw CommonErrors.raise('PAYLOAD_TOO_LARGE', TOO_MANY_FILES);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw CommonErrors.raise('PAYLOAD_TOO_LARGE');
    // Anything else while parsing (a cut-off body, a bad boundary) is the client's broken form.
    throw CommonErrors.raise('BAD_REQUEST', BROKEN_FORM);
  }
  return form;
}

/** Parses a JSON text field of a multipart form (`data`), under the rules of a JSON body, and validates it with a zod schema. */
export function parseJsonField<T extends z.ZodType>(form: MultipartForm, field: string, schema: T): z.output<T> {
  const raw = form.fields[field];
  if (raw === undefined) throw CommonErrors.raise('VALIDATION_FAILED', `Thiếu trường ${field} (JSON) trong biểu mẫu.`);
  if (jsonNestsDeeperThan(Buffer.from(raw), MAX_JSON_DEPTH)) throw JsonBodyErrors.raise('JSON_TOO_DEEP');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new AppError(400, 'INVALID_JSON', 'Dữ liệu JSON không hợp lệ.');
  }
  if (hasLoneSurrogate(value)) throw JsonBodyErrors.raise('INVALID_UNICODE');
  const result = schema.safeParse(value);
  if (!result.success) throw CommonErrors.raise('VALIDATION_FAILED', result.error.issues[0]?.message);
  return result.data;
}
