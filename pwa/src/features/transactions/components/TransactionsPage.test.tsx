import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import TransactionsPage from './TransactionsPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const pagination = (totalPages = 1) => ({ currentPage: 1, totalPages, totalItems: 2, limit: 10 });
const order = (code: string, status: string, paymentMethod = 'bank_transfer', changes: Record<string, unknown> = {}) => ({
  _id: `id-${code}`,
  code,
  status,
  paymentMethod,
  items: [{ kind: 'course', id: 'c1', title: 'Quảng cáo Facebook', slug: 'facebook-ads', unitPrice: 500_000, discount: 0, amount: 500_000 }],
  subtotal: 500_000,
  discountAmount: 0,
  total: 500_000,
  discountCode: null,
  expiresAt: '2026-11-20T03:30:00Z',
  paidAt: null,
  createdAt: '2026-11-20T03:00:00Z',
  refundedAmount: 0,
  refundRequest: null,
  ...changes,
});
const refundRequest = (status: string, decisionNote: string | null = null) => ({
  _id: `rr-${status}`,
  status,
  reason: 'Nội dung khóa học không như mô tả.',
  method: 'wallet',
  orderItemIds: ['i1'],
  decisionNote,
  decidedAt: status === 'pending' ? null : '2026-11-22T03:00:00Z',
  createdAt: '2026-11-21T03:00:00Z',
});
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

