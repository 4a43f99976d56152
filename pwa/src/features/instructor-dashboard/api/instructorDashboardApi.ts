import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type InstructorDashboardStats = ApiResponse<'/api/instructor/me/dashboard-stats', 'get'>;
export type DashboardChartPoint = InstructorDashboardStats['chart'][number];
export type RecentEnrollment = InstructorDashboardStats['recentEnrollments'][number];

/** My students, earnings and courses, the latest enrollments and the last 6 months. */
export function fetchDashboardStats(): Promise<InstructorDashboardStats> {
  return unwrap(apiClient.GET('/api/instructor/me/dashboard-stats'));
}

/** Query keys of the instructor's dashboard. */
export const instructorDashboardKeys = {
  all: ['instructor-dashboard'] as const,
  stats: () => [...instructorDashboardKeys.all, 'stats'] as const,
};

export function useDashboardStats() {
  return useQuery({ queryKey: instructorDashboardKeys.stats(), queryFn: fetchDashboardStats });
}
