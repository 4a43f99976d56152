import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { errorMessage } from '../../../lib/http/errorMessage';

type Props<Page extends { pagination: { totalPages: number } }, Item> = {
  /** The query of the page shown (the previous page stays while the next loads). */
  query: UseQueryResult<Page>;
  page: number;
  onPageChange: (page: number) => void;
  itemsOf: (page: Page) => Item[];
  /** Each item as its own <li>. */
  renderItem: (item: Item) => ReactNode;
  /** The fallback when the server gives no message (SPEC §8). */
  errorText: string;
  emptyText: string;
  testId: string;
};

/** One of the dashboard's lists: a page at a time, with its loading, empty and failed states. */
export function PagedList<Page extends { pagination: { totalPages: number } }, Item>({
  query,
  page,
  onPageChange,
  itemsOf,
  renderItem,
  errorText,
  emptyText,
  testId,
}: Props<Page, Item>) {
  const items = query.data ? itemsOf(query.data) : [];
  return (
    <>
      <AsyncListBody
        status={query.status}
        itemCount={items.length}
        errorText={errorMessage(query.error, errorText)}
        emptyText={emptyText}
        onRetry={() => void query.refetch()}
        testId={testId}
      >
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid={testId}>
          {items.map(renderItem)}
        </ul>
      </AsyncListBody>
      {query.data ? <Pagination className="mt-4" currentPage={page} totalPages={query.data.pagination.totalPages} onPageChange={onPageChange} /> : null}
    </>
  );
}
