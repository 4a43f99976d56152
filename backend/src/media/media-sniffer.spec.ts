import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { detectMedia, MediaTooLargeError, MediaUploadGate, UnsupportedMediaError } from './media-sniffer';

const pad = (head: Buffer) => Buffer.concat([head, Buffer.alloc(64)]);
const ftyp = (brand: string) => pad(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1')]));

describe('detectMedia', () => {
  it('recognises the accepted formats by magic bytes', () => {
    expect(detectMedia(ftyp('isom'))?.mimeType).toBe('video/mp4');
    expect(detectMedia(ftyp('qt  '))?.mimeType).toBe('video/quicktime');
    expect(detectMedia(pad(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm')])))?.mimeType).toBe('video/webm');
    expect(detectMedia(pad(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88]), Buffer.from('matroska')])))?.mimeType).toBe('video/x-matroska');
    expect(detectMedia(pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0])))?.kind).toBe('image');
    expect(detectMedia(pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))?.mimeType).toBe('image/png');
    expect(detectMedia(pad(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1')))?.mimeType).toBe('image/webp');
  });

  it('recognises PDF and ZIP documents; a ZIP named .docx, .xlsx or .pptx is that Office document', () => {
    const zip = pad(Buffer.from('PK\x03\x04\x14\x00\x06\x00', 'latin1'));
    expect(detectMedia(pad(Buffer.from('%PDF-1.7\n', 'latin1')), 'giao-trinh.pdf')).toEqual({ kind: 'document', mimeType: 'application/pdf', extension: 'pdf' });
    expect(detectMedia(zip, 'Bài tập tuần 1.DOCX')?.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(detectMedia(zip, 'ke-hoach.xlsx')?.extension).toBe('xlsx');
    expect(detectMedia(zip, 'slide.pptx')?.mimeType).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(detectMedia(zip, 'mau-quang-cao.zip')?.mimeType).toBe('application/zip');
    // The name never turns other content into a document.
    expect(detectMedia(pad(Buffer.from('MZ\x90\x00', 'latin1')), 'cai-dat.pdf')).toBeUndefined();
    expect(detectMedia(pad(Buffer.from('<html><script>', 'latin1')), 'bai-tap.docx')).toBeUndefined();
  });

  it('refuses text, HEIF/AVIF and unknown containers', () => {
    expect(detectMedia(Buffer.from('Đây không phải là video, chỉ là văn bản thuần túy với đuôi .mp4'))).toBeUndefined();
    expect(detectMedia(ftyp('heic'))).toBeUndefined();
    expect(detectMedia(pad(Buffer.from('GIF89a')))).toBeUndefined();
    expect(detectMedia(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('MediaUploadGate', () => {
  const run = async (data: Buffer, limits = { video: 1000, image: 100, document: 300 }) => {
    const gate = new MediaUploadGate(limits);
    const out: Buffer[] = [];
    await pipeline(Readable.from([data.subarray(0, 10), data.subarray(10)]), gate, async (source) => {
      for await (const chunk of source) out.push(chunk as Buffer);
    });
    return { gate, out: Buffer.concat(out) };
  };

  it('passes an accepted file through unchanged and counts it', async () => {
    const data = Buffer.concat([ftyp('isom'), Buffer.alloc(500, 7)]);
    const { gate, out } = await run(data);
    expect(out.equals(data)).toBe(true);
    expect(gate.bytes).toBe(data.length);
    expect(gate.detected?.kind).toBe('video');
  });

  it('fails on an unknown format and past the limit of the detected kind', async () => {
    await expect(run(Buffer.from('x'.repeat(200)))).rejects.toBeInstanceOf(UnsupportedMediaError);
    await expect(run(Buffer.concat([pad(Buffer.from([0xff, 0xd8, 0xff])), Buffer.alloc(100)]))).rejects.toBeInstanceOf(MediaTooLargeError);
    await expect(run(Buffer.concat([ftyp('isom'), Buffer.alloc(2000)]))).rejects.toBeInstanceOf(MediaTooLargeError);
  });
});
