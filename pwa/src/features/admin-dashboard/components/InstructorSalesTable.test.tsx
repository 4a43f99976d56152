import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { InstructorSalesTable } from './InstructorSalesTable';

const AN = { _id: 'i1', name: 'Giảng viên An', email: 'an@example.vn', coursesSold: 2, unitsSold: 3, revenue: 1_250_000, earnings: 875_000 };

function serve(instructors: unknown[]) {
  const queries: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      queries.push(`${url.pathname}?${url.searchParams}`);
      return new Response(JSON.stringify({ fromDate: '2026-11-01', toDate: '2026-11-22', instructors }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  renderWithQuery(<InstructorSalesTable dates={{ fromDate: '2026-11-01', toDate: '2026-11-22' }} />);
  return queries;
}

afterEach(() => vi.unstubAllGlobals());

describe('InstructorSalesTable', () => {
  it('shows each instructor with courses sold, units, revenue and earnings', async () => {
    const queries = serve([AN]);
    const row = await screen.findByTestId('instructor-i1');
    expect(queries).toEqual(['/api/admin/reports/instructor-sales?fromDate=2026-11-01&toDate=2026-11-22']);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Giảng viên Anan@example.vn', '2', '3', '1.250.000 ₫', '875.000 ₫']);
  });

  it('says when no course was sold', async () => {
    serve([]);
    expect((await screen.findByTestId('instructor-sales-empty')).textContent).toBe('Chưa có khóa học nào được bán trong khoảng thời gian này.');
  });
});
