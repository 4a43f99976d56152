import { fireEvent, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../test/renderWithQuery';
import AdminBankTransfersPage from './AdminBankTransfersPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const transfer = (id: string, paymentCode: string | null, holdReason: string) => ({
  _id: id,
  provider: 'sepay',
  providerTransactionId: `sp-${id}`,
  amount: 499_000,
  content: `CK ${paymentCode ?? 'khong ma'} chuyen tien`,
  paymentCode,
  holdReason,
  reviewNote: null as string | null,
  status: 'held',
  createdAt: '2026-11-20T03:00:00Z',
});

/** The bank transfer review endpoints, filtering by status like the server; writes are recorded. */
function serve({ failConfirm = false } = {}) {
  const requests: { method: string; path: string; body?: unknown }[] = [];
  let rows = [
    transfer('b1', 'DH123', 'Số tiền không khớp: nhận 499.000 ₫, đơn hàng cần 500.000 ₫.'),
    transfer('b2', null, 'Không tìm thấy mã đơn hàng hay mã nạp tiền trong nội dung chuyển khoản.'),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (request.method === 'GET') {
        requests.push({ method: 'GET', path: `${url.pathname}${url.search}` });
        const status = url.searchParams.get('status');
        const shown = status ? rows.filter((row) => row.status === status) : rows;
        return json({ transfers: shown, pagination: { currentPage: 1, limit: 20, totalItems: shown.length, totalPages: 1 } });
      }
      const body = await request.json();
      requests.push({ method: request.method, path: url.pathname, body });
      if (failConfirm) return json({ message: 'Không tìm thấy đơn hàng hay yêu cầu nạp tiền với mã này.', code: 'PAYMENT_CODE_NOT_FOUND' }, 404);
      const [, , , , , id, action] = url.pathname.split('/');
      const { note = null } = body as { note?: string };
      rows = rows.map((row) => (row._id === id ? { ...row, status: action === 'confirm' ? 'confirmed' : 'rejected', reviewNote: note } : row));
      return json({ message: action === 'confirm' ? 'Đã xác nhận giao dịch và ghi nhận thanh toán.' : 'Đã từ chối giao dịch. Hãy hoàn tiền cho khách qua ngân hàng nếu cần.' });
    }),
  );
  renderWithQuery(<AdminBankTransfersPage />);
  return requests;
}

