import { fireEvent, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../test/renderWithQuery';
import AdminCategoriesPage from './AdminCategoriesPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const category = (id: string, name: string, slug: string, coursesCount: number, isActive = true) => ({
  _id: id,
  name,
  slug,
  description: null,
  isActive,
  coursesCount,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
});

/** A tiny categories API: keeps its rows, refuses to delete one that still has courses (409 as the server does). */
function serve() {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  let rows = [category('c1', 'Facebook Ads', 'facebook-ads', 3), category('c2', 'SEO', 'seo', 0)];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      const body = request.method === 'POST' || request.method === 'PUT' ? ((await request.json()) as Record<string, unknown>) : undefined;
      calls.push({ method: request.method, path, body });
      const id = path.split('/')[3];
      const found = rows.find((row) => row._id === id);
      if (request.method === 'GET') return json({ categories: rows });
      if (request.method === 'POST') {
        const created = { ...category('c3', String(body?.name), 'email-marketing', 0), isActive: Boolean(body?.isActive) };
        rows = [...rows, created];
        return json({ category: created }, 201);
      }
      if (!found) return json({ message: 'Không tìm thấy danh mục.' }, 404);
      if (request.method === 'PATCH') {
        rows = rows.map((row) => (row._id === id ? { ...row, isActive: !row.isActive } : row));
        return json({ category: rows.find((row) => row._id === id) });
      }
      if (request.method === 'PUT') {
        rows = rows.map((row) => (row._id === id ? { ...row, name: String(body?.name) } : row));
        return json({ category: rows.find((row) => row._id === id) });
      }
      if (found.coursesCount > 0) return json({ message: 'Không thể xóa danh mục đang có khóa học.' }, 409);
      rows = rows.filter((row) => row._id !== id);
      return json({ _id: id });
    }),
  );
  renderWithQuery(<AdminCategoriesPage />);
  return calls;
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AdminCategoriesPage', () => {
  it('lists every category with its course count and visibility', async () => {
    serve();
    const row = within(await screen.findByTestId('category-row-facebook-ads'));
    expect(row.getByText('3')).toBeTruthy();
    expect(row.getByText('Đang hiện')).toBeTruthy();
  });

  it('asks for a name before sending, then adds the category to the table', async () => {
    const calls = serve();
    await screen.findByTestId('category-row-seo');
    fireEvent.click(screen.getByTestId('add-category'));
    const form = within(screen.getByTestId('category-form'));
    fireEvent.click(form.getByTestId('save-category'));
    expect(form.getByTestId('category-form-error').textContent).toBe('Vui lòng nhập tên danh mục.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(form.getByLabelText('Tên danh mục'), { target: { value: '  Email Marketing ' } });
    fireEvent.click(form.getByLabelText(/Hiển thị trên trang Khóa học/));
    fireEvent.click(form.getByTestId('save-category'));
    const created = within(await screen.findByTestId('category-row-email-marketing'));
    expect(created.getByText('Đang ẩn')).toBeTruthy();
    expect(screen.queryByTestId('category-form')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Email Marketing', description: null, isActive: false });
  });

  it('hides and shows a category in place', async () => {
    const calls = serve();
    const row = within(await screen.findByTestId('category-row-seo'));
    fireEvent.click(row.getByRole('button', { name: 'Ẩn' }));
    expect(await row.findByText('Đang ẩn')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', path: '/api/categories/c2/toggle-active' });
    fireEvent.click(row.getByRole('button', { name: 'Hiện' }));
    expect(await row.findByText('Đang hiện')).toBeTruthy();
  });

  it('renames a category', async () => {
    serve();
    fireEvent.click(within(await screen.findByTestId('category-row-seo')).getByRole('button', { name: 'Sửa' }));
    const form = within(screen.getByTestId('category-form'));
    fireEvent.change(form.getByLabelText('Tên danh mục'), { target: { value: 'SEO & Content' } });
    fireEvent.click(form.getByTestId('save-category'));
    expect(await within(screen.getByTestId('category-row-seo')).findByText('SEO & Content')).toBeTruthy();
  });

  it('deletes after confirmation, and keeps a category that still has courses with the server reason', async () => {
    serve();
    fireEvent.click(within(await screen.findByTestId('category-row-facebook-ads')).getByRole('button', { name: 'Xóa' }));
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Xóa' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Không thể xóa danh mục đang có khóa học.'));
    expect(screen.getByTestId('category-row-facebook-ads')).toBeTruthy();

    fireEvent.click(within(screen.getByTestId('category-row-seo')).getByRole('button', { name: 'Xóa' }));
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Xóa' }));
    await vi.waitFor(() => expect(screen.queryByTestId('category-row-seo')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Đã xóa danh mục.');
  });
});
