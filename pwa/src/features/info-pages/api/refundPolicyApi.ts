import { useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type RefundPolicy = ApiResponse<'/api/refund-policy', 'get'>['policy'];

/** The refund policy in force, as the admin set it (the same rows every refund request is judged by). */
export async function fetchRefundPolicy(): Promise<RefundPolicy> {
  return (await unwrap(apiClient.GET('/api/refund-policy'))).policy;
}

/** Query keys of this feature: everything under `all`, so one invalidation refreshes every answer of it. */
export const infoPagesKeys = {
  all: ['info-pages'] as const,
  refundPolicy: () => [...infoPagesKeys.all, 'refund-policy'] as const,
};

export function useRefundPolicy() {
  return useQuery({ queryKey: infoPagesKeys.refundPolicy(), queryFn: fetchRefundPolicy });
}
