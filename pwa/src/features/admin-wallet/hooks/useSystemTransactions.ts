import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { usePageFor } from '../../../lib/usePageFor';
import { useSystemTransactionList, type SortOrder } from '../api/adminWalletApi';

const SEARCH_DEBOUNCE_MS = 500;

/**
 * Filters, sort and page of the system transaction history, and the list they load. The list loads again
 * on search (once typing pauses), date, sort or page change; any filter or sort change means page 1.
 */
export function useSystemTransactions() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [sortOrder, setSortOrder] = useState<SortOrder>('desc');
  const [page, setPage] = usePageFor(`${search}|${fromDate}|${toDate}|${sortOrder}`);

  const list = useSystemTransactionList({
    page,
    sortOrder,
    ...(search ? { search } : {}),
    ...(fromDate ? { fromDate } : {}),
    ...(toDate ? { toDate } : {}),
  });

  const toggleSortOrder = () => setSortOrder((current) => (current === 'desc' ? 'asc' : 'desc'));

  return { searchInput, setSearchInput, fromDate, setFromDate, toDate, setToDate, sortOrder, toggleSortOrder, page, setPage, list };
}
