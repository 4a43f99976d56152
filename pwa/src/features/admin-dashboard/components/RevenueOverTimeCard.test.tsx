import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { RevenueOverTimeCard } from './RevenueOverTimeCard';

const zero = { platformRevenue: 0, instructorEarnings: 0, orders: 0 };
const MONTHS = [
  { bucket: '2026-09', revenue: 0, ...zero },
  { bucket: '2026-10', revenue: 1_250_000, platformRevenue: 375_000, instructorEarnings: 875_000, orders: 2 },
  { bucket: '2026-11', revenue: 500_000, platformRevenue: 150_000, instructorEarnings: 350_000, orders: 1 },
];
const DAYS = [
  { bucket: '2026-11-21', revenue: 0, ...zero },
  { bucket: '2026-11-22', revenue: 99_000, platformRevenue: 99_000, instructorEarnings: 0, orders: 1 },
];

/** The revenue endpoint; every query is recorded. */
function serve({ buckets = MONTHS, fail = false } = {}) {
  const queries: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      queries.push(`${url.pathname}?${url.searchParams}`);
      if (fail) return new Response(JSON.stringify({ message: 'Máy chủ đang bảo trì.', code: 'INTERNAL_ERROR' }), { status: 500, headers: { 'Content-Type': 'application/json' } });
      const period = url.searchParams.get('period');
      const body = { period, fromDate: '2026-09-01', toDate: '2026-11-30', buckets: period === 'day' ? DAYS : buckets };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  renderWithQuery(<RevenueOverTimeCard />);
  return queries;
}

const chartLabel = async () => (await screen.findByRole('img', { name: /^Biểu đồ doanh thu/ })).getAttribute('aria-label')?.replace(/\s/g, ' ');

beforeEach(() => {
  // jsdom has no layout: recharts' ResponsiveContainer only needs the observer to exist.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // ...and warns that a 0×0 chart is empty.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('RevenueOverTimeCard', () => {
  it('charts the months with VND figures, empty months included, and sums them', async () => {
    const queries = serve();
    expect(screen.getByText('Đang tải biểu đồ...')).toBeTruthy();
    expect(await chartLabel()).toBe('Biểu đồ doanh thu: 09/2026: 0 ₫, 10/2026: 1.250.000 ₫, 11/2026: 500.000 ₫');
    expect(queries).toEqual(['/api/admin/reports/revenue-over-time?period=month']);
    expect(screen.getByTestId('revenue-summary').textContent?.replace(/\s/g, ' ')).toBe('Tổng doanh thu 1.750.000 ₫ · Nền tảng nhận 525.000 ₫ · 3 đơn hàng');
  });

  it('switches to days with the period select', async () => {
    const queries = serve();
    await chartLabel();
    const select = screen.getByLabelText('Chu kỳ doanh thu');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Theo ngày', 'Theo tuần', 'Theo tháng']);
    fireEvent.change(select, { target: { value: 'day' } });
    await screen.findByRole('img', { name: /22\/11: 99\.000/ });
    expect(queries.at(-1)).toBe('/api/admin/reports/revenue-over-time?period=day');
    expect(await chartLabel()).toBe('Biểu đồ doanh thu: 21/11: 0 ₫, 22/11: 99.000 ₫');
  });

  it('says when nothing was sold', async () => {
    serve({ buckets: [{ bucket: '2026-11', revenue: 0, ...zero }] });
    expect(await screen.findByText('Chưa có doanh thu trong khoảng thời gian này.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the server message when loading fails', async () => {
    serve({ fail: true });
    expect((await screen.findByRole('alert')).textContent).toBe('Máy chủ đang bảo trì.');
  });
});
