import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../test/renderWithQuery';
import InstructorCoursesPage from './InstructorCoursesPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const courseRow = (id: string, status: string) => ({
  _id: id,
  slug: id,
  title: `Khóa ${id}`,
  status,
  rejectionReason: status === 'rejected' ? 'Thiếu video' : null,
  thumbnailUrl: null,
  level: 'beginner',
  price: 499000,
  originalPrice: null,
  currency: 'VND',
  category: { _id: 'k', name: 'Facebook Ads', slug: 'fb' },
  instructor: { _id: 'u', name: 'Tuấn', email: 't@example.vn' },
  duration: id === 'c2' ? 6 : 600,
  lessonsCount: 3,
  enrolledStudents: 0,
  submittedAt: null,
  publishedAt: null,
  createdAt: '2026-11-19T01:00:00Z',
  updatedAt: '2026-11-20T01:00:00Z',
});

/** A server of 11 courses (page 2 holds only c11) that really deletes and toggles. */
function serve() {
  let rows = Array.from({ length: 11 }, (_, i) => courseRow(`c${i + 1}`, i === 0 ? 'rejected' : 'draft'));
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      const url = new URL(request.url);
      const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      const id = url.pathname.split('/')[5];
      if (request.method === 'DELETE') {
        rows = rows.filter((row) => row._id !== id);
        return json({ message: 'Đã xóa khóa học.' });
      }
      if (request.method === 'PATCH') {
        rows = rows.map((row) => (row._id === id ? { ...row, status: 'pending', rejectionReason: null } : row));
        return json({ course: rows.find((row) => row._id === id) });
      }
      const page = Number(url.searchParams.get('page'));
      const courses = rows.slice((page - 1) * 10, page * 10);
      return json({ courses, pagination: { currentPage: page, totalPages: Math.ceil(rows.length / 10), totalItems: rows.length, itemsPerPage: 10 } });
    }),
  );
  renderWithQuery(
    <MemoryRouter>
      <InstructorCoursesPage />
    </MemoryRouter>,
  );
  return requests;
}
afterEach(() => vi.unstubAllGlobals());

describe('InstructorCoursesPage', () => {
  it('submits a rejected course for review and replaces its row without reloading the list', async () => {
    const requests = serve();
    const row = await screen.findByTestId('instructor-course-c1');
    expect(within(row).getByTestId('rejection-reason').textContent).toContain('Thiếu video');
    fireEvent.click(within(row).getByTestId('toggle-publish'));
    expect(await within(row).findByText('Rút yêu cầu duyệt')).toBeTruthy();
    expect(within(row).queryByTestId('rejection-reason')).toBeNull();
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(1);
    expect(new URL(requests[1].url).pathname).toBe('/api/instructor/me/courses/c1/toggle-publish');
  });

  it("shows each course's length, in seconds when under a minute", async () => {
    serve();
    expect((await screen.findByTestId('instructor-course-c1')).textContent).toContain('3 bài · 10 phút');
    expect(screen.getByTestId('instructor-course-c2').textContent).toContain('3 bài · 6 giây');
  });

  it('steps back a page when deleting the last course of the last page', async () => {
    const requests = serve();
    await screen.findByTestId('instructor-course-c1');
    fireEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
    const last = await screen.findByTestId('instructor-course-c11');
    fireEvent.click(within(last).getByTestId('delete-course'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Xóa' }));

    expect(await screen.findByTestId('instructor-course-c10')).toBeTruthy();
    expect(screen.queryByTestId('instructor-course-c11')).toBeNull();
    const pages = requests.filter((request) => request.method === 'GET').map((request) => new URL(request.url).searchParams.get('page'));
    expect(pages).toEqual(['1', '2', '1']);
    expect(screen.queryByTestId('instructor-courses-empty')).toBeNull();
  });
});
