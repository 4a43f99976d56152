import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { publicClient } from '../../../lib/http/publicClient';
import { unwrap } from '../../../lib/http/unwrap';

export type PartnerSettings = ApiResponse<'/api/site-settings/partners', 'get'>;
export type EditablePartnerSettings = ApiResponse<'/api/admin/site-settings/partners', 'get'>;
export type PartnerSettingsInput = ApiBody<'/api/admin/site-settings/partners', 'put'>;

export function fetchPartnerSettings(): Promise<PartnerSettings> {
  return unwrap(publicClient.GET('/api/site-settings/partners'));
}

export function fetchEditablePartnerSettings(): Promise<EditablePartnerSettings> {
  return unwrap(apiClient.GET('/api/admin/site-settings/partners'));
}

export function savePartnerSettings(input: PartnerSettingsInput): Promise<EditablePartnerSettings> {
  return unwrap(apiClient.PUT('/api/admin/site-settings/partners', { body: input }));
}
