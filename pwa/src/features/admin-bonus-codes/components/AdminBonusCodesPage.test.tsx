import { fireEvent, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatVnd } from '../../../lib/format';
import { renderWithQuery } from '../../../test/renderWithQuery';
import AdminBonusCodesPage from './AdminBonusCodesPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const bonusCode = (id: string, code: string, changes: Record<string, unknown> = {}) => ({
  _id: id,
  code,
  amount: 50000,
  validityDays: 30,
  usageLimit: null,
  timesUsed: 4,
  isActive: true,
  createdAt: '2026-11-01T00:00:00Z',
  ...changes,
});

/** The bonus codes API as the server answers it. */
function serve() {
  const writes: { method: string; path: string; body?: unknown }[] = [];
  const rows = [bonusCode('b1', 'CHAO2027', { usageLimit: 200 }), bonusCode('b2', 'TRIAN', { amount: 100000, validityDays: 7, isActive: false })];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (request.method === 'GET') return json({ bonusCodes: rows });
      const body = request.method === 'DELETE' ? undefined : ((await request.json()) as Record<string, unknown>);
      writes.push({ method: request.method, path, body });
      if (request.method === 'POST') return json({ bonusCode: bonusCode('b3', String(body?.code), { ...body, timesUsed: 0 }) });
      return json({ _id: path.split('/').pop() });
    }),
  );
  renderWithQuery(<AdminBonusCodesPage />);
  return writes;
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AdminBonusCodesPage', () => {
  it('lists each code with its amount, validity, usage and status', async () => {
    serve();
    expect(screen.getByRole('heading', { name: 'Mã thưởng' })).toBeTruthy();
    const first = await screen.findByTestId('bonus-code-row-CHAO2027');
    expect(first.textContent).toContain(formatVnd(50000));
    expect(within(first).getByText('30 ngày')).toBeTruthy();
    expect(within(first).getByText('4 / 200')).toBeTruthy();
    expect(within(first).getByText('Hoạt động')).toBeTruthy();
    const second = screen.getByTestId('bonus-code-row-TRIAN');
    expect(within(second).getByText('4 / ∞')).toBeTruthy();
    expect(within(second).getByText('Không hoạt động')).toBeTruthy();
  });

  it('creates a generated code after checking the amount, then closes and lists it', async () => {
    const writes = serve();
    await screen.findByTestId('bonus-code-row-CHAO2027');
    fireEvent.click(screen.getByTestId('add-bonus-code'));
    const form = within(screen.getByTestId('bonus-code-form'));
    fireEvent.click(form.getByRole('button', { name: 'Tạo mã ngẫu nhiên' }));
    const code = form.getByLabelText<HTMLInputElement>('Mã thưởng').value;
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    fireEvent.click(form.getByTestId('save-bonus-code'));
    expect(form.getByTestId('bonus-code-form-error').textContent).toBe('Số tiền thưởng phải là số nguyên VND lớn hơn 0.');
    expect(writes).toHaveLength(0);

    fireEvent.change(form.getByLabelText('Số tiền thưởng (VND)'), { target: { value: '20.000' } });
    fireEvent.change(form.getByLabelText('Giới hạn lượt nhận (không bắt buộc)'), { target: { value: '500' } });
    fireEvent.click(form.getByTestId('save-bonus-code'));

    await screen.findByTestId(`bonus-code-row-${code}`);
    expect(screen.queryByTestId('bonus-code-form')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Đã tạo mã thưởng.');
    expect(writes).toEqual([{ method: 'POST', path: '/api/admin/bonus-codes', body: { code, amount: 20000, validityDays: 30, usageLimit: 500, isActive: true } }]);
  });

  it('asks before deleting, then removes the row', async () => {
    const writes = serve();
    fireEvent.click(within(await screen.findByTestId('bonus-code-row-TRIAN')).getByRole('button', { name: 'Xóa' }));
    expect(writes).toHaveLength(0);
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Xóa' }));
    await vi.waitFor(() => expect(screen.queryByTestId('bonus-code-row-TRIAN')).toBeNull());
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(writes).toEqual([{ method: 'DELETE', path: '/api/admin/bonus-codes/b2', body: undefined }]);
    expect(toast.success).toHaveBeenCalledWith('Đã xóa mã thưởng.');
  });
});
