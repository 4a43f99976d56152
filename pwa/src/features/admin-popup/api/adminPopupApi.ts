import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type ManagedPopup = ApiResponse<'/api/popups', 'get'>['popups'][number];
export type PopupInput = ApiBody<'/api/popups', 'post'>;

export async function listPopups(): Promise<ManagedPopup[]> {
  return (await unwrap(apiClient.GET('/api/popups'))).popups;
}

export function createPopup(input: PopupInput): Promise<ManagedPopup> {
  return unwrap(apiClient.POST('/api/popups', { body: input }));
}

export function updatePopup(id: string, input: PopupInput): Promise<ManagedPopup> {
  return unwrap(apiClient.PUT('/api/popups/{id}', { params: { path: { id } }, body: input }));
}

export async function deletePopup(id: string): Promise<void> {
  await unwrap(apiClient.DELETE('/api/popups/{id}', { params: { path: { id } } }));
}

/** Query keys of the admin popup screen. */
export const adminPopupKeys = {
  all: ['admin-popups'] as const,
  list: () => [...adminPopupKeys.all, 'list'] as const,
};
