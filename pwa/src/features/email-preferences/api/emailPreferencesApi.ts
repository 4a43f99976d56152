import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import { ApiError } from '../../../lib/http/ApiError';
import { apiClient } from '../../../lib/http/apiClient';
import { publicClient } from '../../../lib/http/publicClient';
import { unwrap } from '../../../lib/http/unwrap';
import type { AnnouncementMailChange, AnnouncementMailPreferences } from './announcementPreferencesTypes';

export type * from './announcementPreferencesTypes';

/** Whether marketing mail goes to an address; `email` is masked ('a•••@gmail.com') when reached through a mail's link. */
export type EmailPreferences = ApiResponse<'/api/email-preferences', 'get'>;

/** The preference page of a mail's footer link: no sign-in, the signed token says whose address it is. */
export function fetchPreferencesByToken(token: string): Promise<EmailPreferences> {
  return unwrap(publicClient.GET('/api/email/preferences/{token}', { params: { path: { token } } }));
}

export function savePreferencesByToken(token: string, marketingConsent: boolean): Promise<EmailPreferences> {
  return unwrap(publicClient.PUT('/api/email/preferences/{token}', { params: { path: { token } }, body: { marketingConsent } }));
}

/** The signed-in user's own preferences (settings page). */
export function fetchMyPreferences(): Promise<EmailPreferences> {
  return unwrap(apiClient.GET('/api/email-preferences'));
}

export function saveMyPreferences(marketingConsent: boolean): Promise<EmailPreferences> {
  return unwrap(apiClient.PUT('/api/email-preferences', { body: { marketingConsent } }));
}

/** The signed-in user's course announcement mail: the 'all courses' switch and one per enrolled course. */
export function fetchMyAnnouncementPreferences(): Promise<AnnouncementMailPreferences> {
  return unwrap(apiClient.GET('/api/email-preferences/announcements'));
}

export function saveMyAnnouncementPreference(change: AnnouncementMailChange): Promise<AnnouncementMailPreferences> {
  return unwrap(apiClient.PUT('/api/email-preferences/announcements', { body: change }));
}

/** The same switches through a mail's signed link (no sign-in). */
export function fetchAnnouncementPreferencesByToken(token: string): Promise<AnnouncementMailPreferences> {
  return unwrap(publicClient.GET('/api/email/preferences/{token}/announcements', { params: { path: { token } } }));
}

export function saveAnnouncementPreferenceByToken(token: string, change: AnnouncementMailChange): Promise<AnnouncementMailPreferences> {
  return unwrap(publicClient.PUT('/api/email/preferences/{token}/announcements', { params: { path: { token } }, body: change }));
}

/** A tampered, unknown or expired link: the server answers 404 LINK_INVALID. */
export function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'LINK_INVALID');
}

/** Query keys of this feature: everything under `all`, so one invalidation refreshes every answer of it. */
export const emailPreferencesKeys = {
  all: ['email-preferences'] as const,
  mine: () => [...emailPreferencesKeys.all, 'mine'] as const,
  byToken: (token: string) => [...emailPreferencesKeys.all, 'token', token] as const,
  myAnnouncements: () => [...emailPreferencesKeys.mine(), 'announcements'] as const,
  announcementsByToken: (token: string) => [...emailPreferencesKeys.byToken(token), 'announcements'] as const,
};

export function useMyEmailPreferences() {
  return useQuery({ queryKey: emailPreferencesKeys.mine(), queryFn: fetchMyPreferences });
}

/** Saves the switch; the server's answer is the new preferences, written to the cache as they are. */
export function useSaveMyEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyPreferences,
    onSuccess: (updated) => queryClient.setQueryData(emailPreferencesKeys.mine(), updated),
  });
}

/** The preferences a mail's link names; a link without a token is as invalid as a tampered one. */
export function usePreferencesByToken(token: string) {
  return useQuery({
    queryKey: emailPreferencesKeys.byToken(token),
    queryFn: () => (token ? fetchPreferencesByToken(token) : Promise.reject(new ApiError('Link không hợp lệ hoặc đã hết hạn.', 404, 'LINK_INVALID'))),
  });
}

export function useSavePreferencesByToken(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marketingConsent: boolean) => savePreferencesByToken(token, marketingConsent),
    onSuccess: (updated) => queryClient.setQueryData(emailPreferencesKeys.byToken(token), updated),
  });
}

export function useMyAnnouncementPreferences() {
  return useQuery({ queryKey: emailPreferencesKeys.myAnnouncements(), queryFn: fetchMyAnnouncementPreferences });
}

/** Saves one switch; the answer is the whole new set of switches, written to the cache as it is. */
export function useSaveMyAnnouncementPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyAnnouncementPreference,
    onSuccess: (updated) => queryClient.setQueryData(emailPreferencesKeys.myAnnouncements(), updated),
  });
}

export function useAnnouncementPreferencesByToken(token: string) {
  return useQuery({ queryKey: emailPreferencesKeys.announcementsByToken(token), queryFn: () => fetchAnnouncementPreferencesByToken(token), enabled: token !== '' });
}

export function useSaveAnnouncementPreferenceByToken(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AnnouncementMailChange) => saveAnnouncementPreferenceByToken(token, change),
    onSuccess: (updated) => queryClient.setQueryData(emailPreferencesKeys.announcementsByToken(token), updated),
  });
}
