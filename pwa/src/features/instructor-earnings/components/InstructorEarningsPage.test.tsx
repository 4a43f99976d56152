import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import InstructorEarningsPage from './InstructorEarningsPage';

const months = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2026, 10 - (count - 1) + i, 1));
    return { month: date.toISOString().slice(0, 7), earnings: i === count - 1 ? 210_000 : i === count - 2 ? 560_000 : 0 };
  });
const earnings = (count: number) => ({
  totalEarnings: 1_085_000,
  thisMonth: 210_000,
  lastMonth: 560_000,
  byCourse: [
    { courseId: 'a1', title: 'Quảng cáo Facebook', sales: 2, revenue: 950_000, earnings: 665_000 },
    { courseId: 'a2', title: 'SEO căn bản', sales: 2, revenue: 600_000, earnings: 420_000 },
  ],
  byMonth: months(count),
});
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');
const chartLabel = async () => (await screen.findByRole('img', { name: /^Biểu đồ thu nhập/ })).getAttribute('aria-label')?.replace(/\s/g, ' ');
const statsCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/instructor/me/earnings-stats');
const serve = () => fakeApi({ 'GET /api/instructor/me/earnings-stats': (call: ApiCall) => ({ body: earnings(Number(call.query.months)) }) });

beforeEach(() => {
  // jsdom has no layout: recharts' ResponsiveContainer only needs the observer to exist, and warns about a 0×0 chart.
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
afterEach(() => vi.unstubAllGlobals());

describe('InstructorEarningsPage', () => {
  it('shows the totals, this month against the last, 12 months of earnings and the per-course table', async () => {
    const calls = serve();
    renderWithQuery(<InstructorEarningsPage />);
    expect(screen.getByText('Đang tải thu nhập...')).toBeTruthy();
    expect(text(await screen.findByTestId('stat-total'))).toContain('1.085.000 ₫');
    expect(text(screen.getByTestId('stat-this-month'))).toBe('Tháng này210.000 ₫-62,5% so với tháng trước');
    expect(text(screen.getByTestId('stat-last-month'))).toBe('Tháng trước560.000 ₫');
    const label = await chartLabel();
    expect(label).toMatch(/^Biểu đồ thu nhập: 12\/2025: 0 ₫, /);
    expect(label).toMatch(/10\/2026: 560\.000 ₫, 11\/2026: 210\.000 ₫$/);
    expect(label?.split(', ')).toHaveLength(12);
    const rows = within(screen.getByTestId('course-earnings-table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map(text))).toEqual([
      ['Quảng cáo Facebook', '2', '950.000 ₫', '665.000 ₫'],
      ['SEO căn bản', '2', '600.000 ₫', '420.000 ₫'],
    ]);
    expect(statsCalls(calls).map((call) => call.query)).toEqual([{ months: '12' }]);
  });

  it('asks for another number of months from the range select', async () => {
    const calls = serve();
    renderWithQuery(<InstructorEarningsPage />);
    await chartLabel();
    const select = screen.getByLabelText('Khoảng thời gian');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['6 tháng gần nhất', '12 tháng gần nhất', '24 tháng gần nhất']);
    fireEvent.change(select, { target: { value: '6' } });
    await vi.waitFor(async () => expect(await chartLabel()).toMatch(/^Biểu đồ thu nhập: 06\/2026: 0 ₫, /));
    expect(statsCalls(calls).map((call) => call.query.months)).toEqual(['12', '6']);
  });

  it('says when nothing has been sold', async () => {
    fakeApi({
      'GET /api/instructor/me/earnings-stats': {
        body: { totalEarnings: 0, thisMonth: 0, lastMonth: 0, byCourse: [], byMonth: months(12).map((month) => ({ ...month, earnings: 0 })) },
      },
    });
    renderWithQuery(<InstructorEarningsPage />);
    expect(await screen.findByText('Chưa có thu nhập trong khoảng thời gian này.')).toBeTruthy();
    expect(screen.getByTestId('course-earnings-empty').textContent).toBe('Chưa có khóa học nào được bán.');
    expect(text(screen.getByTestId('stat-this-month'))).toContain('Tháng trước cũng chưa có thu nhập');
  });

  it('falls back to its own text when the server gives no message', async () => {
    fakeApi({ 'GET /api/instructor/me/earnings-stats': { status: 500, body: {} } });
    renderWithQuery(<InstructorEarningsPage />);
    expect((await screen.findByTestId('earnings-error')).textContent).toBe('Không thể tải dữ liệu thu nhập.');
  });
});

describe('InstructorEarningsPage payouts', () => {
  it('shows the bank account my revenue share is paid to and the payouts received, with the tax withheld', async () => {
    const calls = fakeApi({
      'GET /api/instructor/me/earnings-stats': (call: ApiCall) => ({ body: earnings(Number(call.query.months)) }),
      'GET /api/affiliates/me/payout-account': {
        body: { payoutAccount: { bankBin: '970418', bankName: 'BIDV', accountNumber: '2201234567', accountHolder: 'NGUYEN VAN GIANG', updatedAt: '2026-11-01T00:00:00Z' } },
      },
      'GET /api/affiliates/me/payouts': {
        body: {
          payouts: [
            {
              _id: 'p1',
              kind: 'instructor',
              userId: 'u1',
              method: 'bank_transfer',
              gross: 6_000_000,
              taxWithheld: 600_000,
              net: 5_400_000,
              taxRatePercent: 10,
              taxThreshold: 5_000_000,
              bankName: 'BIDV',
              accountNumber: '2201234567',
              accountHolder: 'NGUYEN VAN GIANG',
              reference: 'FT99',
              createdAt: '2026-11-20T03:00:00Z',
            },
          ],
          pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 10 },
        },
      },
    });
    renderWithQuery(<InstructorEarningsPage />);
    expect(text(await screen.findByTestId('payout-account'))).toContain('BIDV · 2201234567');
    const history = await screen.findByTestId('payout-history');
    expect(text(history)).toContain('5.400.000 ₫');
    expect(text(history)).toContain('thuế TNCN 600.000 ₫');
    expect(calls.find((call) => call.path === '/api/affiliates/me/payouts')?.query.kind).toBe('instructor');
  });
});
