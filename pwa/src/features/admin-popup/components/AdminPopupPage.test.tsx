import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../test/renderWithQuery';
import AdminPopupPage from './AdminPopupPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const popup = (id: string, title: string, isActive: boolean, createdAt: string) => ({ _id: id, title, imageUrl: `/uploads/${id}.webp`, link: null, isActive, createdAt });

/** The popups API and the content image upload, as the server answers them. */
function serve() {
  const writes: { method: string; path: string; body?: unknown }[] = [];
  const rows = [popup('p1', 'Black Friday', true, '2026-11-20T00:00:00Z'), popup('p2', 'Tết', true, '2026-11-01T00:00:00Z')];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (request.method === 'GET') return json({ popups: rows });
      if (path === '/api/admin/page-contents/images') {
        writes.push({ method: 'POST', path, body: ((await request.formData()).get('image') as File).name });
        return json({ url: '/uploads/content/new.webp' }, 201);
      }
      const body = request.method === 'DELETE' ? undefined : ((await request.json()) as Record<string, unknown>);
      writes.push({ method: request.method, path, body });
      if (request.method === 'POST') return json({ ...body, _id: 'p3', createdAt: '2026-11-22T00:00:00Z' }, 201);
      if (request.method === 'PUT') return json({ ...rows.find((row) => path.endsWith(row._id)), ...body });
      return json({ _id: path.split('/').pop() });
    }),
  );
  renderWithQuery(<AdminPopupPage />);
  return writes;
}
afterEach(() => vi.unstubAllGlobals());

describe('AdminPopupPage', () => {
  it('marks the newest active popup as the one visitors see', async () => {
    serve();
    expect(within(await screen.findByTestId('admin-popup-p1')).getByText('Đang hiển thị')).toBeTruthy();
    expect(within(screen.getByTestId('admin-popup-p2')).getByText('Bật (chờ lượt)')).toBeTruthy();
  });

  it('needs a title and an image, uploads the picture, and puts the new popup first', async () => {
    const writes = serve();
    await screen.findByTestId('admin-popup-p1');
    fireEvent.click(screen.getByTestId('add-popup'));
    const form = within(screen.getByTestId('popup-form'));
    fireEvent.change(form.getByLabelText('Tiêu đề'), { target: { value: 'Ưu đãi 12.12' } });
    fireEvent.click(form.getByTestId('save-popup'));
    expect(form.getByTestId('popup-form-error').textContent).toBe('Vui lòng tải ảnh lên hoặc dán đường dẫn ảnh popup.');

    fireEvent.change(form.getByLabelText('Ảnh popup'), { target: { files: [new File(['x'], 'banner.png', { type: 'image/png' })] } });
    await vi.waitFor(() => expect(form.getByLabelText<HTMLInputElement>('Hoặc dán đường dẫn ảnh').value).toBe('/uploads/content/new.webp'));
    fireEvent.change(form.getByLabelText('Liên kết khi bấm vào ảnh'), { target: { value: '/courses/facebook-ads' } });
    fireEvent.click(form.getByTestId('save-popup'));

    await screen.findByTestId('admin-popup-p3');
    const cards = screen.getAllByTestId(/^admin-popup-/);
    expect(cards[0].dataset.testid).toBe('admin-popup-p3');
    expect(within(cards[0]).getByText('Đang hiển thị')).toBeTruthy();
    expect(writes.at(-1)).toEqual({
      method: 'POST',
      path: '/api/popups',
      body: { title: 'Ưu đãi 12.12', imageUrl: '/uploads/content/new.webp', link: '/courses/facebook-ads', isActive: true },
    });
  });

  it('switching the live popup off hands the turn to the next active one', async () => {
    const writes = serve();
    fireEvent.click(within(await screen.findByTestId('admin-popup-p1')).getByRole('button', { name: 'Sửa' }));
    fireEvent.click(within(screen.getByTestId('popup-form')).getByLabelText('Đang bật'));
    fireEvent.click(within(screen.getByTestId('popup-form')).getByTestId('save-popup'));
    expect(await within(screen.getByTestId('admin-popup-p2')).findByText('Đang hiển thị')).toBeTruthy();
    expect(writes.at(-1)).toMatchObject({ method: 'PUT', path: '/api/popups/p1', body: { isActive: false } });
  });

  it('deletes after confirmation', async () => {
    const writes = serve();
    fireEvent.click(within(await screen.findByTestId('admin-popup-p2')).getByRole('button', { name: 'Xóa' }));
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Xóa' }));
    await vi.waitFor(() => expect(screen.queryByTestId('admin-popup-p2')).toBeNull());
    expect(writes.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/popups/p2' });
  });
});
