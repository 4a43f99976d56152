import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type BankTransferList = ApiResponse<'/api/admin/payments/bank-transfers', 'get'>;
export type BankTransfer = BankTransferList['transfers'][number];
export type BankTransferStatus = BankTransfer['status'];
export type ConfirmTransferInput = ApiBody<'/api/admin/payments/bank-transfers/{id}/confirm', 'post'>;
export type RejectTransferInput = ApiBody<'/api/admin/payments/bank-transfers/{id}/reject', 'post'>;

export function listBankTransfers(query: { page: number; status?: BankTransferStatus }): Promise<BankTransferList> {
  return unwrap(apiClient.GET('/api/admin/payments/bank-transfers', { params: { query } }));
}

/** Applies a held transfer to the order or deposit in its memo, or to `paymentCode` when given. Returns the server's message. */
export async function confirmBankTransfer(id: string, input: ConfirmTransferInput): Promise<string> {
  return (await unwrap(apiClient.POST('/api/admin/payments/bank-transfers/{id}/confirm', { params: { path: { id } }, body: input }))).message;
}

export async function rejectBankTransfer(id: string, input: RejectTransferInput): Promise<string> {
  return (await unwrap(apiClient.POST('/api/admin/payments/bank-transfers/{id}/reject', { params: { path: { id } }, body: input }))).message;
}

export type BankTransferQuery = { page: number; status?: BankTransferStatus };

/** Query keys of /admin/payments. */
export const bankTransferKeys = {
  all: ['admin-bank-transfers'] as const,
  list: (query: BankTransferQuery) => [...bankTransferKeys.all, 'list', query] as const,
};

export function useBankTransfers(query: BankTransferQuery) {
  return useQuery({ queryKey: bankTransferKeys.list(query), queryFn: () => listBankTransfers(query), placeholderData: keepPreviousData });
}

/** A settled transfer leaves the held queue and changes status in the others: every list is fetched again. */
function useTransferReview<Input>(review: (input: Input) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: review, onSuccess: () => queryClient.invalidateQueries({ queryKey: bankTransferKeys.all }) });
}

export const useConfirmBankTransfer = (id: string) => useTransferReview((input: ConfirmTransferInput) => confirmBankTransfer(id, input));
export const useRejectBankTransfer = (id: string) => useTransferReview((input: RejectTransferInput) => rejectBankTransfer(id, input));
