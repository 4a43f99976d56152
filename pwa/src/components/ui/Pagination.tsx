import { Icon, type IconName } from './Icon';
import { paginationItems } from './paginationItems';

type PaginationProps = {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
};

export function Pagination({ currentPage, totalPages, onPageChange, className = '' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = paginationItems(currentPage, totalPages);
  const atStart = currentPage <= 1;
  const atEnd = currentPage >= totalPages;

  const arrow = (label: string, icon: IconName, page: number, disabled: boolean) => (
    <button type="button" className="pagination-btn" aria-label={label} title={label} disabled={disabled} onClick={() => onPageChange(page)}>
      <Icon name={icon} className="h-4 w-4" />
    </button>
  );

  return (
    <nav aria-label="Phân trang" className={`flex flex-wrap items-center justify-center gap-1 ${className}`} data-testid="pagination">
      {arrow('Trang đầu', 'chevronsLeft', 1, atStart)}
      {arrow('Trang trước', 'chevronLeft', currentPage - 1, atStart)}
      {items.map((item) =>
        item.type === 'ellipsis' ? (
          <span key={`e-${item.position}`} className="px-2 text-slate-400" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className={`pagination-btn ${item.page === currentPage ? 'pagination-btn-active' : ''}`}
            aria-label={`Trang ${item.page}`}
            aria-current={item.page === currentPage ? 'page' : undefined}
            onClick={() => onPageChange(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      {arrow('Trang sau', 'chevronRight', currentPage + 1, atEnd)}
      {arrow('Trang cuối', 'chevronsRight', totalPages, atEnd)}
    </nav>
  );
}
