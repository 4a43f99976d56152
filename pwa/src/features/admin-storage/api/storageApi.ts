import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
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

/** Query keys of /admin/storage: one paged listing per folder. */
export const storageKeys = {
  all: ['admin-storage'] as const,
  folder: (prefix: string) => [...storageKeys.all, 'folder', prefix] as const,
};

/**
 * One folder, 50 entries a page, the next asked for with "Tải thêm". A folder opened again starts from its
 * first page: nothing is kept once it is left (gcTime 0), so it is listed afresh rather than page by page.
 */
export function useStorageFolder(prefix: string) {
  return useInfiniteQuery({
    queryKey: storageKeys.folder(prefix),
    queryFn: ({ pageParam }) => listStorage(prefix, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPageToken ?? undefined,
    gcTime: 0,
  });
}

/** Deletes a file; it is dropped from every loaded page of every folder listing, without a round trip. */
export function useDeleteStorageFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: StorageFile) => deleteStorageFile(file.fullPath),
    onSuccess: (_, deleted) =>
      queryClient.setQueriesData<InfiniteData<StorageListing>>({ queryKey: storageKeys.all }, (current) =>
        current ? { ...current, pages: current.pages.map((page) => ({ ...page, files: page.files.filter((file) => file.fullPath !== deleted.fullPath) })) } : current,
      ),
  });
}
