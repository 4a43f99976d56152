import { Injectable } from '@nestjs/common';
import { StorageErrors } from './storage.errors';
import { assertSafeKey, STORAGE_AREAS, StorageArea, UnsafeStorageKeyError } from './storage-keys';
import { StorageService } from './storage.service';

export interface StorageFileList {
  files: { fullPath: string; size: number; updatedAt: string; url?: string }[];
  folders: string[];
  nextPageToken: string | null;
}

/** Splits 'public/a/b' into its area and key; anything unsafe or outside both areas is a 400. */
function splitFullPath(fullPath: string, options: { allowTrailingSlash?: boolean; allowEmpty?: boolean }): { area: StorageArea; key: string } {
  const cut = fullPath.indexOf('/');
  const area = (cut < 0 ? fullPath : fullPath.slice(0, cut)) as StorageArea;
  if (!STORAGE_AREAS.includes(area)) throw StorageErrors.raise('STORAGE_PATH_INVALID');
  const key = cut < 0 ? '' : fullPath.slice(cut + 1);
  try {
    return { area, key: assertSafeKey(key, options) };
  } catch (error) {
    if (error instanceof UnsafeStorageKeyError) throw StorageErrors.raise('STORAGE_PATH_INVALID');
    throw error;
  }
}

/** The admin's file browser over both storage areas (paths 'public/...' and 'private/...'). */
@Injectable()
export class AdminStorageService {
  constructor(private readonly storage: StorageService) {}

  async list(query: { prefix: string; limit: number; nextPageToken?: string }): Promise<StorageFileList> {
    const prefix = query.prefix;
    // The root shows the two areas as folders.
    if (!prefix.includes('/')) {
      if (!/^[a-z]*$/.test(prefix)) throw StorageErrors.raise('STORAGE_PATH_INVALID');
      return { files: [], folders: STORAGE_AREAS.filter((area) => area.startsWith(prefix)).map((area) => `${area}/`), nextPageToken: null };
    }
    const { area, key } = splitFullPath(prefix, { allowTrailingSlash: true, allowEmpty: true });
    const listing = await this.storage.list(area, { prefix: key, limit: query.limit, pageToken: query.nextPageToken }).catch((error: unknown) => {
      if (error instanceof UnsafeStorageKeyError) throw StorageErrors.raise('STORAGE_PATH_INVALID');
      throw error;
    });
    return {
      files: listing.files.map((file) => ({
        fullPath: `${area}/${file.key}`,
        size: file.size,
        updatedAt: file.updatedAt.toISOString(),
        ...(area === 'public' ? { url: this.storage.publicUrl(file.key) } : {}),
      })),
      folders: listing.folders.map((folder) => `${area}/${folder}`),
      nextPageToken: listing.nextPageToken,
    };
  }

  async deleteFile(fileName: string | undefined): Promise<{ message: string }> {
    if (!fileName) throw StorageErrors.raise('STORAGE_FILE_REQUIRED');
    const { area, key } = splitFullPath(fileName, {});
    if (!(await this.storage.stat(area, key))) throw StorageErrors.raise('STORAGE_FILE_NOT_FOUND');
    await this.storage.remove(area, key);
    return { message: 'Đã xóa tệp.' };
  }
}
