import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import InstructorDashboardPage from './InstructorDashboardPage';

const STATS = {
  totalStudents: 1234,
  totalRevenue: 1_085_000,
  totalCourses: 4,
  publishedCourses: 2,
  pendingCourses: 1,
  recentEnrollments: [
    { _id: 'e2', studentName: 'Đỗ Thị Hoa', courseTitle: 'Quảng cáo Facebook', enrolledAt: '2026-11-20T03:00:00Z' },
    { _id: 'e1', studentName: 'Trần Thị Lan', courseTitle: 'SEO căn bản', enrolledAt: '2026-09-15T03:00:00Z' },
  ],
  chart: [
    { month: '2026-06', revenue: 0, enrollments: 0 },
    { month: '2026-07', revenue: 0, enrollments: 0 },
    { month: '2026-08', revenue: 0, enrollments: 0 },
    { month: '2026-09', revenue: 315_000, enrollments: 1 },
    { month: '2026-10', revenue: 560_000, enrollments: 2 },
    { month: '2026-11', revenue: 210_000, enrollments: 2 },
  ],
};
const text = (element: HTMLElement | null) => element?.textContent?.replace(/\s/g, ' ');

function renderPage() {
  renderWithQuery(
    <MemoryRouter>
      <InstructorDashboardPage />
    </MemoryRouter>,
  );
}

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

describe('InstructorDashboardPage', () => {
  it('shows my figures, the six months of earnings and enrollments, and the latest enrollments', async () => {
    const calls = fakeApi({ 'GET /api/instructor/me/dashboard-stats': { body: STATS } });
    renderPage();
    expect(screen.getByText('Đang tải tổng quan...')).toBeTruthy();
    expect(text(await screen.findByTestId('stat-students'))).toContain('1.234');
    expect(text(screen.getByTestId('stat-revenue'))).toContain('1.085.000 ₫');
    const courses = screen.getByTestId('stat-courses');
    expect([within(courses).getByText('4'), within(courses).getByText('2 đã xuất bản')]).toHaveLength(2);
    expect(within(screen.getByTestId('stat-pending')).getByText('1')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')?.replace(/\s/g, ' ')).toBe(
      'Biểu đồ thu nhập và ghi danh: 06/2026: 0 ₫, 0 lượt ghi danh; 07/2026: 0 ₫, 0 lượt ghi danh; 08/2026: 0 ₫, 0 lượt ghi danh; 09/2026: 315.000 ₫, 1 lượt ghi danh; 10/2026: 560.000 ₫, 2 lượt ghi danh; 11/2026: 210.000 ₫, 2 lượt ghi danh',
    );
    const rows = within(screen.getByTestId('recent-enrollments')).getAllByTestId('recent-enrollment');
    expect(rows.map(text)).toEqual(['Đỗ Thị HoaQuảng cáo Facebook10:00 20/11/2026', 'Trần Thị LanSEO căn bản10:00 15/09/2026']);
    expect(calls.map((call) => call.path)).toEqual(['/api/instructor/me/dashboard-stats']);
  });

  it('says when nothing has happened yet', async () => {
    fakeApi({
      'GET /api/instructor/me/dashboard-stats': {
        body: { ...STATS, totalStudents: 0, totalRevenue: 0, recentEnrollments: [], chart: STATS.chart.map((point) => ({ ...point, revenue: 0, enrollments: 0 })) },
      },
    });
    renderPage();
    expect(await screen.findByText('Chưa có thu nhập hay lượt ghi danh nào trong 6 tháng gần nhất.')).toBeTruthy();
    expect(screen.getByTestId('recent-enrollments-empty').textContent).toBe('Chưa có học viên nào ghi danh vào khóa học của bạn.');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('falls back to its own text when the server gives no message, and retries', async () => {
    let fail = true;
    fakeApi({ 'GET /api/instructor/me/dashboard-stats': () => (fail ? { status: 500, body: {} } : { body: STATS }) });
    renderPage();
    expect((await screen.findByTestId('dashboard-error')).textContent).toBe('Không thể tải dữ liệu tổng quan.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(text(await screen.findByTestId('stat-revenue'))).toContain('1.085.000 ₫');
  });

  it('shows the server message when there is one', async () => {
    fakeApi({ 'GET /api/instructor/me/dashboard-stats': { status: 403, body: { message: 'Bạn không có quyền truy cập.', code: 'FORBIDDEN' } } });
    renderPage();
    expect((await screen.findByTestId('dashboard-error')).textContent).toBe('Bạn không có quyền truy cập.');
  });
});
