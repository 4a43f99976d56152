import { useState } from 'react';
import { useAsyncData } from '../../../lib/useAsyncData';

const PAGE_SIZE = 10;

/** One page of a list at a time; the page is kept while the list is open. */
export function usePagedList<T>(load: (query: { page: number; limit: number }) => Promise<T>) {
  const [page, setPage] = useState(1);
  const list = useAsyncData(() => load({ page, limit: PAGE_SIZE }), [page]);
  return { list, page, setPage };
}
