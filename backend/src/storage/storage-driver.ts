import type { Readable } from 'node:stream';
import type { StorageArea } from './storage-keys';

export interface StoredObjectInfo {
  /** Key inside its area. */
  key: string;
  size: number;
  updatedAt: Date;
}

export interface StorageListing {
  files: StoredObjectInfo[];
  /** Sub-folders directly under the prefix, as keys ending in '/'. */
  folders: string[];
  nextPageToken: string | null;
}

export interface SignedUrlOptions {
  /** Seconds the URL works for, counted from `signedAt`. */
  expiresInSeconds: number;
  /** When the signature is dated (default now): a date rounded down gives the same URL for a while, which caches. */
  signedAt?: Date;
  /** Cache-Control, Content-Type and Content-Disposition the store answers with (response-cache-control...). */
  cacheControl?: string;
  contentType?: string;
  contentDisposition?: string;
}

export interface StorageListOptions {
  /** A folder ('a/b/') or any key start ('a/b/po'); '' for the area's root. */
  prefix: string;
  limit: number;
  pageToken?: string;
}

/**
 * What the application needs from a file store. Keys are checked by the caller (assertSafeKey) and
 * again by each driver. Bodies are streams so large videos never sit in memory.
 */
export interface StorageDriver {
  readonly name: 'local' | 's3';
  put(area: StorageArea, key: string, body: Readable | Buffer, contentType?: string): Promise<void>;
  /** The object's content, or undefined when it does not exist. */
  get(area: StorageArea, key: string): Promise<Readable | undefined>;
  stat(area: StorageArea, key: string): Promise<StoredObjectInfo | undefined>;
  remove(area: StorageArea, key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (a folder, ending in '/'). */
  removePrefix(area: StorageArea, prefix: string): Promise<void>;
  list(area: StorageArea, options: StorageListOptions): Promise<StorageListing>;
  /** A path on local disk when the driver has one (ffmpeg reads it in place); undefined otherwise. */
  localPath(area: StorageArea, key: string): string | undefined;
  /**
   * A short-lived URL a browser fetches the object from, straight from the store, or undefined when the
   * driver has none (local disk: the API serves the file). Nothing is read: a missing object is the
   * store's 404.
   */
  signedUrl(area: StorageArea, key: string, options: SignedUrlOptions): Promise<string | undefined>;
  /** The origin (scheme://host[:port]) signed URLs point at, for the Content-Security-Policy; undefined without them. */
  signedUrlOrigin(): Promise<string | undefined>;
}

export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');
