import '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { CommonErrors } from '../errors/app-error';

export interface UploadedFileStream {
  fieldname: string;
  filename: string;
  mimetype: string;
  /** The part's bytes as they arrive; read it to the end (or destroy it) before returning. */
  stream: Readable;
  /** True when the stream stopped at `maxBytes` (the file was larger). */
  truncated(): boolean;
}

export type SingleFileStreamOutcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'missing' }
  | { kind: 'too-many-files'; value?: T }
  | { kind: 'too-large'; value?: T };

/**
 * Streams exactly one file part named `field` to `handle` without buffering it (large videos).
 * Other fields are ignored; a file under another name or a second file makes the request
 * 'too-many-files' (or 'missing' when no file named `field` came). When `handle` has already run,
 * its value is passed back so the caller can undo what it stored.
 * Throws 415 when the request is not multipart; errors from `handle` propagate after the request
 * body has been drained.
 */
export async function withSingleFileStream<T>(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  handle: (file: UploadedFileStream) => Promise<T>,
): Promise<SingleFileStreamOutcome<T>> {
  if (!request.isMultipart()) throw CommonErrors.raise('UNSUPPORTED_MEDIA_TYPE', 'Yêu cầu phải gửi dạng multipart/form-data.');
  let result: { value: T } | undefined;
  let extraFile = false;
  let tooLarge = false;
  let handleError: { error: unknown } | undefined;
  // throwFileSizeLimit off: the stream just ends at maxBytes and says so through `truncated`. It is read per call at run time but missing from the plugin's option type.
  const partsOptions = { limits: { fileSize: maxBytes, files: 2, fields: 20 }, throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0];
  try {
    for await (const part of request.parts(partsOptions)) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field || result) {
        extraFile = true;
        part.file.resume();
        continue;
      }
      const file = part.file;
      try {
        result = {
          value: await handle({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, stream: file, truncated: () => file.truncated }),
        };
      } catch (error) {
        // Answer only once the whole body is read: a reply sent mid-upload resets the client's connection.
        handleError ??= { error };
        file.resume();
        continue;
      }
      if (file.truncated) tooLarge = true;
    }
    if (handleError) throw handleError.error;
  } catch (error) {
    if (handleError) throw handleError.error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') return { kind: 'too-many-files', value: result?.value };
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { kind: 'too-large', value: result?.value };
    throw error;
  }
  if (tooLarge) return { kind: 'too-large', value: result?.value };
  if (extraFile) return { kind: 'too-many-files', value: result?.value };
  return result ? { kind: 'ok', value: result.value } : { kind: 'missing' };
}
