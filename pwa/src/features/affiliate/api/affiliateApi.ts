import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { publicClient } from '../../../lib/http/publicClient';
import { unwrap } from '../../../lib/http/unwrap';

export type AffiliateInfo = ApiResponse<'/api/affiliates/me/info', 'get'>;
export type AffiliateDashboard = ApiResponse<'/api/affiliates/dashboard-info', 'get'>;
export type AffiliatePeriod = AffiliateDashboard['daily'][number];
export type ConversionList = ApiResponse<'/api/affiliates/me/conversions', 'get'>;
export type Conversion = ConversionList['conversions'][number];
export type ConversionType = Conversion['type'];
export type DownlineList = ApiResponse<'/api/affiliates/me/downline', 'get'>;
export type PayoutList = ApiResponse<'/api/affiliates/me/payouts', 'get'>;
export type Payout = PayoutList['payouts'][number];
export type PayoutKind = Payout['kind'];
export type PayoutAccount = NonNullable<ApiResponse<'/api/affiliates/me/payout-account', 'get'>['payoutAccount']>;
export type PayoutAccountInput = ApiBody<'/api/affiliates/me/payout-account', 'put'>;
export type Bank = ApiResponse<'/api/affiliates/banks', 'get'>['banks'][number];

/** A course or tool page an affiliate can share a link to. */
export type LinkTarget = { kind: 'courses' | 'tools'; slug: string; title: string };

type PageQuery = { page: number; limit: number };

export function getAffiliateInfo(): Promise<AffiliateInfo> {
  return unwrap(apiClient.GET('/api/affiliates/me/info'));
}

export function joinAffiliateProgram(): Promise<AffiliateInfo> {
  return unwrap(apiClient.POST('/api/affiliates/me/join'));
}

export function getAffiliateDashboard(): Promise<AffiliateDashboard> {
  return unwrap(apiClient.GET('/api/affiliates/dashboard-info'));
}

export function listMyConversions(type: ConversionType, query: PageQuery): Promise<ConversionList> {
  return unwrap(apiClient.GET('/api/affiliates/me/conversions', { params: { query: { ...query, type } } }));
}

export function listDownline(query: PageQuery): Promise<DownlineList> {
  return unwrap(apiClient.GET('/api/affiliates/me/downline', { params: { query } }));
}

export function listMyPayouts(kind: PayoutKind, query: PageQuery): Promise<PayoutList> {
  return unwrap(apiClient.GET('/api/affiliates/me/payouts', { params: { query: { ...query, kind } } }));
}

export async function getPayoutAccount(): Promise<PayoutAccount | null> {
  return (await unwrap(apiClient.GET('/api/affiliates/me/payout-account'))).payoutAccount;
}

export async function savePayoutAccount(input: PayoutAccountInput): Promise<PayoutAccount | null> {
  return (await unwrap(apiClient.PUT('/api/affiliates/me/payout-account', { body: input }))).payoutAccount;
}

export async function listBanks(): Promise<Bank[]> {
  return (await unwrap(apiClient.GET('/api/affiliates/banks'))).banks;
}

/** The newest courses and tools (50 of each), for the link builder. */
export async function listLinkTargets(): Promise<LinkTarget[]> {
  const [courses, tools] = await Promise.all([
    unwrap(apiClient.GET('/api/courses', { params: { query: { page: 1, limit: 50 } } })),
    unwrap(apiClient.GET('/api/tools', { params: { query: { page: 1, limit: 50 } } })),
  ]);
  return [
    ...courses.courses.map((course) => ({ kind: 'courses' as const, slug: course.slug, title: course.title })),
    ...tools.tools.map((tool) => ({ kind: 'tools' as const, slug: tool.slug, title: tool.name })),
  ];
}

/** The yearly statement of income and tax withheld, fetched with the bearer token (a plain link would not carry it). */
export function fetchTaxStatement(year: number): Promise<Blob> {
  return unwrap(apiClient.GET('/api/affiliates/me/tax-statement.csv', { params: { query: { year } }, parseAs: 'blob' }));
}

