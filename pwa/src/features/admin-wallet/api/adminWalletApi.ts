import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiResponse } from '../../../api/types';
import type { paths } from '../../../api/schema';
import { apiClient } from '../../../lib/http/apiClient';
import { unwrap } from '../../../lib/http/unwrap';

export type WalletStats = ApiResponse<'/api/admin/wallet/stats', 'get'>;
export type SystemTransactionList = ApiResponse<'/api/admin/wallet/system-transactions', 'get'>;
export type SystemTransaction = SystemTransactionList['transactions'][number];
export type SystemTransactionsQuery = NonNullable<paths['/api/admin/wallet/system-transactions']['get']['parameters']['query']>;
export type SortOrder = NonNullable<SystemTransactionsQuery['sortOrder']>;

export function getWalletStats(): Promise<WalletStats> {
  return unwrap(apiClient.GET('/api/admin/wallet/stats'));
}

/** Every ledger transaction (bank-transfer order payments included); fromDate/toDate are YYYY-MM-DD days in Vietnam time. */
export function listSystemTransactions(query: SystemTransactionsQuery): Promise<SystemTransactionList> {
  return unwrap(apiClient.GET('/api/admin/wallet/system-transactions', { params: { query } }));
}

/** Query keys of /admin/wallet/manager (read-only: the wallets move elsewhere). */
export const adminWalletKeys = {
  all: ['admin-wallet'] as const,
  stats: () => [...adminWalletKeys.all, 'stats'] as const,
  systemTransactions: (query: SystemTransactionsQuery) => [...adminWalletKeys.all, 'system-transactions', query] as const,
};

export function useWalletStats() {
  return useQuery({ queryKey: adminWalletKeys.stats(), queryFn: getWalletStats });
}

export function useSystemTransactionList(query: SystemTransactionsQuery) {
  return useQuery({ queryKey: adminWalletKeys.systemTransactions(query), queryFn: () => listSystemTransactions(query), placeholderData: keepPreviousData });
}
