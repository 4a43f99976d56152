import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiResponse } from '../../../api/types';
import type { CartItem } from '../../../lib/db';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type Quote = ApiResponse<'/api/orders/quote', 'post'>;
export type PlacedOrder = ApiResponse<'/api/orders', 'post'>;
export type PaymentMethod = ApiBody<'/api/orders', 'post'>['paymentMethod'];

export const ORDER_FAILED = 'Không thể tạo đơn hàng.';

/** What the server prices: only ids and kinds leave the browser, never the cart's prices. */
const orderLines = (items: CartItem[]) => items.map((item) => ({ kind: item.kind, id: item._id }));

export function quoteOrder(items: CartItem[], discountCode: string | null): Promise<Quote> {
  return unwrap(apiClient.POST('/api/orders/quote', { body: { items: orderLines(items), discountCode } }));
}

export function placeOrder(items: CartItem[], paymentMethod: PaymentMethod, discountCode: string | null): Promise<PlacedOrder> {
  return unwrap(apiClient.POST('/api/orders', { body: { items: orderLines(items), paymentMethod, discountCode } }));
}

/** Query keys of this feature: everything under `all`, so one invalidation refreshes every answer of it. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  /** The lines as `kind:id`, in cart order: the quote depends on nothing else of the cart. */
  quote: (lineKey: string, discountCode: string | null) => [...checkoutKeys.all, 'quote', lineKey, discountCode] as const,
};

/** The cart priced by the server, with the discount code applied. */
export function useQuote(items: CartItem[], discountCode: string | null) {
  const lineKey = items.map((item) => `${item.kind}:${item._id}`).join(',');
  return useQuery({
    queryKey: checkoutKeys.quote(lineKey, discountCode),
    queryFn: () => quoteOrder(items, discountCode),
    // Prices and codes can change between two visits to checkout: a cached quote shows at once, and is asked again.
    staleTime: 0,
    // The last total stays on screen while a new code is priced.
    placeholderData: keepPreviousData,
  });
}

type PlaceOrderInput = { items: CartItem[]; paymentMethod: PaymentMethod; discountCode: string | null };

/**
 * Places the order. A new order (paid at once from the wallet, or waiting for a transfer) changes the
 * orders, the wallet and what is owned elsewhere in the app: every answer is marked stale, to be asked
 * again when next shown.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ items, paymentMethod, discountCode }: PlaceOrderInput) => placeOrder(items, paymentMethod, discountCode),
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }),
  });
}
