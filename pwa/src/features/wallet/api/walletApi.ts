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