/**
 * Counts a visit through a referral link. Fire and forget: a visitor must reach the page whether or
 * not the count arrives (an unknown code is a 404 the visitor never needs to see).
 */
export function trackReferralClick(code: string, productSlug?: string): void {
  const query = productSlug ? { source: `course_${productSlug}` } : {};
  publicClient.GET('/api/affiliates/track/{code}', { params: { path: { code }, query } }).catch(() => undefined);
}

/** The dashboard's lists are read 10 at a time. */
const PAGE_LIMIT = 10;

/** Query keys of the affiliate feature (the payout account is shared with instructors and refunds). */
export const affiliateKeys = {
  all: ['affiliate'] as const,
  info: () => [...affiliateKeys.all, 'info'] as const,
  dashboard: () => [...affiliateKeys.all, 'dashboard'] as const,
  conversions: (type: ConversionType, page: number) => [...affiliateKeys.all, 'conversions', type, page] as const,
  downline: (page: number) => [...affiliateKeys.all, 'downline', page] as const,
  payouts: (kind: PayoutKind, page: number) => [...affiliateKeys.all, 'payouts', kind, page] as const,
  payoutAccount: () => [...affiliateKeys.all, 'payout-account'] as const,
  banks: () => [...affiliateKeys.all, 'banks'] as const,
  linkTargets: () => [...affiliateKeys.all, 'link-targets'] as const,
};

/** Whether I joined, my code and rates, balances and saved bank account. */
export function useAffiliateInfo() {
  return useQuery({ queryKey: affiliateKeys.info(), queryFn: getAffiliateInfo });
}

/** The stat cards and the chart by day and by month. */
export function useAffiliateDashboard() {
  return useQuery({ queryKey: affiliateKeys.dashboard(), queryFn: getAffiliateDashboard });
}

export function useMyConversions(type: ConversionType, page: number) {
  return useQuery({
    queryKey: affiliateKeys.conversions(type, page),
    queryFn: () => listMyConversions(type, { page, limit: PAGE_LIMIT }),
    placeholderData: keepPreviousData,
  });
}

export function useDownline(page: number) {
  return useQuery({ queryKey: affiliateKeys.downline(page), queryFn: () => listDownline({ page, limit: PAGE_LIMIT }), placeholderData: keepPreviousData });
}

/** Payouts received as an affiliate or as an instructor, a page at a time. */
export function useMyPayouts(kind: PayoutKind, page: number) {
  return useQuery({ queryKey: affiliateKeys.payouts(kind, page), queryFn: () => listMyPayouts(kind, { page, limit: PAGE_LIMIT }), placeholderData: keepPreviousData });
}

/** The saved bank account payouts and bank refunds go to (null when none is saved). */
export function usePayoutAccount() {
  return useQuery({ queryKey: affiliateKeys.payoutAccount(), queryFn: getPayoutAccount });
}

export function useBanks() {
  return useQuery({ queryKey: affiliateKeys.banks(), queryFn: listBanks });
}

/** The courses and tools a link can point to. */
export function useLinkTargets() {
  return useQuery({ queryKey: affiliateKeys.linkTargets(), queryFn: listLinkTargets });
}

/** Joins the programme; the answer is the new info (code, link), written to the cache as it is. */
export function useJoinAffiliateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinAffiliateProgram,
    onSuccess: (info) => queryClient.setQueryData(affiliateKeys.info(), info),
  });
}

/** Saves the bank account; the answer is the saved account, written where it is shown (the account and the info). */
export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutAccount,
    onSuccess: (payoutAccount) => {
      queryClient.setQueryData(affiliateKeys.payoutAccount(), payoutAccount);
      queryClient.setQueryData<AffiliateInfo>(affiliateKeys.info(), (current) => current && { ...current, payoutAccount });
    },
  });
}
