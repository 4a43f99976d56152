import type { ApiResponse } from '../../../api/types';
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
