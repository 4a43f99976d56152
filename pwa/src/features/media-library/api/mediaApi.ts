import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';
import { hasWorkInProgress } from '../mediaStatus';
import { uploadMedia } from './uploadMedia';

export type MediaAsset = ApiResponse<'/api/media', 'get'>['assets'][number];
export type MediaList = ApiResponse<'/api/media', 'get'>;

/** SPEC §9: 12 media per page. */
export const MEDIA_PAGE_SIZE = 12;
/** SPEC §8. */
export const UPLOAD_FAILED = 'Upload file thất bại.';

export type MediaKind = MediaAsset['kind'];

/** One page of my library: every file, or only those of the kinds given (a lecture's resources: documents and images). */
export function listMedia(page: number, kinds?: readonly MediaKind[]): Promise<MediaList> {
  return unwrap(apiClient.GET('/api/media', { params: { query: { page, limit: MEDIA_PAGE_SIZE, kind: kinds?.join(',') } } }));
}

export async function deleteMedia(id: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/media/{id}', { params: { path: { id } } }));
}

/** While a video is transcoding, the library asks again this often. */
const POLL_MS = 5000;

/** Query keys of my media library, one per page. */
export const mediaKeys = {
  all: ['media'] as const,
  pages: () => [...mediaKeys.all, 'page'] as const,
  page: (page: number, kinds?: readonly MediaKind[]) => [...mediaKeys.pages(), page, kinds?.join(',') ?? 'all'] as const,
};

/**
 * One page of my library (of the `kinds` given only, when given); the page shown stays while the next loads. `enabled` false loads nothing (a
 * closed picker); with `refreshWhileProcessing` the page is asked for again while a video on it is still being transcoded.
 */
export function useMediaPage(
  page: number,
  { enabled = true, refreshWhileProcessing = false, kinds }: { enabled?: boolean; refreshWhileProcessing?: boolean; kinds?: readonly MediaKind[] } = {},
) {
  return useQuery({
    queryKey: mediaKeys.page(page, kinds),
    queryFn: () => listMedia(page, kinds),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (query) => (refreshWhileProcessing && hasWorkInProgress(query.state.data?.assets ?? []) ? POLL_MS : false),
  });
}

export type UploadInput = { file: File; onProgress: (percent: number) => void; signal?: AbortSignal };

/** Uploads a file (with its progress); the library's pages are refetched to show it. */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: UploadInput) => uploadMedia(file, onProgress, signal),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

/**
 * Deletes a file; the library's pages are refetched. A later page that held only this file no longer
 * exists: it is dropped instead of refetched (the library steps back a page rather than show an empty one).
 */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: (_, id) => {
      queryClient.removeQueries({
        queryKey: mediaKeys.pages(),
        predicate: (query) => {
          const list = query.state.data as MediaList | undefined;
          return list !== undefined && list.pagination.currentPage > 1 && list.assets.length === 1 && list.assets[0]._id === id;
        },
      });
      return queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    },
  });
}
