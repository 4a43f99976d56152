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
/** The 30 days up to 26/11/2026, oldest first, with `counts` on the given days ('2026-11-20': [count, ratingSum]). */
function daily(counts: Record<string, [number, number]> = {}) {
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 26 - 29 + index)).toISOString().slice(0, 10);
    const [count, ratingSum] = counts[date] ?? [0, 0];
    return { date, count, ratingSum };
  });
}
const FACEBOOK = {
  courseId: 'c1',
  title: 'Quảng cáo Facebook',
  slug: 'quang-cao-facebook',
  average: 4.7,
  count: 1512,
  last30Days: { count: 3, average: 4.3 },
  daily: daily({ '2026-10-28': [1, 5], '2026-11-20': [2, 8] }),
};
const SEO = { courseId: 'c2', title: 'SEO căn bản', slug: 'seo-can-ban', average: null, count: 0, last30Days: { count: 0, average: null }, daily: daily() };
const SUMMARY = { courses: [FACEBOOK, SEO] };
const METRICS = {
  since: '2026-10-27T06:00:00Z',
  overall: { asked: 14, answered: 11, medianFirstAnswerMinutes: 210, p90FirstAnswerMinutes: 2880, waitedOver48h: 3 },
  courses: [
    { courseId: 'c1', courseTitle: 'Quảng cáo Facebook', asked: 12, answered: 11, medianFirstAnswerMinutes: 45, p90FirstAnswerMinutes: 2880, waitedOver48h: 1 },
    { courseId: 'c2', courseTitle: 'SEO căn bản', asked: 2, answered: 0, medianFirstAnswerMinutes: null, p90FirstAnswerMinutes: null, waitedOver48h: 2 },
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
    const calls = fakeApi({
      'GET /api/instructor/me/dashboard-stats': { body: STATS },
      'GET /api/instructor/reviews/summary': { body: SUMMARY },
      'GET /api/instructor/questions/metrics': { body: METRICS },
    });
    renderPage();
    expect(screen.getByText('Đang tải tổng quan...')).toBeTruthy();
    expect(text(await screen.findByTestId('stat-students'))).toContain('1.234');
    expect(text(screen.getByTestId('stat-revenue'))).toContain('1.085.000 ₫');
    const courses = screen.getByTestId('stat-courses');
    expect([within(courses).getByText('4'), within(courses).getByText('2 đã xuất bản')]).toHaveLength(2);
    expect(within(screen.getByTestId('stat-pending')).getByText('1')).toBeTruthy();
    expect(
      screen
        .getByRole('img', { name: /^Biểu đồ thu nhập/ })
        .getAttribute('aria-label')
        ?.replace(/\s/g, ' '),
    ).toBe(
      'Biểu đồ thu nhập và ghi danh: 06/2026: 0 ₫, 0 lượt ghi danh; 07/2026: 0 ₫, 0 lượt ghi danh; 08/2026: 0 ₫, 0 lượt ghi danh; 09/2026: 315.000 ₫, 1 lượt ghi danh; 10/2026: 560.000 ₫, 2 lượt ghi danh; 11/2026: 210.000 ₫, 2 lượt ghi danh',
    );
    const rows = within(screen.getByTestId('recent-enrollments')).getAllByTestId('recent-enrollment');
    expect(rows.map(text)).toEqual(['Đỗ Thị HoaQuảng cáo Facebook10:00 20/11/2026', 'Trần Thị LanSEO căn bản10:00 15/09/2026']);
    await screen.findByTestId('qa-asked');
    expect(calls.map((call) => call.path).sort()).toEqual(['/api/instructor/me/dashboard-stats', '/api/instructor/questions/metrics', '/api/instructor/reviews/summary']);
  });

  it('says when nothing has happened yet', async () => {
    fakeApi({
      'GET /api/instructor/me/dashboard-stats': {
        body: { ...STATS, totalStudents: 0, totalRevenue: 0, recentEnrollments: [], chart: STATS.chart.map((point) => ({ ...point, revenue: 0, enrollments: 0 })) },
      },
      'GET /api/instructor/reviews/summary': { body: { courses: [SEO] } },
    });
    renderPage();
    expect(await screen.findByText('Chưa có thu nhập hay lượt ghi danh nào trong 6 tháng gần nhất.')).toBeTruthy();
    expect(screen.getByTestId('recent-enrollments-empty').textContent).toBe('Chưa có học viên nào ghi danh vào khóa học của bạn.');
    expect(text(await screen.findByTestId('review-trend-c2'))).toBe('SEO căn bảnChưa có đánh giá30 ngày qua: chưa có đánh giá mới');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('falls back to its own text when the server gives no message, and retries', async () => {
    let fail = true;
    fakeApi({
      'GET /api/instructor/me/dashboard-stats': () => (fail ? { status: 500, body: {} } : { body: STATS }),
      'GET /api/instructor/reviews/summary': { body: SUMMARY },
      'GET /api/instructor/questions/metrics': { body: METRICS },
    });
    renderPage();
    expect((await screen.findByTestId('dashboard-error')).textContent).toBe('Không thể tải dữ liệu tổng quan.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(text(await screen.findByTestId('stat-revenue'))).toContain('1.085.000 ₫');
  });

  it('shows the server message when there is one', async () => {
    fakeApi({
      'GET /api/instructor/me/dashboard-stats': { status: 403, body: { message: 'Bạn không có quyền truy cập.', code: 'FORBIDDEN' } },
      'GET /api/instructor/reviews/summary': { body: SUMMARY },
    });
    renderPage();
    expect((await screen.findByTestId('dashboard-error')).textContent).toBe('Bạn không có quyền truy cập.');
  });

  it("shows each course's average and count, and the last 30 days with the reviews per day", async () => {
    fakeApi({ 'GET /api/instructor/me/dashboard-stats': { body: STATS }, 'GET /api/instructor/reviews/summary': { body: SUMMARY } });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Đánh giá khóa học' });
    const facebook = await within(section).findByTestId('review-trend-c1');
    expect(text(within(facebook).getByTestId('review-trend-overall'))).toBe('★ 4,7 (1.512 đánh giá)');
    expect(text(within(facebook).getByTestId('review-trend-recent'))).toBe('30 ngày qua: 3 đánh giá, trung bình 4,3 sao');
    expect(within(facebook).getByRole('img').getAttribute('aria-label')).toBe(
      'Số đánh giá mỗi ngày trong 30 ngày qua của Quảng cáo Facebook: 28/10: 1; 20/11: 2; các ngày khác không có.',
    );
    const seo = within(section).getByTestId('review-trend-c2');
    expect(text(within(seo).getByTestId('review-trend-overall'))).toBe('Chưa có đánh giá');
    expect(within(seo).queryByRole('img')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Xem và phản hồi đánh giá' }).getAttribute('href')).toBe('/instructor/reviews');
  });

  it('keeps the other figures when the review figures fail', async () => {
    fakeApi({ 'GET /api/instructor/me/dashboard-stats': { body: STATS }, 'GET /api/instructor/reviews/summary': { status: 500, body: {} } });
    renderPage();
    expect((await screen.findByTestId('review-trends-error')).textContent).toBe('Không thể tải số liệu đánh giá.');
    expect(text(await screen.findByTestId('stat-revenue'))).toContain('1.085.000 ₫');
  });

  it('shows the last 30 days of questions: overall cards and a row per course, times in words', async () => {
    fakeApi({
      'GET /api/instructor/me/dashboard-stats': { body: STATS },
      'GET /api/instructor/reviews/summary': { body: SUMMARY },
      'GET /api/instructor/questions/metrics': { body: METRICS },
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Hỏi đáp 30 ngày qua' });
    expect(text(await within(section).findByTestId('qa-asked'))).toContain('14');
    expect(text(within(section).getByTestId('qa-answered'))).toContain('11');
    expect(text(within(section).getByTestId('qa-median'))).toContain('3,5 giờ');
    expect(text(within(section).getByTestId('qa-p90'))).toContain('2 ngày');
    expect(text(within(section).getByTestId('qa-waited'))).toContain('3');
    expect(text(section)).toContain('Câu hỏi đặt từ 27/10/2026');
    const table = within(section).getByTestId('question-metrics-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Khóa học', 'Câu hỏi', 'Đã trả lời', 'Trung vị', '90% câu hỏi', 'Chờ quá 48 giờ']);
    const cells = (id: string) =>
      within(within(table).getByTestId(`question-metrics-${id}`))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('c1')).toEqual(['Quảng cáo Facebook', '12', '11', '45 phút', '2 ngày', '1']);
    expect(cells('c2')).toEqual(['SEO căn bản', '2', '0', '—', '—', '2']);
    expect(within(section).getByRole('region', { name: 'Bảng hỏi đáp theo khóa học' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Trả lời câu hỏi' }).getAttribute('href')).toBe('/instructor/questions');
  });

  it('keeps the other figures when the question figures fail', async () => {
    fakeApi({
      'GET /api/instructor/me/dashboard-stats': { body: STATS },
      'GET /api/instructor/reviews/summary': { body: SUMMARY },
      'GET /api/instructor/questions/metrics': { status: 500, body: {} },
    });
    renderPage();
    expect((await screen.findByTestId('question-metrics-error')).textContent).toBe('Không thể tải số liệu hỏi đáp.');
    expect(text(await screen.findByTestId('stat-revenue'))).toContain('1.085.000 ₫');
  });
});
