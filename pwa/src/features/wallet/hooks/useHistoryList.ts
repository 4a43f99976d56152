import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { usePageFor } from '../../../lib/usePageFor';
import type { HistoryQuery } from '../api/walletApi';

const HISTORY_PAGE_SIZE = 10;

type HistoryPage<Item> = { data: Item[]; pagination: { totalPages: number } };

/**
 * One wallet history list: its date range, its page (back to 1 whenever the range changes, SPEC §4) and the
 * loaded items of `useHistoryQuery` (one of the wallet api's history hooks).
 */
export function useHistoryList<Item>(useHistoryQuery: (query: HistoryQuery) => UseQueryResult<HistoryPage<Item>>) {
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [page, setPage] = usePageFor(`${fromDate}|${toDate}`);
  const list = useHistoryQuery({ page, limit: HISTORY_PAGE_SIZE, ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) });
  return {
    status: list.status,
    items: list.data?.data ?? [],
    totalPages: list.data?.pagination.totalPages ?? 1,
    retry: () => void list.refetch(),
    page,
    setPage,
    fromDate,
    setFromDate,
    toDate,
    setToDate,
  };
}

export type HistoryListState = ReturnType<typeof useHistoryList<unknown>>;
