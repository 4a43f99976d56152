import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../test/renderWithQuery';
import AdminToolsPage from './AdminToolsPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const veo = {
  _id: 't1',
  slug: 'veo3',
  name: 'Veo3 Max',
  shortDescription: 'Làm video AI',
  description: '',
  thumbnailUrl: null,
  isActive: true,
  priceFrom: 199000,
  currency: 'VND',
  plansCount: 1,
  plans: [{ _id: 'p1', name: 'Gói tháng', price: 199000, durationDays: 30, features: ['Xuất 4K'] }],
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

function serve() {
  const writes: { method: string; path: string; data: Record<string, unknown> }[] = [];
  let tools = [veo];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (request.method === 'GET') return json({ tools, pagination: { currentPage: 1, totalPages: 1, totalItems: tools.length, itemsPerPage: 10 } });
      const data = JSON.parse(String((await request.formData()).get('data'))) as Record<string, unknown>;
      writes.push({ method: request.method, path, data });
      const saved = {
        ...veo,
        ...data,
        _id: request.method === 'POST' ? 't2' : 't1',
        slug: request.method === 'POST' ? 'zalo' : 'veo3',
        plansCount: (data.plans as unknown[]).length,
      };
      tools = request.method === 'POST' ? [...tools, saved] : tools.map((tool) => (tool._id === saved._id ? saved : tool));
      return json({ tool: saved }, request.method === 'POST' ? 201 : 200);
    }),
  );
  renderWithQuery(
    <MemoryRouter>
      <AdminToolsPage />
    </MemoryRouter>,
  );
  return writes;
}
afterEach(() => vi.unstubAllGlobals());

describe('AdminToolsPage', () => {
  it('checks plan prices before sending, then creates a tool with its plans', async () => {
    const writes = serve();
    await screen.findByTestId('admin-tool-veo3');
    fireEvent.click(screen.getByTestId('add-tool'));
    const form = within(screen.getByTestId('tool-form'));
    fireEvent.change(form.getByLabelText('Tên phần mềm'), { target: { value: 'Trợ lý Zalo OA' } });
    fireEvent.change(form.getByLabelText('Mô tả ngắn'), { target: { value: 'Chăm sóc khách tự động.' } });
    fireEvent.change(form.getByLabelText('Tên gói 1'), { target: { value: 'Gói năm' } });
    fireEvent.change(form.getByLabelText('Giá (VND)'), { target: { value: '1.990.000' } });
    fireEvent.click(form.getByTestId('save-tool'));
    expect(form.getByTestId('tool-form-error').textContent).toBe('Giá gói "Gói năm" phải là số nguyên VND không âm.');
    expect(writes).toHaveLength(0);

    fireEvent.change(form.getByLabelText('Giá (VND)'), { target: { value: '1990000' } });
    fireEvent.change(form.getByLabelText('Thời hạn (ngày)'), { target: { value: '365' } });
    fireEvent.change(form.getByLabelText('Tính năng gói 1 1'), { target: { value: 'Không giới hạn tin nhắn' } });
    fireEvent.click(form.getByTestId('save-tool'));
    expect(await screen.findByTestId('admin-tool-zalo')).toBeTruthy();
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: '/api/tools',
      data: { name: 'Trợ lý Zalo OA', isActive: true, plans: [{ name: 'Gói năm', price: 1990000, durationDays: 365, features: ['Không giới hạn tin nhắn'] }] },
    });
  });

  it('edits a tool keeping its plan ids, and replaces its card', async () => {
    const writes = serve();
    fireEvent.click(within(await screen.findByTestId('admin-tool-veo3')).getByRole('button', { name: 'Sửa' }));
    const form = within(screen.getByTestId('tool-form'));
    fireEvent.click(form.getByLabelText(/Hiển thị trên trang Phần mềm/));
    fireEvent.click(form.getByTestId('save-tool'));
    expect(await within(screen.getByTestId('admin-tool-veo3')).findByText('Đang ẩn')).toBeTruthy();
    expect(writes[0]).toMatchObject({ method: 'PUT', path: '/api/tools/t1', data: { isActive: false, plans: [{ _id: 'p1', price: 199000 }] } });
  });
});
