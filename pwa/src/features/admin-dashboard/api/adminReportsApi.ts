import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import type { paths } from '../../../api/schema';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type RevenueOverTime = ApiResponse<'/api/admin/reports/revenue-over-time', 'get'>;
export type RevenuePeriod = RevenueOverTime['period'];
export type RevenueBucket = RevenueOverTime['buckets'][number];
export type SalesReport = ApiResponse<'/api/admin/reports/sales', 'get'>;
export type ProductSales = SalesReport['products'][number];
export type InstructorSales = ApiResponse<'/api/admin/reports/instructor-sales', 'get'>['instructors'][number];
/** A span of Vietnam days, YYYY-MM-DD as the date inputs give them. */
export type SalesWindow = { fromDate: string; toDate: string };
type SalesQuery = NonNullable<paths['/api/admin/reports/sales']['get']['parameters']['query']>;

const FALLBACK_CSV_NAME = 'bao-cao-doanh-thu.csv';

/** Gross sales per day, week or month, every bucket present (30 days, 12 weeks or 12 months). */
export function fetchRevenueOverTime(period: RevenuePeriod): Promise<RevenueOverTime> {
  return unwrap(apiClient.GET('/api/admin/reports/revenue-over-time', { params: { query: { period } } }));
}

/** Products sold in the chosen days, best revenue first. */
export function fetchSalesReport(query: SalesQuery): Promise<SalesReport> {
  return unwrap(apiClient.GET('/api/admin/reports/sales', { params: { query } }));
}

export async function fetchInstructorSales(dates: SalesWindow): Promise<InstructorSales[]> {
  return (await unwrap(apiClient.GET('/api/admin/reports/instructor-sales', { params: { query: dates } }))).instructors;
}

/** The sales CSV, fetched with the bearer token (a plain link would not carry it), and its file name. */
export async function fetchSalesCsv(dates: SalesWindow): Promise<{ blob: Blob; filename: string }> {
  const call = apiClient.GET('/api/admin/reports/sales.csv', { params: { query: dates }, parseAs: 'blob' });
  const blob = await unwrap(call);
  const disposition = (await call).response.headers.get('Content-Disposition') ?? '';
  return { blob, filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_CSV_NAME };
}

/** Query keys of the admin dashboard (user stats and sales reports); read-only, so nothing here invalidates them. */
export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  userStats: () => [...adminDashboardKeys.all, 'user-stats'] as const,
  registrations: (period: string, rangeMonths: number) => [...adminDashboardKeys.all, 'registrations', period, rangeMonths] as const,
  revenue: (period: RevenuePeriod) => [...adminDashboardKeys.all, 'revenue', period] as const,
  sales: (query: SalesQuery) => [...adminDashboardKeys.all, 'sales', query] as const,
  instructorSales: (dates: SalesWindow) => [...adminDashboardKeys.all, 'instructor-sales', dates] as const,
};

export function useRevenueOverTime(period: RevenuePeriod) {
  return useQuery({ queryKey: adminDashboardKeys.revenue(period), queryFn: () => fetchRevenueOverTime(period) });
}

export function useSalesReport(query: SalesQuery) {
  return useQuery({ queryKey: adminDashboardKeys.sales(query), queryFn: () => fetchSalesReport(query), placeholderData: keepPreviousData });
}

export function useInstructorSales(dates: SalesWindow) {
  return useQuery({ queryKey: adminDashboardKeys.instructorSales(dates), queryFn: () => fetchInstructorSales(dates) });
}
