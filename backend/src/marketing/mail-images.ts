import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { toMailImage } from '../common/http/images';
import { StorageService } from '../storage/storage.service';

const RENDITION_PREFIX = 'mail';

/**
 * Our own WebP images (course covers, uploaded template images) as mail shows them: a JPEG or PNG copy
 * under /uploads/mail/, made once when a template is saved (Outlook for Windows displays no WebP).
 * Other addresses (another site's image, a JPEG already) are left as they are.
 */
@Injectable()
export class MailImages {
  constructor(private readonly storage: StorageService) {}

  /** The address mail should use for `url` (absolute, under `base`). */
  async forMail(url: string, base: string): Promise<string> {
    const key = this.ownWebpKey(url, base);
    if (!key) return url;
    const stem = `${RENDITION_PREFIX}/${key.replace(/\.webp$/i, '')}`;
    for (const extension of ['jpg', 'png']) {
      if (await this.storage.stat('public', `${stem}.${extension}`)) return new URL(this.storage.publicUrl(`${stem}.${extension}`), base).toString();
    }
    const original = await this.storage.get('public', key);
    if (!original) return url;
    const rendition = await toMailImage(await bufferOf(original));
    if (!rendition) return url;
    return new URL(await this.storage.putPublic(`${stem}.${rendition.extension}`, rendition.data, rendition.contentType), base).toString();
  }

  private ownWebpKey(url: string, base: string): string | undefined {
    try {
      const parsed = new URL(url, base);
      if (parsed.origin !== new URL(base).origin || parsed.search || !/\.webp$/i.test(parsed.pathname)) return undefined;
      const key = this.storage.publicKeyOf(decodeURIComponent(parsed.pathname));
      return key && !key.startsWith(`${RENDITION_PREFIX}/`) ? key : undefined;
    } catch {
      return undefined;
    }
  }
}

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
