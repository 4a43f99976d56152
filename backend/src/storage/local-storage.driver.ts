import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageDriver, StorageListing, StorageListOptions, StoredObjectInfo } from './storage-driver';
import { assertSafeKey, resolveInside, StorageArea } from './storage-keys';

const AREA_FOLDERS: Record<StorageArea, string> = { public: 'uploads', private: 'private' };

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Files on local disk: `<dataDir>/uploads` (public, served by @fastify/static) and `<dataDir>/private`. */
export class LocalStorageDriver implements StorageDriver {
  readonly name = 'local' as const;
  readonly roots: Record<StorageArea, string>;

  constructor(dataDir: string) {
    this.roots = { public: path.join(dataDir, AREA_FOLDERS.public), private: path.join(dataDir, AREA_FOLDERS.private) };
  }

  private resolve(area: StorageArea, key: string): string {
    return resolveInside(this.roots[area], key);
  }

  /** Writes to a temporary file beside the target, then renames: readers never see half a file. */
  async put(area: StorageArea, key: string, body: Readable | Buffer): Promise<void> {
    const target = this.resolve(area, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${crypto.randomBytes(6).toString('hex')}.tmp`);
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp, { flags: 'wx' }));
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async get(area: StorageArea, key: string): Promise<Readable | undefined> {
    const target = this.resolve(area, key);
    const handle = await fs.open(target, 'r').catch((error: unknown) => {
      if (isMissing(error) || (error as { code?: string }).code === 'EISDIR') return undefined;
      throw error;
    });
    if (!handle) return undefined;
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return undefined;
    }
    return handle.createReadStream();
  }

  async stat(area: StorageArea, key: string): Promise<StoredObjectInfo | undefined> {
    const stats = await fs.stat(this.resolve(area, key)).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    return stats?.isFile() ? { key, size: stats.size, updatedAt: stats.mtime } : undefined;
  }

  async remove(area: StorageArea, key: string): Promise<void> {
    await fs.rm(this.resolve(area, key), { force: true });
  }

  async removePrefix(area: StorageArea, prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error('Tiền tố xóa phải là một thư mục (kết thúc bằng /).');
    await fs.rm(resolveInside(this.roots[area], prefix, { allowTrailingSlash: true }), { recursive: true, force: true });
  }

  /** One folder level, sorted by name; the page token is the last name returned. */
  async list(area: StorageArea, options: StorageListOptions): Promise<StorageListing> {
    assertSafeKey(options.prefix, { allowTrailingSlash: true, allowEmpty: true });
    const cut = options.prefix.lastIndexOf('/') + 1;
    const folder = options.prefix.slice(0, cut);
    const start = options.prefix.slice(cut);
    const directory = resolveInside(this.roots[area], folder, { allowTrailingSlash: true, allowEmpty: true });
    const after = options.pageToken ? Buffer.from(options.pageToken, 'base64url').toString('utf8') : '';
    const entries = await fs.readdir(directory, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    const names = entries
      .filter((entry) => !entry.name.startsWith('.') && entry.name.startsWith(start) && entry.name > after && (entry.isFile() || entry.isDirectory()))
      .sort((a, b) => (a.name < b.name ? -1 : 1));
    const page = names.slice(0, options.limit);
    const files: StoredObjectInfo[] = [];
    const folders: string[] = [];
    for (const entry of page) {
      if (entry.isDirectory()) {
        folders.push(`${folder}${entry.name}/`);
        continue;
      }
      const stats = await fs.stat(path.join(directory, entry.name)).catch(() => undefined);
      if (stats) files.push({ key: `${folder}${entry.name}`, size: stats.size, updatedAt: stats.mtime });
    }
    const more = names.length > page.length;
    return { files, folders, nextPageToken: more ? Buffer.from(page[page.length - 1].name, 'utf8').toString('base64url') : null };
  }

  localPath(area: StorageArea, key: string): string {
    return this.resolve(area, key);
  }

  /** None: the API serves local files itself (/uploads through @fastify/static, HLS through its signed routes). */
  async signedUrl(): Promise<undefined> {
    return undefined;
  }

  async signedUrlOrigin(): Promise<undefined> {
    return undefined;
  }
}
