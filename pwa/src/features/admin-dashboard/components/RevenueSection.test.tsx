import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { RevenueSection } from './RevenueSection';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const PRODUCT = { kind: 'course', _id: 'c1', title: 'Quảng cáo Facebook', unitsSold: 1, revenue: 500_000, instructorShare: 350_000, platformShare: 150_000 };

/** Every report endpoint; the query of each call is recorded by path. */
function serve() {
  const queries: Record<string, string[]> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      (queries[url.pathname] ??= []).push(url.searchParams.toString());
      if (url.pathname.endsWith('/revenue-over-time'))
        return json({
          period: 'month',
          fromDate: '2025-12-01',
          toDate: '2026-11-30',
          buckets: [{ bucket: '2026-11', revenue: 500_000, platformRevenue: 150_000, instructorEarnings: 350_000, orders: 1 }],
        });
      if (url.pathname.endsWith('/instructor-sales')) return json({ fromDate: '', toDate: '', instructors: [] });
      return json({
        fromDate: '',
        toDate: '',
        products: [PRODUCT],
        totals: { unitsSold: 1, revenue: 500_000, instructorShare: 350_000, platformShare: 150_000 },
        pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 10 },
      });
    }),
  );
  renderWithQuery(<RevenueSection />);
  return queries;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T03:00:00Z'));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RevenueSection', () => {
  it('shows the chart, then this month’s products and instructors', async () => {
    const queries = serve();
    expect(screen.getByRole('heading', { name: 'Doanh thu' })).toBeTruthy();
    await screen.findByTestId('product-c1');
    await screen.findByTestId('instructor-sales-empty');
    expect(await screen.findByRole('img', { name: /11\/2026: 500\.000\s₫/ })).toBeTruthy();
    expect(queries['/api/admin/reports/sales']).toEqual(['fromDate=2026-11-01&toDate=2026-11-22&page=1&limit=10']);
    expect(queries['/api/admin/reports/instructor-sales']).toEqual(['fromDate=2026-11-01&toDate=2026-11-22']);
    expect((screen.getByLabelText('Từ ngày') as HTMLInputElement).value).toBe('01/11/2026');
    expect((screen.getByLabelText('Đến ngày') as HTMLInputElement).value).toBe('22/11/2026');
  });

  it('reloads both tables for other days, and keeps a cleared date', async () => {
    const queries = serve();
    await screen.findByTestId('product-c1');
    fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '01/10/2026' } });
    await vi.waitFor(() => expect(queries['/api/admin/reports/instructor-sales'].at(-1)).toBe('fromDate=2026-10-01&toDate=2026-11-22'));
    expect(queries['/api/admin/reports/sales'].at(-1)).toBe('fromDate=2026-10-01&toDate=2026-11-22&page=1&limit=10');
    // Emptied, the field gives its day back when left: the tables always cover a span.
    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '' } });
    fireEvent.blur(screen.getByLabelText('Đến ngày'));
    expect((screen.getByLabelText('Đến ngày') as HTMLInputElement).value).toBe('22/11/2026');
    expect(queries['/api/admin/reports/sales'].at(-1)).toBe('fromDate=2026-10-01&toDate=2026-11-22&page=1&limit=10');
  });
});
