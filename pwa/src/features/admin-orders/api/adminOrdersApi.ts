import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';
import type { OrderStatus, RefundRequestStatus } from '../../../lib/orderStatus';

export type AdminOrderList = ApiResponse<'/api/admin/orders', 'get'>;
export type AdminOrderRow = AdminOrderList['orders'][number];
export type AdminOrderDetail = ApiResponse<'/api/admin/orders/{id}', 'get'>;
export type AdminOrderLine = AdminOrderDetail['order']['lines'][number];
export type RefundPreview = ApiResponse<'/api/admin/orders/{id}/refund-preview', 'post'>;
export type RefundPlan = ApiBody<'/api/admin/orders/{id}/refund-preview', 'post'>;
export type RefundInput = ApiBody<'/api/admin/orders/{id}/refunds', 'post'>;
export type RefundResult = ApiResponse<'/api/admin/orders/{id}/refunds', 'post'>;
export type RefundRequestList = ApiResponse<'/api/admin/refund-requests', 'get'>;
export type QueuedRefundRequest = RefundRequestList['requests'][number];
export type RefundPolicy = ApiResponse<'/api/admin/settings/refunds', 'get'>['policy'];
export type RefundPolicyInput = ApiBody<'/api/admin/settings/refunds', 'put'>;

export const ADMIN_ORDERS_PAGE_SIZE = 20;

export type AdminOrderQuery = { page: number; search?: string; status?: OrderStatus; fromDate?: string; toDate?: string };

export function listAdminOrders(query: AdminOrderQuery): Promise<AdminOrderList> {
  return unwrap(apiClient.GET('/api/admin/orders', { params: { query: { limit: ADMIN_ORDERS_PAGE_SIZE, ...query } } }));
}

export function fetchAdminOrder(id: string): Promise<AdminOrderDetail> {
  return unwrap(apiClient.GET('/api/admin/orders/{id}', { params: { path: { id } } }));
}

/** What a refund would move; nothing is written. */
export function previewRefund(id: string, plan: RefundPlan): Promise<RefundPreview> {
  return unwrap(apiClient.POST('/api/admin/orders/{id}/refund-preview', { params: { path: { id } }, body: plan }));
}

/** Refunds once per idempotency key: the same key sent again answers with the same refund. */
export function refundOrder(id: string, input: RefundInput): Promise<RefundResult> {
  return unwrap(apiClient.POST('/api/admin/orders/{id}/refunds', { params: { path: { id } }, body: input }));
}

export function listRefundRequests(query: { page: number; status: RefundRequestStatus }): Promise<RefundRequestList> {
  return unwrap(apiClient.GET('/api/admin/refund-requests', { params: { query: { limit: ADMIN_ORDERS_PAGE_SIZE, ...query } } }));
}

export async function rejectRefundRequest(id: string, note: string): Promise<string> {
  return (await unwrap(apiClient.POST('/api/admin/refund-requests/{id}/reject', { params: { path: { id } }, body: { note } }))).message;
}

/** Refund requests waiting for a decision, for the admin sidebar's badge. */
export async function countPendingRefundRequests(): Promise<number> {
  return (await unwrap(apiClient.GET('/api/admin/refund-requests/pending-count'))).pending;
}

export async function getRefundPolicy(): Promise<RefundPolicy> {
  return (await unwrap(apiClient.GET('/api/admin/settings/refunds'))).policy;
}

export async function saveRefundPolicy(input: RefundPolicyInput): Promise<RefundPolicy> {
  return (await unwrap(apiClient.PUT('/api/admin/settings/refunds', { body: input }))).policy;
}

/** Fired after a refund or a rejection so the sidebar's refund-request badge counts again. */
export const REFUND_REQUESTS_CHANGED = 'hvm:refund-requests-changed';

export function announceRefundRequestsChanged(): void {
  window.dispatchEvent(new Event(REFUND_REQUESTS_CHANGED));
}

/** Query keys of the admin orders screens: one refund moves an order, its detail, the lists and the request queue, so a decision invalidates `all`. */
export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  list: (query: AdminOrderQuery) => [...adminOrderKeys.all, 'list', query] as const,
  detail: (id: string) => [...adminOrderKeys.all, 'detail', id] as const,
  refundRequests: (query: { page: number; status: RefundRequestStatus }) => [...adminOrderKeys.all, 'refund-requests', query] as const,
  refundPreview: (id: string, plan: RefundPlan | null) => [...adminOrderKeys.all, 'refund-preview', id, plan] as const,
  refundPolicy: () => [...adminOrderKeys.all, 'refund-policy'] as const,
};

export function useAdminOrders(query: AdminOrderQuery) {
  return useQuery({ queryKey: adminOrderKeys.list(query), queryFn: () => listAdminOrders(query), placeholderData: keepPreviousData });
}

export function useAdminOrder(id: string) {
  return useQuery({ queryKey: adminOrderKeys.detail(id), queryFn: () => fetchAdminOrder(id) });
}

export function useRefundRequests(query: { page: number; status: RefundRequestStatus }) {
  return useQuery({ queryKey: adminOrderKeys.refundRequests(query), queryFn: () => listRefundRequests(query), placeholderData: keepPreviousData });
}

/** The preview of a plan (null: nothing to preview yet). Always asked again: the order may have moved since (another refund, a wallet spent). */
export function useRefundPreview(id: string, plan: RefundPlan | null) {
  return useQuery({
    queryKey: adminOrderKeys.refundPreview(id, plan),
    queryFn: () => previewRefund(id, plan as RefundPlan),
    enabled: plan !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useRefundPolicy() {
  return useQuery({ queryKey: adminOrderKeys.refundPolicy(), queryFn: getRefundPolicy });
}

/** A refund or a rejection moves the order, its lists and the queue; the sidebar's badge counts again. */
function useRefundDecision<Input, Result>(decide: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => {
      announceRefundRequestsChanged();
      return queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
    },
  });
}

export const useRefundOrder = (id: string) => useRefundDecision((input: RefundInput) => refundOrder(id, input));
export const useRejectRefundRequest = (requestId: string) => useRefundDecision((note: string) => rejectRefundRequest(requestId, note));

/** Saves the policy: the answer is the version now in force, written into the cache. */
export function useSaveRefundPolicy() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveRefundPolicy, onSuccess: (saved) => queryClient.setQueryData(adminOrderKeys.refundPolicy(), saved) });
}
