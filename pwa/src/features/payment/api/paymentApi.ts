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
