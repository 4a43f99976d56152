import type { RegistrationPeriod, RegistrationsOverTime, UserStats } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export function fetchUserStats(): Promise<UserStats> {
  return unwrap(apiClient.GET('/api/admin/stats/users'));
}

export function fetchRegistrations(period: RegistrationPeriod, rangeMonths: number): Promise<RegistrationsOverTime> {
  return unwrap(apiClient.GET('/api/admin/stats/registrations-over-time', { params: { query: { period, rangeMonths } } }));
}
