import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type DownloadDevices = ApiResponse<'/api/learn/downloads/devices', 'get'>;

const devicesKey = ['download-devices'] as const;

/** The devices the learner downloads lectures to, with the limit. */
export function useDownloadDevices() {
  return useQuery({ queryKey: devicesKey, queryFn: () => unwrap(apiClient.GET('/api/learn/downloads/devices')) });
}

/** Removes a device from the list (a slot frees up); the list is read again. */
export function useRemoveDownloadDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(apiClient.DELETE('/api/learn/downloads/devices/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
