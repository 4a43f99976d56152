import { useId, useState } from 'react';
import { Pagination } from '../../../components/ui/Pagination';
import { Spinner } from '../../../components/ui/Spinner';
import { useAsyncData } from '../../../lib/useAsyncData';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { usePageFor } from '../../../lib/usePageFor';
import { listTools } from '../api/toolsApi';
import { ToolCard } from './ToolCard';

export const TOOLS_PAGE_SIZE = 12;
export const TOOLS_SEARCH_DEBOUNCE_MS = 500;

/** /tools: SPEC §2 tools listing. */
export default function ToolsPage() {
  const [searchInput, setSearchInput] = useState('');
  const searchTerm = useDebouncedValue(searchInput.trim(), TOOLS_SEARCH_DEBOUNCE_MS);

  // Typing resets to page 1: the page belongs to one search term.
  const [page, setPage] = usePageFor(searchTerm);

  const list = useAsyncData(
    () => listTools({ page, limit: TOOLS_PAGE_SIZE, ...(searchTerm ? { searchTerm } : {}) }),
    [page, searchTerm],
  );
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
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          data-testid="tools-search"
        />
      </div>

      <div className="mt-8" aria-live="polite" aria-busy={list.status === 'loading'}>
        {list.status === 'failed' ? (
          <div className="py-10 text-center" role="alert">
            <p className="text-red-600 dark:text-red-400" data-testid="tools-error">
              Lỗi
            </p>
            <button type="button" className="btn btn-secondary mt-4" onClick={list.reload}>
              Thử lại
            </button>
          </div>
        ) : (list.status === 'idle' || list.status === 'loading') && tools.length === 0 ? (
          <Spinner />
        ) : tools.length === 0 ? (
          <p className="py-10 text-center text-slate-500 dark:text-slate-400" data-testid="tools-empty">
            Không tìm thấy tools nào phù hợp.
          </p>
        ) : (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 xl:grid-cols-3" data-testid="tools-grid">
            {tools.map((tool) => (
              <ToolCard key={tool._id} tool={tool} />
            ))}
          </div>
        )}
      </div>

      {pagination && list.status !== 'failed' ? (
        <Pagination className="mt-8" currentPage={page} totalPages={pagination.totalPages} onPageChange={setPage} />
      ) : null}
    </section>
  );
}
