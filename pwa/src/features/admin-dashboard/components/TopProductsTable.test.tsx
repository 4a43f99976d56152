import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { TopProductsTable } from './TopProductsTable';

const PRODUCTS = [
  { kind: 'course', _id: 'c1', title: 'Quảng cáo Facebook', unitsSold: 2, revenue: 950_000, instructorShare: 665_000, platformShare: 285_000 },
  { kind: 'tool_plan', _id: 'p1', title: 'Veo3 – Gói tháng', unitsSold: 1, revenue: 89_100, instructorShare: 0, platformShare: 89_100 },
];
const TOTALS = { unitsSold: 3, revenue: 1_039_100, instructorShare: 665_000, platformShare: 374_100 };

/** The sales endpoint; every query is recorded. */
function serve({ products = PRODUCTS, totalPages = 1, fail = false } = {}) {
  const queries: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      queries.push(`${url.pathname}?${url.searchParams}`);
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (fail) return json({ message: 'Máy chủ đang bảo trì.', code: 'INTERNAL_ERROR' }, 500);
      const page = Number(url.searchParams.get('page'));
      return json({
        fromDate: '2026-11-01',
        toDate: '2026-11-22',
        products,
        totals: TOTALS,
        pagination: { currentPage: page, totalPages, totalItems: products.length, limit: 10 },
      });
    }),
  );
  renderWithQuery(<TopProductsTable dates={{ fromDate: '2026-11-01', toDate: '2026-11-22' }} />);
  return queries;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

afterEach(() => vi.unstubAllGlobals());

describe('TopProductsTable', () => {
  it('lists products of the chosen days with units, revenue and the split in VND, then the totals', async () => {
    const queries = serve();
    const course = await screen.findByTestId('product-c1');
    expect(queries).toEqual(['/api/admin/reports/sales?fromDate=2026-11-01&toDate=2026-11-22&page=1&limit=10']);
    expect(cells(course)).toEqual(['Quảng cáo Facebook', 'Khóa học', '2', '950.000 ₫', '665.000 ₫', '285.000 ₫']);
    expect(cells(screen.getByTestId('product-p1'))).toEqual(['Veo3 – Gói tháng', 'Gói phần mềm', '1', '89.100 ₫', '0 ₫', '89.100 ₫']);
    const totals = screen.getByTestId('top-products-totals');
    expect(within(totals).getByRole('rowheader').textContent).toBe('Tổng cộng');
    expect(cells(totals)).toEqual(['3', '1.039.100 ₫', '665.000 ₫', '374.100 ₫']);
  });

  it('pages through the products', async () => {
    const queries = serve({ totalPages: 3 });
    await screen.findByTestId('product-c1');
    fireEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
    await vi.waitFor(() => expect(queries.at(-1)).toContain('page=2'));
  });

  it('says when nothing was sold', async () => {
    serve({ products: [] });
    expect((await screen.findByTestId('top-products-empty')).textContent).toBe('Chưa có sản phẩm nào được bán trong khoảng thời gian này.');
  });

  it('shows the server message with a retry', async () => {
    const queries = serve({ fail: true });
    expect((await screen.findByTestId('top-products-error')).textContent).toBe('Máy chủ đang bảo trì.');
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await vi.waitFor(() => expect(queries).toHaveLength(2));
  });
});