/** The last write: a review is followed by the lists' refetch. */
const lastWrite = (requests: { method: string }[]) => requests.filter((request) => request.method !== 'GET').at(-1);
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('AdminBankTransfersPage', () => {
  it('lists the held transfers with amount, memo, code found and hold reason', async () => {
    const requests = serve();
    const row = await screen.findByTestId('transfer-b1');
    expect(requests[0]).toEqual({ method: 'GET', path: '/api/admin/payments/bank-transfers?page=1&status=held' });
    expect(screen.getByRole('button', { name: 'Chờ duyệt' }).getAttribute('aria-pressed')).toBe('true');
    expect(text(row)).toContain('499.000 ₫');
    expect(within(row).getByText('CK DH123 chuyen tien')).toBeTruthy();
    expect(within(row).getByText('DH123')).toBeTruthy();
    expect(within(row).getByText('Số tiền không khớp: nhận 499.000 ₫, đơn hàng cần 500.000 ₫.')).toBeTruthy();
    expect(within(row).getByText('Chờ duyệt', { selector: 'span' }).dataset.tone).toBe('yellow');
    expect(within(screen.getByTestId('transfer-b2')).getAllByRole('cell')[3].textContent).toBe('-');
  });

  it('confirms a transfer with an optional note, then drops it from the held list', async () => {
    const requests = serve();
    fireEvent.click(within(await screen.findByTestId('transfer-b1')).getByRole('button', { name: 'Xác nhận' }));
    const modal = within(screen.getByTestId('review-transfer'));
    fireEvent.change(modal.getByLabelText('Ghi chú (không bắt buộc)'), { target: { value: 'Khách chuyển thiếu 1.000đ, chấp nhận.' } });
    fireEvent.click(modal.getByTestId('submit-review'));

    await vi.waitFor(() => expect(screen.queryByTestId('transfer-b1')).toBeNull());
    expect(lastWrite(requests)).toEqual({ method: 'POST', path: '/api/admin/payments/bank-transfers/b1/confirm', body: { note: 'Khách chuyển thiếu 1.000đ, chấp nhận.' } });
    expect(toast.success).toHaveBeenCalledWith('Đã xác nhận giao dịch và ghi nhận thanh toán.');
    expect(screen.queryByTestId('review-transfer')).toBeNull();
    expect(screen.getByTestId('transfer-b2')).toBeTruthy();
  });

  it('needs a payment code to confirm a transfer whose memo had none, and sends it uppercased', async () => {
    const requests = serve();
    fireEvent.click(within(await screen.findByTestId('transfer-b2')).getByRole('button', { name: 'Xác nhận' }));
    const modal = within(screen.getByTestId('review-transfer'));
    fireEvent.click(modal.getByTestId('submit-review'));
    expect(modal.getByTestId('review-transfer-error')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.change(modal.getByLabelText('Áp dụng cho mã thanh toán (không bắt buộc)'), { target: { value: ' nap456 ' } });
    fireEvent.click(modal.getByTestId('submit-review'));
    await vi.waitFor(() => expect(screen.queryByTestId('transfer-b2')).toBeNull());
    expect(lastWrite(requests)).toEqual({ method: 'POST', path: '/api/admin/payments/bank-transfers/b2/confirm', body: { paymentCode: 'NAP456' } });
  });

  it('rejects only with a note', async () => {
    const requests = serve();
    fireEvent.click(within(await screen.findByTestId('transfer-b1')).getByRole('button', { name: 'Từ chối' }));
    const modal = within(screen.getByTestId('review-transfer'));
    fireEvent.change(modal.getByLabelText('Lý do từ chối'), { target: { value: '   ' } });
    fireEvent.click(modal.getByTestId('submit-review'));
    expect(modal.getByTestId('review-transfer-error').textContent).toBe('Vui lòng nhập lý do từ chối.');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.change(modal.getByLabelText('Lý do từ chối'), { target: { value: 'Chuyển nhầm, đã hoàn tiền.' } });
    fireEvent.click(modal.getByTestId('submit-review'));
    await vi.waitFor(() => expect(screen.queryByTestId('transfer-b1')).toBeNull());
    expect(lastWrite(requests)).toEqual({ method: 'POST', path: '/api/admin/payments/bank-transfers/b1/reject', body: { note: 'Chuyển nhầm, đã hoàn tiền.' } });
    expect(toast.success).toHaveBeenCalledWith('Đã từ chối giao dịch. Hãy hoàn tiền cho khách qua ngân hàng nếu cần.');
  });

  it('keeps the row and the dialog when the server refuses, and toasts its message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ failConfirm: true });
    fireEvent.click(within(await screen.findByTestId('transfer-b1')).getByRole('button', { name: 'Xác nhận' }));
    fireEvent.click(within(screen.getByTestId('review-transfer')).getByTestId('submit-review'));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Không tìm thấy đơn hàng hay yêu cầu nạp tiền với mã này.'));
    expect(screen.getByTestId('transfer-b1')).toBeTruthy();
    expect(within(screen.getByTestId('review-transfer')).getByTestId('submit-review').hasAttribute('disabled')).toBe(false);
    expect(logged).toHaveBeenCalled();
  });

  it('shows the other statuses on request, without review buttons once settled', async () => {
    const requests = serve();
    await screen.findByTestId('transfer-b1');
    fireEvent.click(screen.getByRole('button', { name: 'Tất cả' }));
    await vi.waitFor(() => expect(requests.at(-1)?.path).toBe('/api/admin/payments/bank-transfers?page=1'));
    fireEvent.click(within(screen.getByTestId('transfer-b1')).getByRole('button', { name: 'Từ chối' }));
    const modal = within(screen.getByTestId('review-transfer'));
    fireEvent.change(modal.getByLabelText('Lý do từ chối'), { target: { value: 'Không rõ nguồn.' } });
    fireEvent.click(modal.getByTestId('submit-review'));

    const row = within(screen.getByTestId('transfer-b1'));
    expect(await row.findByText('Đã từ chối', { selector: 'span' })).toBeTruthy();
    expect(row.getByText('Ghi chú duyệt: Không rõ nguồn.')).toBeTruthy();
    expect(row.queryByRole('button', { name: 'Xác nhận' })).toBeNull();
  });
});
