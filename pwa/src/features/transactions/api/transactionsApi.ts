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
