import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../test/renderWithQuery';
import AdminCourseEditorPage from './AdminCourseEditorPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

function serve() {
  const writes: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (request.method !== 'GET') {
        writes.push(request);
        return json({ course: { _id: 'new-course' } }, 201);
      }
      if (path === '/api/admin/courses/instructors') return json({ instructors: [{ _id: 'gv-1', name: 'Trần Giảng Viên', email: 'gv@example.vn' }] });
      if (path === '/api/categories') return json({ categories: [{ _id: 'cat-1', name: 'Facebook Ads', slug: 'fb', isActive: true }] });
      return json({ message: 'Không tìm thấy.' }, 404);
    }),
  );
  // A data router, as in the app: the editor guards unsaved edits with react-router's blocker.
  const router = createMemoryRouter(
    [
      { path: '/admin/courses/create', element: <AdminCourseEditorPage /> },
      { path: '/admin/courses/:courseId/edit', element: <p>Trang sửa</p> },
    ],
    { initialEntries: ['/admin/courses/create'] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return writes;
}
afterEach(() => vi.unstubAllGlobals());

describe('AdminCourseEditorPage', () => {
  it('creates a course on behalf of the chosen instructor', async () => {
    const writes = serve();
    // A wait bound, not a time check: on a loaded machine the data router's first loads took seconds.
    await screen.findByRole('option', { name: /Trần Giảng Viên/ }, { timeout: 15_000 });
    fireEvent.change(screen.getByTestId('instructor-picker'), { target: { value: 'gv-1' } });
    fireEvent.change(screen.getByLabelText('Tên khóa học'), { target: { value: 'Zalo OA bán hàng' } });
    fireEvent.change(screen.getByLabelText('Mô tả ngắn'), { target: { value: 'Chăm khách bằng Zalo.' } });
    await screen.findByRole('option', { name: 'Facebook Ads' });
    fireEvent.change(screen.getByLabelText('Danh mục'), { target: { value: 'cat-1' } });
    fireEvent.change(screen.getByLabelText('Giá bán (VND)'), { target: { value: '399000' } });
    fireEvent.change(screen.getByLabelText('Tên chương 1'), { target: { value: 'Chương 1' } });
    fireEvent.change(screen.getByLabelText('Tên bài 1 chương 1'), { target: { value: 'Bài 1' } });
    fireEvent.click(screen.getByTestId('save-course'));

    expect(await screen.findByText('Trang sửa')).toBeTruthy();
    expect(writes).toHaveLength(1);
    expect([writes[0].method, new URL(writes[0].url).pathname]).toEqual(['POST', '/api/admin/courses']);
    const data = JSON.parse(String((await writes[0].formData()).get('data')));
    expect(data).toMatchObject({ instructorId: 'gv-1', title: 'Zalo OA bán hàng', price: 399000, categoryId: 'cat-1' });
  }, 30_000);
});
