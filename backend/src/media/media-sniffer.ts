import { Transform, TransformCallback } from 'node:stream';

export type MediaKindName = 'video' | 'image' | 'document';

export interface DetectedMedia {
  kind: MediaKindName;
  mimeType: string;
  extension: string;
}

/** Bytes needed to tell the formats apart (the Matroska doctype sits within the first few dozen). */
export const SNIFF_BYTES = 64;

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** Word, Excel and PowerPoint files are ZIP archives: their extension says which (OOXML only, not the old binary formats). */
const OFFICE_DOCUMENTS: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * Recognises the accepted formats by their content (magic bytes), never by declared type: MP4, MOV,
 * WebM, MKV videos; JPEG, PNG, WebP images; PDF and ZIP documents. A ZIP named .docx, .xlsx or .pptx is
 * that Office document (the name only picks among ZIP archives; documents are always downloaded, never shown inline).
 */
export function detectMedia(head: Buffer, filename = ''): DetectedMedia | undefined {
  if (head.length >= 5 && head.toString('latin1', 0, 5) === '%PDF-') return { kind: 'document', mimeType: 'application/pdf', extension: 'pdf' };
  if (head.length >= 4 && head.readUInt32BE(0) === 0x504b0304) {
    const extension = /\.([a-z]{4})$/i.exec(filename)?.[1].toLowerCase() ?? '';
    const office = OFFICE_DOCUMENTS[extension];
    return office ? { kind: 'document', mimeType: office, extension } : { kind: 'document', mimeType: 'application/zip', extension: 'zip' };
  }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { kind: 'image', mimeType: 'image/jpeg', extension: 'jpg' };
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { kind: 'image', mimeType: 'image/png', extension: 'png' };
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP')
    return { kind: 'image', mimeType: 'image/webp', extension: 'webp' };
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    const brand = head.toString('latin1', 8, 12);
    if (HEIF_BRANDS.has(brand)) return undefined;
    return brand === 'qt  ' ? { kind: 'video', mimeType: 'video/quicktime', extension: 'mov' } : { kind: 'video', mimeType: 'video/mp4', extension: 'mp4' };
  }
  if (head.length >= 8 && QUICKTIME_ATOMS.has(head.toString('latin1', 4, 8))) return { kind: 'video', mimeType: 'video/quicktime', extension: 'mov' };
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) {
    const text = head.toString('latin1');
    if (text.includes('webm')) return { kind: 'video', mimeType: 'video/webm', extension: 'webm' };
    if (text.includes('matroska')) return { kind: 'video', mimeType: 'video/x-matroska', extension: 'mkv' };
  }
  return undefined;
}

export class UnsupportedMediaError extends Error {}
export class MediaTooLargeError extends Error {
  constructor(readonly kind: MediaKindName) {
    super(`media too large: ${kind}`);
  }
}

/**
 * Passes an upload through while checking it: the first bytes must be an accepted format, and the
 * byte count must stay within the limit of that kind. Fails the stream otherwise.
 */
export class MediaUploadGate extends Transform {
  detected?: DetectedMedia;
  bytes = 0;
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(
    private readonly limits: Record<MediaKindName, number>,
    private readonly filename = '',
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (!this.detected) {
      this.head.push(chunk);
      this.headLength += chunk.length;
      if (this.headLength < SNIFF_BYTES) return callback();
      const error = this.decide();
      if (error) return callback(error);
      const buffered = Buffer.concat(this.head);
      this.head = [];
      return callback(this.overLimit(), buffered);
    }
    callback(this.overLimit(), chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.detected || this.bytes === 0) return callback();
    const error = this.decide();
    if (error) return callback(error);
    callback(this.overLimit(), Buffer.concat(this.head));
  }

  private decide(): Error | undefined {
    this.detected = detectMedia(Buffer.concat(this.head).subarray(0, SNIFF_BYTES), this.filename);
    return this.detected ? undefined : new UnsupportedMediaError('unsupported media');
  }

  private overLimit(): Error | null {
    return this.detected && this.bytes > this.limits[this.detected.kind] ? new MediaTooLargeError(this.detected.kind) : null;
  }
}
