import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventStream, fakeApi } from '../../../test/fakeApi';
import { createTestQueryClient, renderWithQuery } from '../../../test/renderWithQuery';
import { walletKeys } from '../../wallet';
import PaymentPage from './PaymentPage';

vi.mock('canvas-confetti', () => ({ default: { create: () => Object.assign(vi.fn(), { reset: vi.fn() }) } }));
vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const inHalfAnHour = () => new Date(Date.now() + 30 * 60_000).toISOString();
const payment = {
  bankName: 'Vietcombank',
  bankBin: '970436',
  accountNumber: '1023456789',
  accountName: 'CONG TY TNHH HOC VIEN MARKETING',
  amount: 798_400,
  memo: 'DHABCD2345',
  qrPayload: '000201...',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};
const order = (status: string, expiresAt = inHalfAnHour()) => ({
  _id: 'o1',
  code: 'DHABCD2345',
  status,
  paymentMethod: 'bank_transfer',
  items: [
    { kind: 'course', id: 'c1', title: 'Quảng cáo Facebook thực chiến', slug: 'facebook-ads', unitPrice: 499_000, discount: 99_800, amount: 399_200 },
    { kind: 'tool_plan', id: 'p1', title: 'Phần mềm Zalo – Gói tháng', slug: 'zalo', unitPrice: 499_000, discount: 99_800, amount: 399_200 },
  ],
  subtotal: 998_000,
  discountAmount: 199_600,
  total: 798_400,
  discountCode: 'GIAM20',
  expiresAt,
  paidAt: null,
  createdAt: new Date().toISOString(),
});
/** Text as read, with the no-break spaces of vi-VN currency made plain. */
const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');
const live = (status: string, kind = 'order', code = 'DHABCD2345') => ({ code, kind, status, settled: status !== 'pending' });

