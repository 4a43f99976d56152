import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type StorageListing = ApiResponse<'/api/admin/storage/files', 'get'>;
export type StorageFile = StorageListing['files'][number];

/** SPEC §9: 50 files per request. */
export const STORAGE_PAGE_SIZE = 50;

export function listStorage(prefix: string, nextPageToken?: string): Promise<StorageListing> {
  return unwrap(apiClient.GET('/api/admin/storage/files', { params: { query: { prefix, limit: STORAGE_PAGE_SIZE, ...(nextPageToken ? { nextPageToken } : {}) } } }));
}

export async function deleteStorageFile(fileName: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/admin/storage/delete-file', { params: { query: { fileName } } }));
}
