import { useId, useState } from 'react';
import { AsyncListBody } from '../../../components/ui/AsyncListBody';
import { Pagination } from '../../../components/ui/Pagination';
import { useEarlyFieldValue } from '../../../lib/earlyClicks';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { usePageFor } from '../../../lib/usePageFor';
import { useToolList } from '../api/toolsApi';
import { ToolCard } from './ToolCard';

export const TOOLS_PAGE_SIZE = 12;
export const TOOLS_SEARCH_DEBOUNCE_MS = 500;

/** /tools: SPEC §2 tools listing. */
export default function ToolsPage() {
  const [searchInput, setSearchInput] = useState('');
  // Typed before the page finished starting: the box's text filters, as it shows.
  const searchRef = useEarlyFieldValue<HTMLInputElement>(setSearchInput);
  const searchTerm = useDebouncedValue(searchInput.trim(), TOOLS_SEARCH_DEBOUNCE_MS);

  // Typing resets to page 1: the page belongs to one search term.
  const [page, setPage] = usePageFor(searchTerm);

  const list = useToolList({ page, limit: TOOLS_PAGE_SIZE, ...(searchTerm ? { searchTerm } : {}) });
  const searchId = useId();
  const tools = list.data?.tools ?? [];
  const pagination = list.data?.pagination;

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">Khám phá các Phần Mềm</h1>
      <div className="mt-6 max-w-xl">
        <label htmlFor={searchId} className="sr-only">
          Tìm kiếm phần mềm theo tên
        </label>
        <input
          id={searchId}
          type="search"
          className="field-input"
          placeholder="Tìm kiếm phần mềm theo tên"
          ref={searchRef}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          data-testid="tools-search"
        />
      </div>

      <AsyncListBody status={list.status} itemCount={tools.length} errorText="Lỗi" emptyText="Không tìm thấy tools nào phù hợp." onRetry={() => void list.refetch()} testId="tools">
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 xl:grid-cols-3" data-testid="tools-grid">
          {tools.map((tool) => (
            <ToolCard key={tool._id} tool={tool} />
          ))}
        </div>
      </AsyncListBody>

      {pagination && !list.isError ? <Pagination className="mt-8" currentPage={page} totalPages={pagination.totalPages} onPageChange={setPage} /> : null}
    </section>
  );
}
