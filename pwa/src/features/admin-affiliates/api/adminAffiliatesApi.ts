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

export async function getAffiliateSettings(): Promise<AffiliateSettings> {
  return (await unwrap(apiClient.GET('/api/admin/settings/affiliate'))).settings;
}

export async function saveAffiliateSettings(input: AffiliateSettingsInput): Promise<AffiliateSettings> {
  return (await unwrap(apiClient.PUT('/api/admin/settings/affiliate', { body: input }))).settings;
}

export function listAffiliates(query: PageQuery & { search?: string }): Promise<AdminAffiliateList> {
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
