import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { CommonErrors } from '../errors/app-error';

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
