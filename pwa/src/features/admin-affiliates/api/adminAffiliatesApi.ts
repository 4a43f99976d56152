import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type AffiliateSettings = ApiResponse<'/api/admin/settings/affiliate', 'get'>['settings'];
export type AffiliateSettingsInput = ApiBody<'/api/admin/settings/affiliate', 'put'>;
export type AdminAffiliateList = ApiResponse<'/api/admin/affiliates/stats', 'get'>;
export type AdminAffiliate = AdminAffiliateList['affiliates'][number];
export type AffiliateOverview = ApiResponse<'/api/admin/stats/affiliates', 'get'>;
export type AffiliateReport = ApiResponse<'/api/admin/affiliates/report', 'get'>;
export type PendingConversionList = ApiResponse<'/api/admin/conversions/pending', 'get'>;
export type PendingConversion = PendingConversionList['conversions'][number];
export type ReviewInput = ApiBody<'/api/admin/conversions/{id}/review', 'put'>;
export type PayoutQueue = ApiResponse<'/api/admin/affiliates/payouts-queue', 'get'>;
export type PayoutQueueEntry = PayoutQueue['queue'][number];
export type PayoutKind = PayoutQueueEntry['kind'];
export type RecordPayoutInput = ApiBody<'/api/admin/affiliates/payouts', 'post'>;
export type AdminPayoutList = ApiResponse<'/api/admin/affiliates/payouts', 'get'>;

type PageQuery = { page: number; limit: number };
export type AffiliateListQuery = PageQuery & { search?: string };

export async function getAffiliateSettings(): Promise<AffiliateSettings> {
  return (await unwrap(apiClient.GET('/api/admin/settings/affiliate'))).settings;
}

export async function saveAffiliateSettings(input: AffiliateSettingsInput): Promise<AffiliateSettings> {
  return (await unwrap(apiClient.PUT('/api/admin/settings/affiliate', { body: input }))).settings;
}

export function listAffiliates(query: AffiliateListQuery): Promise<AdminAffiliateList> {
  return unwrap(apiClient.GET('/api/admin/affiliates/stats', { params: { query } }));
}

export async function setAffiliateLevel(userId: string, newLevel: number): Promise<void> {
  await unwrap(apiClient.PUT('/api/admin/users/{id}/affiliate-level', { params: { path: { id: userId } }, body: { newLevel } }));
}

export function getAffiliateOverview(): Promise<AffiliateOverview> {
  return unwrap(apiClient.GET('/api/admin/stats/affiliates'));
}

export function getAffiliateReport(months: number): Promise<AffiliateReport> {
  return unwrap(apiClient.GET('/api/admin/affiliates/report', { params: { query: { months } } }));
}

export function listPendingConversions(query: PageQuery): Promise<PendingConversionList> {
  return unwrap(apiClient.GET('/api/admin/conversions/pending', { params: { query } }));
}

export async function reviewConversion(id: string, input: ReviewInput): Promise<string> {
  return (await unwrap(apiClient.PUT('/api/admin/conversions/{id}/review', { params: { path: { id } }, body: input }))).message;
}

export function getPayoutQueue(kind: PayoutKind): Promise<PayoutQueue> {
  return unwrap(apiClient.GET('/api/admin/affiliates/payouts-queue', { params: { query: { kind } } }));
}

export async function recordPayout(input: RecordPayoutInput) {
  return (await unwrap(apiClient.POST('/api/admin/affiliates/payouts', { body: input }))).payout;
}

export function listPayouts(kind: PayoutKind, query: PageQuery): Promise<AdminPayoutList> {
  return unwrap(apiClient.GET('/api/admin/affiliates/payouts', { params: { query: { ...query, kind } } }));
}

/** Query keys of the affiliate programme's admin screens: everything under `all`. */
export const adminAffiliateKeys = {
  all: ['admin-affiliates'] as const,
  settings: () => [...adminAffiliateKeys.all, 'settings'] as const,
  list: (query: AffiliateListQuery) => [...adminAffiliateKeys.all, 'list', query] as const,
  overview: () => [...adminAffiliateKeys.all, 'overview'] as const,
  report: (months: number) => [...adminAffiliateKeys.all, 'report', months] as const,
  pendingConversions: (query: PageQuery) => [...adminAffiliateKeys.all, 'pending-conversions', query] as const,
  payoutQueue: (kind: PayoutKind) => [...adminAffiliateKeys.all, 'payout-queue', kind] as const,
  payouts: (kind: PayoutKind, query: PageQuery) => [...adminAffiliateKeys.all, 'payouts', kind, query] as const,
};

export function useAffiliateSettings() {
  return useQuery({ queryKey: adminAffiliateKeys.settings(), queryFn: getAffiliateSettings });
}

/** One page of affiliates with their figures; the page shown stays while the next loads. */
export function useAffiliates(query: AffiliateListQuery) {
  return useQuery({ queryKey: adminAffiliateKeys.list(query), queryFn: () => listAffiliates(query), placeholderData: keepPreviousData });
}

export function useAffiliateOverview() {
  return useQuery({ queryKey: adminAffiliateKeys.overview(), queryFn: getAffiliateOverview });
}

/** The last `months` months; the range shown stays while another loads. */
export function useAffiliateReport(months: number) {
  return useQuery({ queryKey: adminAffiliateKeys.report(months), queryFn: () => getAffiliateReport(months), placeholderData: keepPreviousData });
}

export function usePendingConversions(query: PageQuery) {
  return useQuery({ queryKey: adminAffiliateKeys.pendingConversions(query), queryFn: () => listPendingConversions(query), placeholderData: keepPreviousData });
}

export function usePayoutQueue(kind: PayoutKind) {
  return useQuery({ queryKey: adminAffiliateKeys.payoutQueue(kind), queryFn: () => getPayoutQueue(kind) });
}

export function usePayouts(kind: PayoutKind, query: PageQuery) {
  return useQuery({ queryKey: adminAffiliateKeys.payouts(kind, query), queryFn: () => listPayouts(kind, query), placeholderData: keepPreviousData });
}

/** Saves the settings; the answer (with its new effective date) is what the page shows. */
export function useSaveAffiliateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAffiliateSettings,
    onSuccess: (settings) => queryClient.setQueryData(adminAffiliateKeys.settings(), settings),
  });
}

export function useSetAffiliateLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, level }: { userId: string; level: number }) => setAffiliateLevel(userId, level),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAffiliateKeys.all }),
  });
}

/**
 * Approves or rejects a pending conversion; it leaves the pending list and the total drops (SPEC §4), and the
 * balances and figures it counts in change: every admin affiliate screen is refetched. Resolves to the server's message.
 */
export function useReviewConversion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReviewInput }) => reviewConversion(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAffiliateKeys.all }),
  });
}

/** Records a payout: the person leaves the queue (SPEC §4), the history and the balances change. */
export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAffiliateKeys.all }),
  });
}
