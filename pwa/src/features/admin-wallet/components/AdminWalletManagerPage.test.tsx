import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../test/renderWithQuery';
import AdminWalletManagerPage from './AdminWalletManagerPage';

type Row = { _id: string; amount: number; type: string; user: { _id: string; name: string; email: string } | null; details: string | null };

const lan = { _id: 'u1', name: 'Lan Nguyễn', email: 'lan@example.vn' };
const ROWS: Row[] = [
  { _id: 't1', amount: 1_250_000, type: 'deposit', user: lan, details: 'Nạp tiền NAP123' },
  { _id: 't2', amount: -50_000, type: 'bonus_expiry', user: null, details: null },
];

/** The admin wallet endpoints; every transaction query is recorded. */
function serve({ rows = ROWS, totalPages = 1, failTransactions = false } = {}) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === '/api/admin/wallet/stats') return json({ totalMainBalance: 1_250_000, totalBonusBalance: 300_000, totalDeposited: 5_000_000 });
      queries.push(url.searchParams);
      if (failTransactions) return json({ message: 'Máy chủ đang bảo trì.', code: 'INTERNAL' }, 500);
      const transactions = rows.map((row) => ({ ...row, date: '2026-11-20T03:00:00Z', typeLabel: SERVER_LABELS[row.type] }));
      return json({ transactions, pagination: { currentPage: Number(url.searchParams.get('page')), limit: 10, totalItems: rows.length, totalPages } });
    }),
  );
  renderWithQuery(<AdminWalletManagerPage />);
  return queries;
}

/** The labels the API sends with each row (the page shows them as they are). */
const SERVER_LABELS: Record<string, string> = {
  deposit: 'Nạp tiền',
  order_payment: 'Thanh toán chuyển khoản',
  wallet_purchase: 'Mua bằng ví',
  bonus_grant: 'Nhận thưởng',
  bonus_expiry: 'Thưởng hết hạn',
};

// Kept before any test fakes the timers: settle() lets a request started by the last render reach fetch.
const realSetTimeout = globalThis.setTimeout;
const settle = () => act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map(text);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AdminWalletManagerPage', () => {
  it('shows the loading text, then the three totals in VND', async () => {
    serve();
    expect(screen.getByRole('heading', { name: 'Tổng quan Ví điện tử' })).toBeTruthy();
    expect(screen.getByText('Đang tải thống kê...')).toBeTruthy();
    await screen.findByTestId('wallet-stats');
    expect(screen.queryByText('Đang tải thống kê...')).toBeNull();
    expect(text(screen.getByTestId('wallet-stat-totalMainBalance'))).toContain('1.250.000 ₫');
    expect(text(screen.getByTestId('wallet-stat-totalBonusBalance'))).toContain('300.000 ₫');
    expect(text(screen.getByTestId('wallet-stat-totalDeposited'))).toContain('5.000.000 ₫');
  });

  it('lists transactions with signed, coloured amounts and a dash for a missing user or detail', async () => {
    const queries = serve();
    expect(screen.getByText('Đang tải dữ liệu...')).toBeTruthy();
    const credit = await screen.findByTestId('transaction-t1');
    expect(queries[0].toString()).toBe('page=1&sortOrder=desc');
    expect(cells(credit).slice(1)).toEqual(['Lan Nguyễn', 'Nạp tiền', 'Nạp tiền NAP123', '+1.250.000 ₫']);
    const creditAmount = within(credit).getByTestId('transaction-amount');
    expect(creditAmount.dataset.direction).toBe('credit');
    expect(creditAmount.className).toContain('text-emerald-700');

    const debit = screen.getByTestId('transaction-t2');
    expect(cells(debit).slice(1)).toEqual(['-', 'Thưởng hết hạn', '-', '-50.000 ₫']);
    const debitAmount = within(debit).getByTestId('transaction-amount');
    expect(debitAmount.dataset.direction).toBe('debit');
    expect(debitAmount.className).toContain('text-red-600');
    expect(cells(credit)[0]).toMatch(/10:00.*20\/11\/2026|20\/11\/2026.*10:00/);
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('says so when there is no transaction', async () => {
    serve({ rows: [] });
    expect(await screen.findByText('Không có giao dịch nào.')).toBeTruthy();
    expect(screen.queryByText('Đang tải dữ liệu...')).toBeNull();
  });

  it('searches only once typing has paused for 500 ms, from page 1', async () => {
    const queries = serve({ totalPages: 3 });
    await screen.findByTestId('transaction-t1');
    fireEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
    await vi.waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByPlaceholderText('Tìm theo tên hoặc email...'), { target: { value: 'lan' } });
    act(() => vi.advanceTimersByTime(499));
    await settle();
    expect(queries.some((query) => query.has('search'))).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(queries.at(-1)?.toString()).toBe('page=1&sortOrder=desc&search=lan'));
  });

  it('filters by date range from page 1', async () => {
    const queries = serve({ totalPages: 3 });
    await screen.findByTestId('transaction-t1');
    fireEvent.click(screen.getByRole('button', { name: 'Trang 3' }));
    await vi.waitFor(() => expect(queries.at(-1)?.get('page')).toBe('3'));
    fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '01/11/2026' } });
    await vi.waitFor(() => expect(queries.at(-1)?.toString()).toBe('page=1&sortOrder=desc&fromDate=2026-11-01'));
    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '30/11/2026' } });
    await vi.waitFor(() => expect(queries.at(-1)?.toString()).toBe('page=1&sortOrder=desc&fromDate=2026-11-01&toDate=2026-11-30'));
  });

  it('toggles the date sort between newest and oldest first, from page 1', async () => {
    const queries = serve({ totalPages: 3 });
    await screen.findByTestId('transaction-t1');
    const header = screen.getByRole('columnheader', { name: /Ngày/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
    await vi.waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));

    fireEvent.click(screen.getByTestId('sort-by-date'));
    await vi.waitFor(() => expect(queries.at(-1)?.toString()).toBe('page=1&sortOrder=asc'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByTestId('sort-by-date'));
    await vi.waitFor(() => expect(queries.at(-1)?.toString()).toBe('page=1&sortOrder=desc'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });

  it('shows a failed load with its message and retries', async () => {
    const queries = serve({ failTransactions: true });
    expect((await screen.findByTestId('transactions-error')).textContent).toBe('Máy chủ đang bảo trì.');
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await vi.waitFor(() => expect(queries).toHaveLength(2));
  });
});
