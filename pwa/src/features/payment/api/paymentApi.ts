import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type OrderPayment = ApiResponse<'/api/orders/{id}', 'get'>;
export type DepositPayment = ApiResponse<'/api/wallet/deposit/{code}', 'get'>;
export type BankInstructions = NonNullable<OrderPayment['payment']>;

export function fetchOrderPayment(id: string): Promise<OrderPayment> {
  return unwrap(apiClient.GET('/api/orders/{id}', { params: { path: { id } } }));
}

export function fetchDepositPayment(code: string): Promise<DepositPayment> {
  return unwrap(apiClient.GET('/api/wallet/deposit/{code}', { params: { path: { code } } }));
}

export async function fetchOrderStatus(id: string): Promise<string> {
  return (await unwrap(apiClient.GET('/api/orders/{id}/status', { params: { path: { id } } }))).statusOrder;
}

export async function fetchDepositStatus(code: string): Promise<string> {
  return (await unwrap(apiClient.GET('/api/wallet/deposit-status/{code}', { params: { path: { code } } }))).status;
}

/** Demo mode only: the server sends itself the bank's signed notification for this code. */
export async function simulateTransfer(code: string): Promise<void> {
  await unwrap(apiClient.POST('/api/payments/demo/simulate-transfer', { body: { code } }));
}

/** The buyer gives up a pending order (to pay another way): 409 once it is paid, expired or cancelled. */
export async function cancelOrder(id: string): Promise<string> {
  return (await unwrap(apiClient.POST('/api/orders/{id}/cancel', { params: { path: { id } } }))).message;
}

/** Query keys of this feature: everything under `all`, so one invalidation refreshes every answer of it. */
export const paymentKeys = {
  all: ['payment'] as const,
  order: (id: string) => [...paymentKeys.all, 'order', id] as const,
  deposit: (code: string) => [...paymentKeys.all, 'deposit', code] as const,
};

export function useOrderPayment(id: string) {
  return useQuery({ queryKey: paymentKeys.order(id), queryFn: () => fetchOrderPayment(id) });
}

export function useDepositPayment(code: string) {
  return useQuery({ queryKey: paymentKeys.deposit(code), queryFn: () => fetchDepositPayment(code) });
}

/**
 * A payment that settles (or an order given up) changes what several features show: the orders, the
 * wallet, the courses and tools owned. Their answers are marked stale, without refetching now: each
 * screen asks again when it is next shown.
 */
export function markStaleAfterPayment(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ refetchType: 'none' });
}

/** Gives up the pending order: the page reloads it (now cancelled), the rest is marked stale. */
export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(id),
    onSuccess: async () => {
      await markStaleAfterPayment(queryClient);
      await queryClient.invalidateQueries({ queryKey: paymentKeys.order(id) });
    },
  });
}
