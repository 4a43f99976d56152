import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Query keys of this feature: everything under `all`, so one invalidation refreshes every answer of it. */
export const siteSettingsKeys = {
  all: ['site-settings'] as const,
  editablePartners: () => [...siteSettingsKeys.all, 'partners', 'editable'] as const,
};

export function useEditablePartnerSettings() {
  return useQuery({ queryKey: siteSettingsKeys.editablePartners(), queryFn: fetchEditablePartnerSettings });
}

/**
 * Saves the partner links; the server's answer is written to the cache as it is, and `onSaved` hands the
 * public part to the header and footer of this tab (partnerSettingsStore).
 */
export function useSavePartnerSettings(onSaved: (settings: PartnerSettings) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePartnerSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(siteSettingsKeys.editablePartners(), saved);
      onSaved({ partnerLinks: saved.partnerLinks, footerPartner: saved.footerPartner });
    },
  });
}
