import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import InstructorStudentsPage from './InstructorStudentsPage';

const student = (userId: string, name: string, courseId: string, progress: number, lastAccessedAt: string | null) => ({
  userId,
  name,
  email: `${userId}@example.vn`,
  courseId,
  courseTitle: courseId === 'a1' ? 'Quảng cáo Facebook' : 'SEO căn bản',
  enrolledAt: '2026-11-20T03:00:00Z',
  progress,
  lastAccessedAt,
});
const ROWS = [
  student('hoa', 'Đỗ Thị Hoa', 'a1', 0, null),
  student('minh', 'Lê Văn Minh', 'a2', 100, '2026-11-21T08:30:00Z'),
  student('lan', 'Trần Thị Lan', 'a1', 25, '2026-11-22T01:00:00Z'),
];
const COURSES = [
  { _id: 'a1', title: 'Quảng cáo Facebook' },
  { _id: 'a2', title: 'SEO căn bản' },
];

/** My courses, and the students endpoint filtering ROWS like the server, claiming `totalPages` pages. */
function serve({ totalPages = 1, fail = false } = {}) {
  return fakeApi({
    'GET /api/instructor/me/courses': { body: { courses: COURSES, pagination: { currentPage: 1, totalPages: 1, totalItems: 2, limit: 100 } } },
    'GET /api/instructor/my-students': (call: ApiCall) => {
      if (fail) return { status: 500, body: {} };
      const students = ROWS.filter((row) => (!call.query.courseId || row.courseId === call.query.courseId) && (!call.query.search || row.name.includes(call.query.search)));
      return { body: { students, pagination: { currentPage: Number(call.query.page), totalPages, totalItems: totalPages * 10, limit: 10 } } };
    },
  });
}
const studentQueries = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/instructor/my-students').map((call) => call.query);
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');
// Kept before any test fakes the timers: settle() lets a request started by the last render reach fetch.
const realSetTimeout = globalThis.setTimeout;
const settle = () => act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0)));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('InstructorStudentsPage', () => {
  it('lists each student and course with a progress bar and the last visit, 10 per page', async () => {
    const calls = serve();
    renderWithQuery(<InstructorStudentsPage />);
    const lan = await screen.findByTestId('student-lan-a1');
    expect(within(lan).getAllByRole('cell').map(text)).toEqual(['Trần Thị Lanlan@example.vn', 'Quảng cáo Facebook', '20/11/2026', '25%', '08:00 22/11/2026']);
    expect(within(lan).getByRole('progressbar', { name: 'Tiến độ của Trần Thị Lan' }).getAttribute('aria-valuenow')).toBe('25');
    expect(text(screen.getByTestId('student-hoa-a1'))).toContain('Chưa vào học');
    expect(within(screen.getByTestId('student-minh-a2')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('students-count').textContent).toBe('10 lượt ghi danh');
    expect(studentQueries(calls)).toEqual([{ page: '1', limit: '10' }]);
    expect(calls.find((call) => call.path === '/api/instructor/me/courses')?.query).toEqual({ page: '1', limit: '100' });
  });

  it('filters by one of my courses, from page 1', async () => {
    const calls = serve({ totalPages: 3 });
    renderWithQuery(<InstructorStudentsPage />);
    await screen.findByTestId('student-lan-a1');
    fireEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
    await vi.waitFor(() => expect(studentQueries(calls).at(-1)?.page).toBe('2'));
    const select = screen.getByLabelText('Khóa học');
    await within(select).findByRole('option', { name: 'SEO căn bản' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Tất cả khóa học', 'Quảng cáo Facebook', 'SEO căn bản']);
    fireEvent.change(select, { target: { value: 'a2' } });
    await vi.waitFor(() => expect(studentQueries(calls).at(-1)).toEqual({ page: '1', limit: '10', courseId: 'a2' }));
    await vi.waitFor(() => expect(screen.queryByTestId('student-lan-a1')).toBeNull());
    expect(screen.getByTestId('student-minh-a2')).toBeTruthy();
  });

  it('searches only once typing has paused for 500 ms, from page 1', async () => {
    const calls = serve({ totalPages: 3 });
    renderWithQuery(<InstructorStudentsPage />);
    await screen.findByTestId('student-lan-a1');
    fireEvent.click(screen.getByRole('button', { name: 'Trang 3' }));
    await vi.waitFor(() => expect(studentQueries(calls).at(-1)?.page).toBe('3'));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByPlaceholderText('Tìm theo tên hoặc email...'), { target: { value: ' Lan ' } });
    act(() => vi.advanceTimersByTime(499));
    await settle();
    expect(studentQueries(calls).some((query) => 'search' in query)).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(studentQueries(calls).at(-1)).toEqual({ page: '1', limit: '10', search: 'Lan' }));
  });

  it('says when no student matches, and falls back to its own text on failure', async () => {
    serve();
    renderWithQuery(<InstructorStudentsPage />);
    await screen.findByTestId('student-lan-a1');
    fireEvent.change(screen.getByPlaceholderText('Tìm theo tên hoặc email...'), { target: { value: 'Không ai' } });
    expect((await screen.findByTestId('students-empty', {}, { timeout: 2000 })).textContent).toBe('Không có học viên nào phù hợp.');

    vi.unstubAllGlobals();
    serve({ fail: true });
    fireEvent.change(screen.getByLabelText('Khóa học'), { target: { value: 'a1' } });
    expect((await screen.findByTestId('students-error')).textContent).toBe('Không thể tải danh sách học viên.');
  });
});
