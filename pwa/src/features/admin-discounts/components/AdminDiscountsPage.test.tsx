import { fireEvent, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatVnd } from '../../../lib/format';
import { renderWithQuery } from '../../../test/renderWithQuery';
import AdminDiscountsPage from './AdminDiscountsPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const discount = (id: string, code: string, changes: Record<string, unknown> = {}) => ({
  _id: id,
  code,
  type: 'percentage',
  value: 20,
  expiresAt: null,
  usageLimit: null,
  timesUsed: 3,
  timesReserved: 0,
  isActive: true,
  status: 'active',
  appliesTo: 'all',
  applicableCourses: [],
  applicableTools: [],
  createdAt: '2026-11-01T00:00:00Z',
  ...changes,
});
const TOOL_PLANS = [
  { _id: 'p1', name: 'Gói tháng', price: 199000, toolId: { _id: 't1', name: 'Veo3 Max', thumbnailUrl: null } },
  { _id: 'p2', name: 'Gói năm', price: 1990000, toolId: { _id: 't1', name: 'Veo3 Max', thumbnailUrl: null } },
];

/** The discounts API as the server answers it; `failWith` makes every save fail with that message. */
function serve(failWith?: string) {
  const writes: { method: string; path: string; body?: unknown }[] = [];
  const rows = [
    discount('d1', 'TET2027', { usageLimit: 100, expiresAt: '2027-01-31T16:59:59.000Z' }),
    discount('d2', 'GIAM50K', { type: 'fixed_amount', value: 50000, isActive: false, status: 'inactive', usageLimit: 0 }),
    // Still switched on, but the server reads them as past their expiry / out of uses.
    discount('d4', 'HETHAN', { expiresAt: '2026-01-31T16:59:59.000Z', status: 'expired' }),
    discount('d5', 'HETLUOT', { usageLimit: 5, timesUsed: 4, timesReserved: 1, status: 'used_up' }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === '/api/admin/discounts/list-tool-plans') return json({ toolPlans: TOOL_PLANS });
      if (request.method === 'GET') return json({ discounts: rows });
      const body = request.method === 'DELETE' ? undefined : ((await request.json()) as Record<string, unknown>);
      writes.push({ method: request.method, path, body });
      if (failWith) return json({ message: failWith, code: 'DISCOUNT_CODE_TAKEN' }, 409);
      if (request.method === 'POST') return json({ discount: discount('d3', String(body?.code), { ...body, timesUsed: 0 }) });
      if (request.method === 'PUT') return json({ discount: { ...rows.find((row) => path.endsWith(row._id)), ...body } });
      return json({ _id: path.split('/').pop() });
    }),
  );
  renderWithQuery(<AdminDiscountsPage />);
  return writes;
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('AdminDiscountsPage', () => {
  it('lists each code with its value, usage, expiry and status', async () => {
    serve();
    expect(screen.getByRole('heading', { name: 'Mã giảm giá' })).toBeTruthy();
    const tet = within(await screen.findByTestId('discount-row-TET2027'));
    expect(tet.getByText('20%')).toBeTruthy();
    expect(tet.getByText('3 / 100')).toBeTruthy();
    expect(tet.getByText('31/01/2027')).toBeTruthy();
    expect(tet.getByText('Hoạt động')).toBeTruthy();
    const fixedRow = screen.getByTestId('discount-row-GIAM50K');
    // formatVnd puts a no-break space before ₫, which getByText would normalise away.
    expect(fixedRow.textContent).toContain(formatVnd(50000));
    const fixed = within(fixedRow);
    expect(fixed.getByText('3 / ∞')).toBeTruthy();
    expect(fixed.getByText('Không hết hạn')).toBeTruthy();
    expect(fixed.getByText('Không hoạt động')).toBeTruthy();
  });

  it('shows the status the server read: an expired or used-up code is not active, even while switched on', async () => {
    serve();
    const expired = within(await screen.findByTestId('discount-row-HETHAN'));
    expect(expired.getByText('Hết hạn')).toBeTruthy();
    expect(expired.queryByText('Hoạt động')).toBeNull();
    expect(expired.getByText('Hết hạn').getAttribute('data-tone')).toBe('neutral');
    const usedUp = within(screen.getByTestId('discount-row-HETLUOT'));
    expect(usedUp.getByText('Hết lượt')).toBeTruthy();
    expect(usedUp.getByText('4 / 5')).toBeTruthy();
    expect(usedUp.getByText('1 đang giữ')).toBeTruthy();
    expect(within(screen.getByTestId('discount-row-TET2027')).getByText('Hoạt động').getAttribute('data-tone')).toBe('green');
  });

  it('refuses a form without a code and sends nothing', async () => {
    const writes = serve();
    await screen.findByTestId('discount-row-TET2027');
    fireEvent.click(screen.getByTestId('add-discount'));
    const form = within(screen.getByTestId('discount-form'));
    fireEvent.change(form.getByLabelText('Giá trị'), { target: { value: '15' } });
    fireEvent.click(form.getByTestId('save-discount'));
    expect(form.getByTestId('discount-form-error').textContent).toBe('Mã code và Giá trị là bắt buộc.');
    expect(writes).toHaveLength(0);
    expect(screen.getByTestId('discount-form')).toBeTruthy();
  });

  it('creates an uppercased code for chosen tool plans, then closes and lists it', async () => {
    const writes = serve();
    await screen.findByTestId('discount-row-TET2027');
    fireEvent.click(screen.getByTestId('add-discount'));
    const form = within(screen.getByTestId('discount-form'));
    fireEvent.change(form.getByLabelText('Mã code'), { target: { value: 'veo-sale' } });
    expect(form.getByLabelText<HTMLInputElement>('Mã code').value).toBe('VEO-SALE');
    fireEvent.change(form.getByLabelText('Loại giảm giá'), { target: { value: 'fixed_amount' } });
    fireEvent.change(form.getByLabelText('Giá trị'), { target: { value: '30000' } });
    fireEvent.change(form.getByLabelText('Áp dụng cho'), { target: { value: 'specific_tools' } });
    fireEvent.click(await form.findByLabelText('Veo3 Max – Gói năm'));
    fireEvent.click(form.getByTestId('save-discount'));

    await screen.findByTestId('discount-row-VEO-SALE');
    expect(screen.queryByTestId('discount-form')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Đã tạo mã giảm giá.');
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/admin/discounts',
        body: { code: 'VEO-SALE', type: 'fixed_amount', value: 30000, isActive: true, appliesTo: 'specific_tools', applicableCourses: [], applicableTools: ['p2'] },
      },
    ]);
  });

  it('keeps the form open with the server message when the save fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const writes = serve('Mã code này đã tồn tại. Vui lòng chọn mã khác.');
    fireEvent.click(within(await screen.findByTestId('discount-row-TET2027')).getByRole('button', { name: 'Sửa' }));
    const form = within(screen.getByTestId('discount-form'));
    fireEvent.change(form.getByLabelText('Mã code'), { target: { value: 'giam50k' } });
    fireEvent.click(form.getByTestId('save-discount'));

    expect((await form.findByTestId('discount-form-error')).textContent).toBe('Mã code này đã tồn tại. Vui lòng chọn mã khác.');
    expect(screen.getByTestId('discount-form')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Mã code này đã tồn tại. Vui lòng chọn mã khác.');
    expect(logged).toHaveBeenCalled();
    expect(writes).toMatchObject([{ method: 'PUT', path: '/api/admin/discounts/d1', body: { code: 'GIAM50K', expiresAt: '2027-01-31T23:59:59+07:00', usageLimit: 100 } }]);
  });

  it('asks before deleting, then removes the row', async () => {
    const writes = serve();
    fireEvent.click(within(await screen.findByTestId('discount-row-GIAM50K')).getByRole('button', { name: 'Xóa' }));
    expect(writes).toHaveLength(0);
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Xóa' }));
    await vi.waitFor(() => expect(screen.queryByTestId('discount-row-GIAM50K')).toBeNull());
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(screen.getByTestId('discount-row-TET2027')).toBeTruthy();
    expect(writes).toEqual([{ method: 'DELETE', path: '/api/admin/discounts/d2', body: undefined }]);
    expect(toast.success).toHaveBeenCalledWith('Đã xóa mã giảm giá.');
  });
});
