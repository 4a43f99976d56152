import type { ApiBody, ApiResponse } from '../../../api/types';
import type { CartItem } from '../../../lib/db';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type Quote = ApiResponse<'/api/orders/quote', 'post'>;
export type PlacedOrder = ApiResponse<'/api/orders', 'post'>;
export type PaymentMethod = ApiBody<'/api/orders', 'post'>['paymentMethod'];
export type WalletBalance = ApiResponse<'/api/wallet/balance', 'get'>;

export const ORDER_FAILED = 'Không thể tạo đơn hàng.';

/** What the server prices: only ids and kinds leave the browser, never the cart's prices. */
const orderLines = (items: CartItem[]) => items.map((item) => ({ kind: item.kind, id: item._id }));

export function quoteOrder(items: CartItem[], discountCode: string | null): Promise<Quote> {
  return unwrap(apiClient.POST('/api/orders/quote', { body: { items: orderLines(items), discountCode } }));
}

export function placeOrder(items: CartItem[], paymentMethod: PaymentMethod, discountCode: string | null): Promise<PlacedOrder> {
  return unwrap(apiClient.POST('/api/orders', { body: { items: orderLines(items), paymentMethod, discountCode } }));
}

export function fetchWalletBalance(): Promise<WalletBalance> {
  return unwrap(apiClient.GET('/api/wallet/balance'));
}