function renderAt(search: string, queryClient = createTestQueryClient()) {
  return renderWithQuery(
    <MemoryRouter initialEntries={[`/payment${search}`]}>
      <Routes>
        <Route path="/payment" element={<PaymentPage />} />
      </Routes>
    </MemoryRouter>,
    { queryClient },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('PaymentPage for an order', () => {
  it('shows the VietQR, the account, the exact amount and memo, then the paid screen as soon as the stream says so', async () => {
    // 'paid' comes once the pending page has been looked at (on a busy machine 5 ms is not enough to look).
    let bankPays!: () => void;
    const paid = new Promise((resolve) => (bankPays = () => resolve(live('paid'))));
    const calls = fakeApi({
      'GET /api/orders/o1': { body: { order: order('pending'), payment, demoMode: false } },
      'GET /api/payments/status/DHABCD2345/events': () => eventStream([live('pending'), paid]),
    });
    renderAt('?order=o1');

    expect(await screen.findByTestId('vietqr')).toBeTruthy();
    expect(text('payment-amount')).toBe('798.400 ₫');
    expect(screen.getByTestId('payment-memo').textContent).toBe('DHABCD2345');
    expect(screen.getByTestId('payment-account').textContent).toBe('1023456789');
    expect(screen.getByTestId('payment-countdown').textContent).toMatch(/^(30:00|29:5\d)$/);
    expect(screen.getByTestId('payment-expiry').textContent).toMatch(/^Đơn hàng hết hạn sau/);
    expect(screen.queryByTestId('simulate-transfer')).toBeNull();

    bankPays();
    const success = await screen.findByTestId('payment-success');
    expect(within(success).getByRole('heading').textContent).toBe('Thanh toán thành công!');
    expect(within(success).getByRole('link', { name: 'Quảng cáo Facebook thực chiến' }).getAttribute('href')).toBe('/learn/facebook-ads');
    expect(within(success).getByRole('link', { name: 'Vào khóa học của tôi' }).getAttribute('href')).toBe('/my-courses');
    // The stream carried the news: no polling was needed.
    expect(calls.filter((call) => call.path === '/api/orders/o1/status')).toHaveLength(0);
  });

  it('lists the account facts as a valid description list: each group holds its term and its value only (axe dlitem, definition-list)', async () => {
    fakeApi({
      'GET /api/orders/o1': { body: { order: order('pending'), payment, demoMode: false } },
      'GET /api/payments/status/DHABCD2345/events': () => eventStream([live('pending')]),
    });
    renderAt('?order=o1');

    const list = (await screen.findByTestId('bank-transfer')).querySelector('dl')!;
    const groups = [...list.children];
    expect(groups.length).toBeGreaterThanOrEqual(4);
    for (const group of groups) {
      expect(group.tagName).toBe('DIV');
      expect([...group.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);
    }
    // The copy button stays with its value.
    expect(within(screen.getByTestId('payment-memo').closest('dd')!).getByRole('button', { name: 'Sao chép nội dung chuyển khoản' })).toBeTruthy();
  });

  it('polls the order status when the stream cannot be opened', async () => {
    let polls = 0;
    fakeApi({
      'GET /api/orders/o1': { body: { order: order('pending'), payment, demoMode: false } },
      'GET /api/payments/status/DHABCD2345/events': { status: 502, body: { message: 'Bad gateway', code: 'BAD_GATEWAY' } },
      'GET /api/orders/o1/status': () => {
        polls += 1;
        return { body: { _id: 'o1', code: 'DHABCD2345', statusOrder: 'paid', paidAt: null, expiresAt: inHalfAnHour() } };
      },
    });
    renderAt('?order=o1');
    expect(await screen.findByTestId('payment-waiting')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('payment-success')).toBeTruthy(), { timeout: 6_000 });
    expect(polls).toBe(1);
  }, 10_000);

  it('in demo mode, simulates the transfer for this order code', async () => {
    const calls = fakeApi({
      'GET /api/orders/o1': { body: { order: order('pending'), payment, demoMode: true } },
      'GET /api/payments/status/DHABCD2345/events': () => eventStream([live('pending')]),
      'POST /api/payments/demo/simulate-transfer': { body: { success: true } },
    });
    renderAt('?order=o1');
    fireEvent.click(await screen.findByTestId('simulate-transfer'));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ code: 'DHABCD2345' }));
  });

  it('says an order past its time can no longer be paid here', async () => {
    fakeApi({ 'GET /api/orders/o1': { body: { order: order('expired', new Date(Date.now() - 1000).toISOString()), payment: null, demoMode: false } } });
    renderAt('?order=o1');
    expect((await screen.findByTestId('payment-closed')).textContent).toContain('Đơn hàng đã hết hạn thanh toán');
    expect(screen.queryByTestId('vietqr')).toBeNull();
  });

  it('cancels the pending order after a confirmation, then shows it as cancelled', async () => {
    let cancelled = false;
    const calls = fakeApi({
      'GET /api/orders/o1': () => ({ body: { order: order(cancelled ? 'cancelled' : 'pending'), payment: cancelled ? null : payment, demoMode: false } }),
      'GET /api/payments/status/DHABCD2345/events': () => eventStream([live('pending')]),
      'POST /api/orders/o1/cancel': () => {
        cancelled = true;
        return { body: { message: 'Đã hủy đơn hàng DHABCD2345.' } };
      },
    });
    renderAt('?order=o1');
    fireEvent.click(await screen.findByRole('button', { name: 'Hủy đơn hàng' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy đơn hàng' }));
    expect((await screen.findByTestId('payment-closed')).textContent).toContain('Đơn hàng đã được hủy');
    expect(calls.filter((call) => call.path === '/api/orders/o1/cancel')).toHaveLength(1);
  });

  it('tells the buyer when the transfer went to the wallet because they already own the course', async () => {
    fakeApi({ 'GET /api/orders/o1': { body: { order: order('credited_to_wallet'), payment: null, demoMode: false } } });
    renderAt('?order=o1');
    const outcome = await screen.findByTestId('payment-closed');
    expect(outcome.textContent).toContain('Tiền đã được cộng vào ví');
    expect(outcome.textContent).toContain('Bạn đã sở hữu khóa học trong đơn hàng DHABCD2345');
    expect(within(outcome).getByRole('link', { name: 'Xem ví của tôi' }).getAttribute('href')).toBe('/wallet');
  });

  it.each([
    ['refund_requested', 'Đơn hàng đang chờ hoàn tiền'],
    ['partially_refunded', 'Đơn hàng đã được hoàn tiền'],
    ['refunded', 'Đơn hàng đã được hoàn tiền'],
  ])('sends a paid order now %s to the transaction history, never calling it expired', async (status, title) => {
    fakeApi({ 'GET /api/orders/o1': { body: { order: order(status), payment: null, demoMode: false } } });
    renderAt('?order=o1');
    const outcome = await screen.findByTestId('payment-closed');
    expect(outcome.textContent).toContain(title);
    expect(outcome.textContent).not.toContain('hết hạn');
    expect(within(outcome).getByRole('link', { name: 'Xem lịch sử giao dịch' }).getAttribute('href')).toBe('/transactions');
  });

  it('explains an unknown order with the server message', async () => {
    fakeApi({ 'GET /api/orders/o9': { status: 404, body: { message: 'Không tìm thấy đơn hàng.', code: 'ORDER_NOT_FOUND' } } });
    renderAt('?order=o9');
    expect((await screen.findByTestId('payment-error')).textContent).toContain('Không tìm thấy đơn hàng.');
  });
});

describe('PaymentPage for a deposit', () => {
  it('shows the deposit transfer and the credited screen', async () => {
    const deposit = { _id: 'd1', code: 'NAPXYZ2345', amount: 500_000, status: 'pending', expiresAt: inHalfAnHour(), completedAt: null, createdAt: new Date().toISOString() };
    fakeApi({
      'GET /api/wallet/deposit/NAPXYZ2345': { body: { deposit, payment: { ...payment, amount: 500_000, memo: 'NAPXYZ2345' }, demoMode: false } },
      'GET /api/payments/status/NAPXYZ2345/events': () => eventStream([live('pending', 'deposit', 'NAPXYZ2345'), live('completed', 'deposit', 'NAPXYZ2345')]),
    });
    renderAt('?deposit=NAPXYZ2345');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nạp tiền vào ví');
    // A deposit is not an order: its time limit is named for what it is.
    expect((await screen.findByTestId('payment-expiry')).textContent).toMatch(/^Yêu cầu nạp tiền hết hạn sau/);
    await screen.findByTestId('payment-success');
    expect(text('payment-success')).toContain('Ví chính của bạn đã được cộng 500.000 ₫.');
  });

  it('marks the balance other screens loaded as stale once the deposit is credited', async () => {
    const deposit = { _id: 'd1', code: 'NAPXYZ2345', amount: 500_000, status: 'pending', expiresAt: inHalfAnHour(), completedAt: null, createdAt: new Date().toISOString() };
    fakeApi({
      'GET /api/wallet/deposit/NAPXYZ2345': { body: { deposit, payment: { ...payment, amount: 500_000, memo: 'NAPXYZ2345' }, demoMode: false } },
      'GET /api/payments/status/NAPXYZ2345/events': () => eventStream([live('pending', 'deposit', 'NAPXYZ2345'), live('completed', 'deposit', 'NAPXYZ2345')]),
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(walletKeys.balance(), { balance: 0, mainBalance: 0, bonusBalance: 0, nextBonusExpiry: null });
    renderAt('?deposit=NAPXYZ2345', queryClient);
    expect(await screen.findByTestId('payment-expiry')).toBeTruthy();
    expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(false);
    await screen.findByTestId('payment-success');
    await waitFor(() => expect(queryClient.getQueryState(walletKeys.balance())?.isInvalidated).toBe(true));
  });

  it('needs an order or a deposit in the address', () => {
    renderAt('');
    expect(screen.getByTestId('payment-error').textContent).toContain('Không tìm thấy thông tin thanh toán.');
  });
});