function renderPage() {
  renderWithQuery(
    <MemoryRouter>
      <TransactionsPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('TransactionsPage', () => {
  it('lists orders 10 per page, with a way to pay a pending transfer', async () => {
    const calls = fakeApi({ 'GET /api/orders/me': { body: { orders: [order('DHAAAA2222', 'pending'), order('DHBBBB3333', 'paid', 'wallet')], pagination: pagination() } } });
    renderPage();
    const pending = await screen.findByTestId('order-DHAAAA2222');
    expect(text(pending)).toContain('Chưa thanh toán');
    expect(within(pending).getByRole('link', { name: 'Thanh toán ngay' }).getAttribute('href')).toBe('/payment?order=id-DHAAAA2222');
    const paid = screen.getByTestId('order-DHBBBB3333');
    expect(text(paid)).toContain('Đã thanh toán');
    expect(text(paid)).toContain('500.000 ₫');
    expect(within(paid).queryByRole('link')).toBeNull();
    expect(calls[0].query).toEqual({ page: '1', limit: '10' });
  });

  it('shows wallet movements with signed, coloured amounts', async () => {
    fakeApi({
      'GET /api/orders/me': { body: { orders: [], pagination: pagination() } },
      'GET /api/transactions/me': {
        body: {
          transactions: [
            {
              _id: 't2',
              date: '2026-11-20T04:00:00Z',
              type: 'wallet_purchase',
              typeLabel: 'Mua bằng ví',
              description: 'Thanh toán đơn hàng DHCCCC4444',
              amount: -50_000,
              mainAmount: -20_000,
              bonusAmount: -30_000,
            },
            {
              _id: 't1',
              date: '2026-11-20T03:00:00Z',
              type: 'deposit',
              typeLabel: 'Nạp tiền',
              description: 'Nạp tiền NAPAAAA2222',
              amount: 100_000,
              mainAmount: 100_000,
              bonusAmount: 0,
            },
          ],
          pagination: pagination(),
        },
      },
    });
    renderPage();
    expect(await screen.findByTestId('orders-empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Biến động ví' }));
    const [spent, deposited] = await screen.findAllByTestId('movement');
    expect(text(spent)).toContain('-50.000 ₫');
    expect(text(spent)).toContain('chính -20.000 ₫ · thưởng -30.000 ₫');
    expect(spent.querySelector('[data-sign]')?.getAttribute('data-sign')).toBe('debit');
    expect(text(deposited)).toContain('+100.000 ₫');
    expect(deposited.querySelector('[data-sign]')?.getAttribute('data-sign')).toBe('credit');
  });
});

describe('TransactionsPage: refunds', () => {
  const eligibility = (changes: Record<string, unknown> = {}) => ({
    eligible: true,
    reasons: [],
    policy: { maxDays: 7, maxProgressPercent: 30 },
    deadline: '2026-11-27T03:00:00Z',
    lines: [
      { orderItemId: 'i1', kind: 'course', title: 'Quảng cáo Facebook', amount: 500_000, refundable: 500_000, progress: 10, eligible: true, reason: null },
      {
        orderItemId: 'i2',
        kind: 'course',
        title: 'SEO website',
        amount: 300_000,
        refundable: 300_000,
        progress: 45,
        eligible: false,
        reason: 'Bạn đã học 45% khóa học, vượt mức 30% của chính sách hoàn tiền.',
      },
      { orderItemId: 'i3', kind: 'tool_plan', title: 'Chatbot · Gói tháng', amount: 200_000, refundable: 150_000, progress: null, eligible: true, reason: null },
    ],
    hasPayoutAccount: false,
    openRequest: null,
    ...changes,
  });
  const paid = order('DHPAID2222', 'paid', 'wallet', { paidAt: '2026-11-20T03:00:00Z' });
  const ordersReply = { body: { orders: [paid], pagination: pagination() } };
  const posted = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

  async function openModal() {
    fireEvent.click(await within(await screen.findByTestId('order-DHPAID2222')).findByRole('button', { name: 'Yêu cầu hoàn tiền' }));
    return within(await screen.findByTestId('refund-request'));
  }

  it('labels every order status with the shared badges, and shows refunded amounts and the request status', async () => {
    fakeApi({
      'GET /api/orders/me': {
        body: {
          orders: [
            order('DHREQU2222', 'refund_requested', 'wallet', { refundRequest: refundRequest('pending') }),
            order('DHPART3333', 'partially_refunded', 'wallet', { refundedAmount: 200_000, refundRequest: refundRequest('approved') }),
            order('DHFULL4444', 'refunded', 'wallet', { refundedAmount: 500_000 }),
            order('DHREJE5555', 'paid', 'wallet', { refundRequest: refundRequest('rejected', 'Bạn đã học gần hết khóa học.') }),
            order('DHWALL6666', 'credited_to_wallet'),
            order('DHCANC7777', 'cancelled'),
          ],
          pagination: pagination(),
        },
      },
    });
    renderPage();
    const badge = (code: string, label: string) => within(screen.getByTestId(`order-${code}`)).getByText(label, { selector: 'span' }).dataset.tone;

    const requested = await screen.findByTestId('order-DHREQU2222');
    expect(badge('DHREQU2222', 'Chờ hoàn tiền')).toBe('yellow');
    expect(within(requested).getByTestId('refund-request-status').textContent).toContain('Đang chờ duyệt hoàn tiền');
    expect(within(requested).queryByRole('button', { name: 'Yêu cầu hoàn tiền' })).toBeNull();

    expect(badge('DHPART3333', 'Hoàn tiền một phần')).toBe('blue');
    expect(text(within(screen.getByTestId('order-DHPART3333')).getByTestId('order-refunded'))).toBe('Đã hoàn 200.000 ₫');
    expect(await within(screen.getByTestId('order-DHPART3333')).findByRole('button', { name: 'Yêu cầu hoàn tiền' })).toBeTruthy();

    expect(badge('DHFULL4444', 'Đã hoàn tiền')).toBe('red');
    expect(text(screen.getByTestId('order-DHFULL4444'))).toContain('Đã hoàn 500.000 ₫');
    expect(within(screen.getByTestId('order-DHFULL4444')).queryByRole('button', { name: 'Yêu cầu hoàn tiền' })).toBeNull();

    const rejected = screen.getByTestId('order-DHREJE5555');
    expect(badge('DHREJE5555', 'Đã thanh toán')).toBe('green');
    expect(text(within(rejected).getByTestId('refund-request-status'))).toContain('Từ chối hoàn tiền');
    expect(text(within(rejected).getByTestId('refund-request-status'))).toContain('Lý do từ chối: Bạn đã học gần hết khóa học.');
    expect(await within(rejected).findByRole('button', { name: 'Yêu cầu hoàn tiền' })).toBeTruthy();

    expect(badge('DHWALL6666', 'Đã chuyển vào ví')).toBe('blue');
    expect(badge('DHCANC7777', 'Đã hủy')).toBe('red');
  });

  it('shows the policy and each line, refuses a short reason, then asks for the chosen lines to the wallet', async () => {
    // The server's side: once asked, the order waits for an admin (what the list shows after it refetches).
    let asked: Record<string, unknown> | null = null;
    const calls = fakeApi({
      'GET /api/orders/me': () => (asked ? { body: { orders: [{ ...paid, status: 'refund_requested', refundRequest: asked }], pagination: pagination() } } : ordersReply),
      'GET /api/orders/id-DHPAID2222/refund-eligibility': { body: eligibility() },
      'POST /api/orders/id-DHPAID2222/refund-request': (call) => {
        asked = { ...refundRequest('pending'), ...(call.body as object) };
        return { body: { message: 'Đã gửi yêu cầu hoàn tiền cho đơn hàng DHPAID2222. Quản trị viên sẽ xem xét và báo kết quả cho bạn.', request: asked } };
      },
    });
    renderPage();
    const modal = await openModal();

    expect((await modal.findByTestId('refund-policy')).textContent).toContain('Hoàn tiền trong 7 ngày kể từ khi thanh toán, khi bạn học chưa quá 30% khóa học.');
    expect(modal.getByTestId('refund-policy').textContent).toContain('Hạn cuối gửi yêu cầu: 10:00 27/11/2026');
    const facebook = modal.getByRole('checkbox', { name: /Quảng cáo Facebook/ }) as HTMLInputElement;
    const seo = modal.getByRole('checkbox', { name: /SEO website/ }) as HTMLInputElement;
    expect(facebook.checked).toBe(true);
    expect(seo.disabled).toBe(true);
    expect(seo.checked).toBe(false);
    expect(text(modal.getByTestId('refund-line-i2'))).toContain('Đã học 45%');
    expect(text(modal.getByTestId('refund-line-i2'))).toContain('vượt mức 30% của chính sách hoàn tiền');
    expect(text(modal.getByTestId('refund-line-i3'))).toContain('Còn có thể hoàn 150.000 ₫ / 200.000 ₫');
    expect(text(modal.getByTestId('refund-request-total'))).toBe('650.000 ₫');

    fireEvent.click(modal.getByRole('checkbox', { name: /Chatbot/ }));
    expect(text(modal.getByTestId('refund-request-total'))).toBe('500.000 ₫');
    fireEvent.change(modal.getByLabelText('Lý do hoàn tiền'), { target: { value: 'Không hợp' } });
    fireEvent.click(modal.getByTestId('refund-request-submit'));
    expect((await modal.findByTestId('refund-request-error')).textContent).toBe('Lý do hoàn tiền cần ít nhất 10 ký tự.');
    expect(posted(calls)).toHaveLength(0);

    fireEvent.change(modal.getByLabelText('Lý do hoàn tiền'), { target: { value: '  Nội dung khóa học không như mô tả.  ' } });
    fireEvent.click(modal.getByTestId('refund-request-submit'));
    await waitFor(() => expect(screen.queryByTestId('refund-request')).toBeNull());
    expect(posted(calls)[0].body).toEqual({ reason: 'Nội dung khóa học không như mô tả.', method: 'wallet', orderItemIds: ['i1'] });
    expect(toast.success).toHaveBeenCalledWith('Đã gửi yêu cầu hoàn tiền cho đơn hàng DHPAID2222. Quản trị viên sẽ xem xét và báo kết quả cho bạn.');
    const row = screen.getByTestId('order-DHPAID2222');
    expect((await within(row).findByText('Chờ hoàn tiền', { selector: 'span' })).dataset.tone).toBe('yellow');
    expect(within(row).getByTestId('refund-request-status').textContent).toContain('Đang chờ duyệt hoàn tiền');
    expect(within(row).queryByRole('button', { name: 'Yêu cầu hoàn tiền' })).toBeNull();
  });

  it('asks for a bank account before a bank refund, saves it in place, then sends the request', async () => {
    let account: Record<string, string> | null = null;
    const calls = fakeApi({
      'GET /api/orders/me': ordersReply,
      'GET /api/orders/id-DHPAID2222/refund-eligibility': { body: eligibility() },
      'GET /api/affiliates/me/payout-account': () => ({ body: { payoutAccount: account } }),
      'GET /api/affiliates/banks': { body: { banks: [{ bin: '970436', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại thương Việt Nam' }] } },
      'PUT /api/affiliates/me/payout-account': (call) => {
        account = { ...(call.body as Record<string, string>), bankName: 'Vietcombank', updatedAt: '2026-11-21T03:00:00Z' };
        return { body: { payoutAccount: account } };
      },
      'POST /api/orders/id-DHPAID2222/refund-request': { body: { message: 'Đã gửi yêu cầu hoàn tiền cho đơn hàng DHPAID2222.', request: refundRequest('pending') } },
    });
    renderPage();
    const modal = await openModal();
    fireEvent.change(await modal.findByLabelText('Lý do hoàn tiền'), { target: { value: 'Tôi mua nhầm khóa học này.' } });
    fireEvent.click(modal.getByRole('radio', { name: /Chuyển khoản ngân hàng/ }));
    const bankForm = within(await modal.findByTestId('payout-account-form'));
    fireEvent.click(modal.getByTestId('refund-request-submit'));
    expect((await modal.findByTestId('refund-request-error')).textContent).toBe('Hãy lưu tài khoản ngân hàng nhận tiền trước khi chọn nhận hoàn tiền qua chuyển khoản.');
    expect(posted(calls)).toHaveLength(0);

    await bankForm.findByRole('option', { name: /Vietcombank/ });
    fireEvent.change(bankForm.getByLabelText('Ngân hàng'), { target: { value: '970436' } });
    fireEvent.change(bankForm.getByLabelText('Số tài khoản'), { target: { value: '0451000123456' } });
    fireEvent.change(bankForm.getByLabelText('Tên chủ tài khoản'), { target: { value: 'NGUYEN VAN AN' } });
    fireEvent.click(bankForm.getByRole('button', { name: 'Lưu tài khoản' }));
    expect((await modal.findByTestId('payout-account')).textContent).toContain('Vietcombank · 0451000123456');

    fireEvent.click(modal.getByTestId('refund-request-submit'));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(posted(calls)[0].body).toEqual({ reason: 'Tôi mua nhầm khóa học này.', method: 'bank_transfer', orderItemIds: ['i1', 'i3'] });
  });

  it('offers no refund the policy would refuse: the order says why instead (the dialog used to open, then refuse)', async () => {
    const calls = fakeApi({
      'GET /api/orders/me': {
        body: { orders: [order('DHPAID2222', 'paid', 'wallet', { paidAt: '2026-11-20T03:00:00Z' }), order('DHLATE3333', 'paid', 'wallet')], pagination: pagination() },
      },
      'GET /api/orders/id-DHPAID2222/refund-eligibility': { body: eligibility() },
      'GET /api/orders/id-DHLATE3333/refund-eligibility': {
        body: eligibility({
          eligible: false,
          reasons: ['Đã quá 7 ngày kể từ ngày thanh toán nên đơn hàng không còn được yêu cầu hoàn tiền (hạn cuối 27/11/2026).'],
          lines: eligibility().lines.map((line) => ({ ...line, eligible: false })),
        }),
      },
    });
    renderPage();
    const late = await screen.findByTestId('order-DHLATE3333');
    expect((await within(late).findByTestId('refund-unavailable')).textContent).toBe(
      'Đã quá 7 ngày kể từ ngày thanh toán nên đơn hàng không còn được yêu cầu hoàn tiền (hạn cuối 27/11/2026).',
    );
    expect(within(late).queryByRole('button', { name: 'Yêu cầu hoàn tiền' })).toBeNull();
    expect(await within(screen.getByTestId('order-DHPAID2222')).findByRole('button', { name: 'Yêu cầu hoàn tiền' })).toBeTruthy();
    expect(within(screen.getByTestId('order-DHPAID2222')).queryByTestId('refund-unavailable')).toBeNull();
    expect(posted(calls)).toHaveLength(0);
  });

  it('the dialog still says why when the policy changed after the list was loaded', async () => {
    let ineligible = false;
    fakeApi({
      'GET /api/orders/me': ordersReply,
      'GET /api/orders/id-DHPAID2222/refund-eligibility': () => ({
        body: ineligible
          ? eligibility({
              eligible: false,
              reasons: ['Đã quá 7 ngày kể từ ngày thanh toán nên đơn hàng không còn được yêu cầu hoàn tiền (hạn cuối 27/11/2026).'],
              lines: eligibility().lines.map((line) => ({ ...line, eligible: false })),
            })
          : eligibility(),
      }),
    });
    renderPage();
    await within(await screen.findByTestId('order-DHPAID2222')).findByRole('button', { name: 'Yêu cầu hoàn tiền' });
    ineligible = true;
    const modal = await openModal();
    expect((await modal.findByTestId('refund-not-eligible')).textContent).toContain('Đã quá 7 ngày kể từ ngày thanh toán');
    expect(modal.queryByTestId('refund-request-submit')).toBeNull();
  });

  it('keeps the dialog open with the server message when the request is refused', async () => {
    fakeApi({
      'GET /api/orders/me': ordersReply,
      'GET /api/orders/id-DHPAID2222/refund-eligibility': { body: eligibility() },
      'POST /api/orders/id-DHPAID2222/refund-request': {
        status: 409,
        body: { message: 'Bạn đã gửi yêu cầu hoàn tiền cho đơn hàng này. Vui lòng chờ quản trị viên xử lý.', code: 'REFUND_ALREADY_REQUESTED' },
      },
    });
    renderPage();
    const modal = await openModal();
    fireEvent.change(await modal.findByLabelText('Lý do hoàn tiền'), { target: { value: 'Tôi mua nhầm khóa học này.' } });
    fireEvent.click(modal.getByTestId('refund-request-submit'));
    expect((await modal.findByTestId('refund-request-error')).textContent).toBe('Bạn đã gửi yêu cầu hoàn tiền cho đơn hàng này. Vui lòng chờ quản trị viên xử lý.');
    expect((modal.getByTestId('refund-request-submit') as HTMLButtonElement).disabled).toBe(false);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
