import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type WalletBalance = ApiResponse<'/api/wallet/balance', 'get'>;
export type Deposit = ApiResponse<'/api/wallet/deposit', 'post'>['deposit'];
export type DepositStatus = Deposit['status'];
export type DepositHistory = ApiResponse<'/api/wallet/history/deposits', 'get'>;
export type BonusClaim = ApiResponse<'/api/bonus/claim', 'post'>;
export type ReceivedBonusHistory = ApiResponse<'/api/bonus/history/received', 'get'>;
export type ReceivedBonus = ReceivedBonusHistory['data'][number];

/** Page and optional calendar days (YYYY-MM-DD, Vietnam time) of a history list. */
export type HistoryQuery = { page: number; limit: number; fromDate?: string; toDate?: string };

export function getWalletBalance(): Promise<WalletBalance> {
  return unwrap(apiClient.GET('/api/wallet/balance'));
}

export async function createDeposit(amount: number): Promise<Deposit> {
  return (await unwrap(apiClient.POST('/api/wallet/deposit', { body: { amount } }))).deposit;
}

export function claimBonus(code: string): Promise<BonusClaim> {
  return unwrap(apiClient.POST('/api/bonus/claim', { body: { code } }));
}

export function listDepositHistory(query: HistoryQuery): Promise<DepositHistory> {
  return unwrap(apiClient.GET('/api/wallet/history/deposits', { params: { query } }));
}

export function listReceivedBonuses(query: HistoryQuery): Promise<ReceivedBonusHistory> {
  return unwrap(apiClient.GET('/api/bonus/history/received', { params: { query } }));
}

/** Query keys of this feature: everything under `all`, so one invalidation refreshes every answer of it. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  depositLists: () => [...walletKeys.all, 'deposits'] as const,
  deposits: (query: HistoryQuery) => [...walletKeys.depositLists(), query] as const,
  receivedBonuses: (query: HistoryQuery) => [...walletKeys.all, 'received-bonuses', query] as const,
};

/** The signed-in user's balances (the wallet page, and checkout's 'Ví của tôi'). */
export function useWalletBalance() {
  return useQuery({ queryKey: walletKeys.balance(), queryFn: getWalletBalance });
}

/** A page of 'Lịch sử nạp tiền'; the previous page stays on screen while the next loads. */
export function useDepositHistory(query: HistoryQuery) {
  return useQuery({ queryKey: walletKeys.deposits(query), queryFn: () => listDepositHistory(query), placeholderData: keepPreviousData });
}

/** A page of 'Thưởng đã nhận'; the previous page stays on screen while the next loads. */
export function useReceivedBonuses(query: HistoryQuery) {
  return useQuery({ queryKey: walletKeys.receivedBonuses(query), queryFn: () => listReceivedBonuses(query), placeholderData: keepPreviousData });
}

/** A new deposit waits for its transfer: it joins the deposit history. */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.depositLists() }),
  });
}

/** A claimed code raises the bonus balance and adds a received bonus: the wallet's answers are refetched. */
export function useClaimBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimBonus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
