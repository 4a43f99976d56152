import { useState } from 'react';
import { useAsyncData } from '../../../lib/useAsyncData';
import { usePageFor } from '../../../lib/usePageFor';
import type { HistoryQuery } from '../api/walletApi';

const HISTORY_PAGE_SIZE = 10;

type HistoryPage<Item> = { data: Item[]; pagination: { totalPages: number } };

/**
 * One wallet history list: its date range, its page (back to 1 whenever the range changes, SPEC §4) and the
 * loaded items. `refreshKey` reloads the list when something outside it changed the history.
 */
export function useHistoryList<Item>(load: (query: HistoryQuery) => Promise<HistoryPage<Item>>, refreshKey = 0) {
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [page, setPage] = usePageFor(`${fromDate}|${toDate}`);
  const list = useAsyncData(() => load({ page, limit: HISTORY_PAGE_SIZE, ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) }), [page, fromDate, toDate, refreshKey]);
  return {
    status: list.status,
    items: list.data?.data ?? [],
    totalPages: list.data?.pagination.totalPages ?? 1,
    reload: list.reload,
    page,
    setPage,
    fromDate,
    setFromDate,
    toDate,
    setToDate,
  };
}

export type HistoryListState = ReturnType<typeof useHistoryList<unknown>>;
