import { useQuery } from '@tanstack/react-query';
import type { RegistrationPeriod, RegistrationsOverTime, UserStats } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';
import { adminDashboardKeys } from './adminReportsApi';

export function fetchUserStats(): Promise<UserStats> {
  return unwrap(apiClient.GET('/api/admin/stats/users'));
}

export function fetchRegistrations(period: RegistrationPeriod, rangeMonths: number): Promise<RegistrationsOverTime> {
  return unwrap(apiClient.GET('/api/admin/stats/registrations-over-time', { params: { query: { period, rangeMonths } } }));
}

export function useUserStats() {
  return useQuery({ queryKey: adminDashboardKeys.userStats(), queryFn: fetchUserStats });
}

export function useRegistrations(period: RegistrationPeriod, rangeMonths: number) {
  return useQuery({ queryKey: adminDashboardKeys.registrations(period, rangeMonths), queryFn: () => fetchRegistrations(period, rangeMonths) });
}
