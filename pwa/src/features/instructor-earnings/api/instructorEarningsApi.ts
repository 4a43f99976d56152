import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type InstructorEarnings = ApiResponse<'/api/instructor/me/earnings-stats', 'get'>;
export type CourseEarnings = InstructorEarnings['byCourse'][number];
export type MonthEarnings = InstructorEarnings['byMonth'][number];

/** My share of every sale, per course and per month (the last `months` months). */
export function fetchEarningsStats(months: number): Promise<InstructorEarnings> {
  return unwrap(apiClient.GET('/api/instructor/me/earnings-stats', { params: { query: { months } } }));
}

/** Query keys of the instructor's earnings. */
export const instructorEarningsKeys = {
  all: ['instructor-earnings'] as const,
  stats: (months: number) => [...instructorEarningsKeys.all, 'stats', months] as const,
};

/** The earnings over the last `months` months; the shown range stays while another loads. */
export function useEarningsStats(months: number) {
  return useQuery({ queryKey: instructorEarningsKeys.stats(months), queryFn: () => fetchEarningsStats(months), placeholderData: keepPreviousData });
}
