import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall, type ApiReply } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import AdminOrderDetailPage from './AdminOrderDetailPage';
import { orderDetail, previewOf } from './testData';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

function renderPage(routes: Record<string, ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>)>) {
  const calls = fakeApi(routes);
  renderWithQuery(
    <MemoryRouter initialEntries={['/admin/orders/o1']}>
      <Routes>
        <Route path="/admin/orders/:orderId" element={<AdminOrderDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

const account = { bankBin: '970436', bankName: 'Vietcombank', accountNumber: '0451000123456', accountHolder: 'NGUYEN THI LAN' };
const paidOrder = () => {
  const detail = orderDetail({ refundRequests: [], buyerPayoutAccount: account });
  return { ...detail, order: { ...detail.order, status: 'paid' as const } };
};

describe('AdminOrderDetailPage', () => {
  it('shows the lines, where the money came from and went, the commissions, refunds and the open request', async () => {
    const detail = orderDetail();
    renderPage({
      'GET /api/admin/orders/o1': {
        body: {
          ...detail,
          order: {
            ...detail.order,
            refundedAmount: 100_000,
            lines: [
              { ...detail.order.lines[0], refundedAmount: 100_000, refundable: 400_000 },
              { ...detail.order.lines[1], refundable: 0, refundedAmount: 300_000, accessRevoked: true },
            ],
          },
          commissions: [
            { ...detail.commissions[0], status: 'pending', reversedAmount: 30_000 },
            { _id: 'k2', orderItemId: 'i2', tier: 'team', affiliateName: 'Lê Văn Đội', status: 'reversed', recordedAmount: 60_000, reversedAmount: 60_000 },
          ],
        },
      },
    });
    const page = await screen.findByTestId('admin-order-detail');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toContain('DHAAAA2222');
    expect(within(page).getByRole('heading', { level: 1 }).querySelector('[data-tone]')?.textContent).toBe('Chờ hoàn tiền');
    expect(text(page)).toContain('0912345678');

    const first = screen.getByTestId('order-line-i1');
    expect(text(first)).toContain('GV Trần Văn Giảng');
    expect(text(first)).toContain('400.000 ₫');
    expect(text(first)).toContain('10%');
    expect(within(first).getByText('Còn hiệu lực').dataset.tone).toBe('green');
    expect(within(screen.getByTestId('order-line-i2')).getByText('Đã thu hồi').dataset.tone).toBe('red');

    expect(text(screen.getByTestId('order-payment'))).toContain('Chuyển khoản800.000 ₫');
    expect(text(screen.getByTestId('order-bank-transfers'))).toContain('FT2632800001');
    const commissions = screen.getByTestId('order-commissions');
    expect(within(commissions).getByText('Đã hoàn tiền').dataset.tone).toBe('red');
    expect(text(commissions)).toContain('Đội nhóm');
    expect(text(commissions)).toContain('30.000 ₫');
    // As recorded at the sale, then what refunds took back and what is left: never one bare amount.
    expect(screen.getAllByTestId('commission-recorded').map((cell) => cell.textContent?.replace(/\s/g, ' '))).toEqual(['150.000 ₫', '60.000 ₫']);
    expect(text(commissions)).toContain('Ghi nhận lúc bán');
    expect(text(commissions)).toContain('thu hồi 30.000 ₫ · còn 120.000 ₫');
    expect(text(screen.getByTestId('order-ledger'))).toContain('Thu nhập giảng viên · Trần Văn Giảng+560.000 ₫');
    expect(text(screen.getByTestId('order-ledger'))).toContain('Tiền về từ ngân hàng-800.000 ₫');

    const request = screen.getByTestId('open-refund-request');
    expect(text(request)).toContain('muốn nhận qua ví chính');
    expect(text(request)).toContain('Nội dung khóa học không như mô tả.');
    expect(within(screen.getByTestId('order-refund-requests')).getByText('Đang chờ duyệt hoàn tiền').dataset.tone).toBe('yellow');
  });

  it('refunds part of a line by bank transfer: the VietQR to the buyer, the memo, the reference required', async () => {
    let refunded = false;
    const calls = renderPage({
      'GET /api/admin/orders/o1': () => ({
        body: refunded ? { ...paidOrder(), order: { ...paidOrder().order, status: 'partially_refunded', refundedAmount: 200_000 } } : paidOrder(),
      }),
      'POST /api/admin/orders/o1/refund-preview': (call) => {
        const body = call.body as { lines?: { amount: number }[]; method: 'bank_transfer' };
        const amount = body.lines ? body.lines.reduce((sum, line) => sum + line.amount, 0) : 800_000;
        return { body: previewOf(amount, body.method, {}, '<svg xmlns="http://www.w3.org/2000/svg"></svg>') };
      },
      'POST /api/admin/orders/o1/refunds': () => {
        refunded = true;
        return { body: { message: 'Đã hoàn 200.000 ₫ cho đơn hàng DHAAAA2222.', refund: {} } };
      },
    });
    fireEvent.click(await screen.findByTestId('open-refund'));
    const dialog = within(await screen.findByTestId('refund-dialog'));
    expect(((await dialog.findByRole('checkbox', { name: 'Hoàn tiền SEO website' })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(dialog.getByRole('radio', { name: 'Chuyển khoản ngân hàng' }));
    const previews = () => calls.filter((call) => call.path.endsWith('/refund-preview')).map((call) => call.body);
    await waitFor(() => expect(dialog.getByRole('img').getAttribute('alt')?.replace(/\s/g, ' ')).toContain('Mã VietQR chuyển 800.000 ₫ tới Vietcombank 0451000123456'));
    // The dialog opens on a full refund to the wallet, previewed at once; the bank choice is previewed again.
    expect(previews()).toEqual([{ method: 'wallet' }, { method: 'bank_transfer' }]);
    const bank = dialog.getByTestId('refund-bank');
    expect(text(bank)).toContain('NGUYEN THI LAN');
    expect(text(bank)).toContain('Nội dung: HOAN TIEN DHAAAA2222');

    // Over what is left: said at once, nothing asked of the server.
    fireEvent.change(dialog.getByLabelText('Số tiền hoàn cho Quảng cáo Facebook'), { target: { value: '600000' } });
    expect(text(dialog.getByTestId('refund-preview'))).toContain('Số tiền hoàn của "Quảng cáo Facebook" vượt quá phần còn có thể hoàn (500.000 ₫).');
    fireEvent.change(dialog.getByLabelText('Số tiền hoàn cho Quảng cáo Facebook'), { target: { value: '200000' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Hoàn tiền SEO website' }));
    await waitFor(() => expect(text(dialog.getByTestId('preview-to-bank'))).toContain('200.000 ₫'));
    expect(previews().slice(2)).toEqual([{ lines: [{ orderItemId: 'i1', amount: 200_000 }], method: 'bank_transfer' }]);

    fireEvent.click(screen.getByTestId('refund-confirm'));
    expect((await dialog.findByTestId('refund-error')).textContent).toBe('Hãy nhập mã tham chiếu của giao dịch chuyển khoản hoàn tiền.');
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/refunds'))).toBe(false);

    fireEvent.change(dialog.getByLabelText('Mã giao dịch ngân hàng'), { target: { value: ' FT26329000111 ' } });
    fireEvent.change(dialog.getByLabelText('Ghi chú (không bắt buộc)'), { target: { value: 'Hoàn một phần theo thỏa thuận' } });
    fireEvent.click(screen.getByTestId('refund-confirm'));
    await waitFor(() => expect(screen.queryByTestId('refund-dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST' && call.path.endsWith('/refunds'))?.body).toMatchObject({
      lines: [{ orderItemId: 'i1', amount: 200_000 }],
      method: 'bank_transfer',
      reference: 'FT26329000111',
      reason: 'Hoàn một phần theo thỏa thuận',
    });
    expect(toast.success).toHaveBeenCalledWith('Đã hoàn 200.000 ₫ cho đơn hàng DHAAAA2222.');
    expect(await screen.findByText('Hoàn tiền một phần')).toBeTruthy();
  });

  it('sends one refund for a double click and keeps the buttons disabled until it answers', async () => {
    let answer: (reply: ApiReply) => void = () => undefined;
    const calls = renderPage({
      'GET /api/admin/orders/o1': { body: paidOrder() },
      'POST /api/admin/orders/o1/refund-preview': { body: previewOf(800_000, 'wallet') },
      'POST /api/admin/orders/o1/refunds': () => new Promise<ApiReply>((resolve) => (answer = resolve)),
    });
    fireEvent.click(await screen.findByTestId('open-refund'));
    await within(await screen.findByTestId('refund-dialog')).findByRole('checkbox', { name: 'Hoàn tiền SEO website' });
    const confirm = screen.getByTestId('refund-confirm') as HTMLButtonElement;
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.disabled).toBe(true));
    expect(confirm.textContent).toBe('Đang hoàn tiền...');
    const refunds = () => calls.filter((call) => call.method === 'POST' && call.path.endsWith('/refunds'));
    expect(refunds()).toHaveLength(1);
    answer({ body: { message: 'Đã hoàn 800.000 ₫ cho đơn hàng DHAAAA2222.', refund: {} } });
    await waitFor(() => expect(screen.queryByTestId('refund-dialog')).toBeNull());
    expect(refunds()).toHaveLength(1);
  });

  it('says when the order does not exist', async () => {
    renderPage({ 'GET /api/admin/orders/o1': { status: 404, body: { message: 'Không tìm thấy đơn hàng.', code: 'ORDER_NOT_FOUND' } } });
    expect((await screen.findByTestId('admin-order-not-found')).textContent).toContain('Không tìm thấy đơn hàng');
  });
});
