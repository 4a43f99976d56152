import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { ApiError } from '../../../lib/http/ApiError';
import { NETWORK_ERROR_MESSAGE, unwrap } from '../../../lib/http/unwrap';
import { usableAccessToken } from '../../../lib/session/authFetch';
import { adminToolKeys } from './adminToolsApi';

/** How one tool is delivered, with its key pool counts and current download (docs/tools.md). */
export type ToolDelivery = ApiResponse<'/api/admin/tools/{id}/delivery', 'get'>['delivery'];
export type ToolDeliveryInput = ApiBody<'/api/admin/tools/{id}/delivery', 'put'>;
export type DeliveryMethod = ToolDelivery['deliveryMethod'];
export type LicenceKeysResult = ApiResponse<'/api/admin/tools/{id}/licence-keys', 'post'>;
export type ToolHolders = ApiResponse<'/api/admin/tools/{id}/holders', 'get'>;
export type ToolHolder = ToolHolders['holders'][number];
export type ToolAccessEvent = ToolHolders['events'][number];
export type AccountField = { label: string; value: string };

export async function fetchDelivery(toolId: string): Promise<ToolDelivery> {
  return (await unwrap(apiClient.GET('/api/admin/tools/{id}/delivery', { params: { path: { id: toolId } } }))).delivery;
}

export async function saveDelivery(toolId: string, input: ToolDeliveryInput): Promise<ToolDelivery> {
  return (await unwrap(apiClient.PUT('/api/admin/tools/{id}/delivery', { params: { path: { id: toolId } }, body: input }))).delivery;
}

/** One key per line; the server skips keys already in the pool and says so in `message`. */
export function addLicenceKeys(toolId: string, keys: string): Promise<LicenceKeysResult> {
  return unwrap(apiClient.POST('/api/admin/tools/{id}/licence-keys', { params: { path: { id: toolId } }, body: { keys } }));
}

/**
 * Uploads the installer as multipart `file` with XMLHttpRequest, the one browser API that reports
 * upload progress (installers run to gigabytes); `onProgress` gets whole percents.
 */
export async function uploadDownload(toolId: string, file: File, onProgress: (percent: number) => void): Promise<ToolDelivery> {
  const token = await usableAccessToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/admin/tools/${encodeURIComponent(toolId)}/download`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve((request.response as { delivery: ToolDelivery }).delivery);
      else reject(ApiError.fromBody(request.response, request.status));
    };
    request.onerror = () => reject(new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR'));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

export function fetchHolders(toolId: string): Promise<ToolHolders> {
  return unwrap(apiClient.GET('/api/admin/tools/{id}/holders', { params: { path: { id: toolId } } }));
}

export async function fillAccount(subscriptionId: string, fields: AccountField[]): Promise<string> {
  return (await unwrap(apiClient.PUT('/api/admin/tool-subscriptions/{id}/account', { params: { path: { id: subscriptionId } }, body: { fields } }))).message;
}

export async function revokeAccess(subscriptionId: string, reason: string): Promise<string> {
  return (await unwrap(apiClient.POST('/api/admin/tool-subscriptions/{id}/revoke', { params: { path: { id: subscriptionId } }, body: { reason } }))).message;
}

export async function extendAccess(subscriptionId: string, days: number, reason: string): Promise<string> {
  return (await unwrap(apiClient.POST('/api/admin/tool-subscriptions/{id}/extend', { params: { path: { id: subscriptionId } }, body: { days, reason } }))).message;
}

export function useToolDelivery(toolId: string) {
  return useQuery({ queryKey: adminToolKeys.delivery(toolId), queryFn: () => fetchDelivery(toolId) });
}

export function useToolHolders(toolId: string) {
  return useQuery({ queryKey: adminToolKeys.toolHolders(toolId), queryFn: () => fetchHolders(toolId) });
}

/** Saves how the tool is delivered; the answer is the whole delivery, written into the cache. */
export function useSaveDelivery(toolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ToolDeliveryInput) => saveDelivery(toolId, input),
    onSuccess: (saved) => queryClient.setQueryData(adminToolKeys.delivery(toolId), saved),
  });
}

/** Uploads the installer; the answer is the whole delivery, written into the cache. */
export function useUploadDownload(toolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => uploadDownload(toolId, file, onProgress),
    onSuccess: (saved) => queryClient.setQueryData(adminToolKeys.delivery(toolId), saved),
  });
}

/** Adds keys to the pool: the pool's counts come back; buyers waiting for a key got one, so the holders are refetched. */
export function useAddLicenceKeys(toolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: string) => addLicenceKeys(toolId, keys),
    onSuccess: ({ available, reserved, assigned }) => {
      queryClient.setQueryData<ToolDelivery>(adminToolKeys.delivery(toolId), (current) => current && { ...current, keys: { available, reserved, assigned } });
      return queryClient.invalidateQueries({ queryKey: adminToolKeys.toolHolders(toolId) });
    },
  });
}

/** The actions on one buyer answer with a message only; the holders and their audit trail are refetched. */
function useHolderAction<Input>(action: (input: Input) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminToolKeys.holders() }) });
}

export const useFillAccount = () => useHolderAction(({ subscriptionId, fields }: { subscriptionId: string; fields: AccountField[] }) => fillAccount(subscriptionId, fields));
export const useExtendAccess = () =>
  useHolderAction(({ subscriptionId, days, reason }: { subscriptionId: string; days: number; reason: string }) => extendAccess(subscriptionId, days, reason));
export const useRevokeAccess = () => useHolderAction(({ subscriptionId, reason }: { subscriptionId: string; reason: string }) => revokeAccess(subscriptionId, reason));
