import { type ReactNode, useState } from 'react';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { errorMessage } from '../../../lib/http/errorMessage';
import { useAsyncData } from '../../../lib/useAsyncData';

type Props<Page extends { pagination: { totalPages: number } }, Item> = {
  load: (query: { page: number; limit: number }) => Promise<Page>;
  itemsOf: (page: Page) => Item[];
  /** Each item as its own <li>. */
  renderItem: (item: Item) => ReactNode;
  /** The fallback when the server gives no message (SPEC §8). */
  errorText: string;
  emptyText: string;
  testId: string;
};

/** One of the dashboard's lists: a page at a time, with its loading, empty and failed states. */
export function PagedList<Page extends { pagination: { totalPages: number } }, Item>({ load, itemsOf, renderItem, errorText, emptyText, testId }: Props<Page, Item>) {
  const [page, setPage] = useState(1);
  const list = useAsyncData(() => load({ page, limit: 10 }), [page]);
  const items = list.data ? itemsOf(list.data) : [];
  return (
    <>
      <AsyncListBody status={list.status} itemCount={items.length} errorText={errorMessage(list.error, errorText)} emptyText={emptyText} onRetry={list.reload} testId={testId}>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid={testId}>
          {items.map(renderItem)}
        </ul>
      </AsyncListBody>
      {list.data ? <Pagination className="mt-4" currentPage={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} /> : null}
    </>
  );
}
