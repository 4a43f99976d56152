import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type MyOrders = ApiResponse<'/api/orders/me', 'get'>;
export type MyOrder = MyOrders['orders'][number];
export type WalletMovements = ApiResponse<'/api/transactions/me', 'get'>;
export type WalletMovement = WalletMovements['transactions'][number];

/** SPEC §9: transactions are listed 10 per page. */
export const TRANSACTIONS_PAGE_SIZE = 10;

export function fetchMyOrders(page: number): Promise<MyOrders> {
  return unwrap(apiClient.GET('/api/orders/me', { params: { query: { page, limit: TRANSACTIONS_PAGE_SIZE } } }));
}

export function fetchWalletMovements(page: number): Promise<WalletMovements> {
  return unwrap(apiClient.GET('/api/transactions/me', { params: { query: { page, limit: TRANSACTIONS_PAGE_SIZE } } }));
}

export type RefundEligibility = ApiResponse<'/api/orders/{id}/refund-eligibility', 'get'>;
export type RefundEligibilityLine = RefundEligibility['lines'][number];
export type RefundRequestInput = ApiBody<'/api/orders/{id}/refund-request', 'post'>;
export type RefundRequestResult = ApiResponse<'/api/orders/{id}/refund-request', 'post'>;

/** What the refund policy in force allows for one of the student's orders, line by line. */
export function fetchRefundEligibility(orderId: string): Promise<RefundEligibility> {
  return unwrap(apiClient.GET('/api/orders/{id}/refund-eligibility', { params: { path: { id: orderId } } }));
}

/** Asks for money back; the order then waits for an admin. */
export function requestRefund(orderId: string, input: RefundRequestInput): Promise<RefundRequestResult> {
  return unwrap(apiClient.POST('/api/orders/{id}/refund-request', { params: { path: { id: orderId } }, body: input }));
}

/** Query keys of this feature: everything under `all`, so one invalidation refreshes every list of it. */
export const transactionKeys = {
  all: ['transactions'] as const,
  orders: (page: number) => [...transactionKeys.all, 'orders', page] as const,
  movements: (page: number) => [...transactionKeys.all, 'movements', page] as const,
  refundEligibility: (orderId: string) => [...transactionKeys.all, 'refund-eligibility', orderId] as const,
};

/** One page of the student's orders; the previous page stays on screen while the next loads. */
export function useMyOrders(page: number) {
  return useQuery({ queryKey: transactionKeys.orders(page), queryFn: () => fetchMyOrders(page), placeholderData: keepPreviousData });
}

export function useWalletMovements(page: number) {
  return useQuery({ queryKey: transactionKeys.movements(page), queryFn: () => fetchWalletMovements(page), placeholderData: keepPreviousData });
}

export function useRefundEligibility(orderId: string) {
  return useQuery({ queryKey: transactionKeys.refundEligibility(orderId), queryFn: () => fetchRefundEligibility(orderId) });
}

/** Sends a refund request; the orders (now 'refund_requested') and their eligibility are refetched. */
export function useRequestRefund(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundRequestInput) => requestRefund(orderId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
  });
}
