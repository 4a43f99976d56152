import { fireEvent, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WalletPage from './WalletPage';
import { renderWithQuery } from '../../../test/renderWithQuery';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

type Call = { method: string; path: string; query: Record<string, string>; body?: unknown };
type Reply = { status?: number; body: unknown };

const deposit = (code: string, status: string, amount: number) => ({
  _id: `id-${code}`,
  code,
  amount,
  status,
  expiresAt: '2026-03-15T10:00:00Z',
  completedAt: status === 'completed' ? '2026-03-15T09:30:00Z' : null,
  createdAt: '2026-03-15T09:00:00Z',
});
const page = (data: unknown[], totalPages = 1) => ({ data, pagination: { currentPage: 1, totalPages, totalItems: data.length, limit: 10 } });

/**
 * The wallet API as the server answers it; `overrides` replace the answer of one `METHOD /path`.
 * Every balance read after the first sees the balance raised by 50.000 ₫ of bonus, as after a claim.
 */
function serve(overrides: Record<string, Reply> = {}) {
  const calls: Call[] = [];
  let balanceReads = 0;
  const defaults: Record<string, () => Reply> = {
    'GET /api/wallet/balance': () => {
      const bonus = balanceReads++ === 0 ? 300_000 : 350_000;
      return { body: { balance: 1_250_000 + bonus, mainBalance: 1_250_000, bonusBalance: bonus, nextBonusExpiry: { amount: 100_000, expiresAt: '2026-04-30T16:59:59Z' } } };
    },
    'POST /api/wallet/deposit': () => ({ body: { deposit: deposit('NAP123', 'pending', 150_000), payment: null, demoMode: true } }),
    'POST /api/bonus/claim': () => ({ body: { message: 'Bạn đã nhận 50.000 ₫ vào ví thưởng.', amount: 50_000, expiresAt: '2026-05-01T00:00:00Z' } }),
    'GET /api/wallet/history/deposits': () => ({
      body: page([deposit('NAP111', 'pending', 200_000), deposit('NAP222', 'completed', 500_000), deposit('NAP333', 'expired', 100_000)], 3),
    }),
    'GET /api/bonus/history/received': () => ({
      body: page([{ _id: 'g1', code: 'CHAO2025', amount: 100_000, remaining: 40_000, expiresAt: '2026-04-30T16:59:59Z', expired: false, createdAt: '2026-03-01T02:00:00Z' }]),
    }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const key = `${request.method} ${url.pathname}`;
      calls.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body: request.method === 'POST' ? await request.json() : undefined });
      const reply = overrides[key] ?? defaults[key]?.() ?? { status: 404, body: { message: 'Không tìm thấy', code: 'NOT_FOUND' } };
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  renderWithQuery(
    <MemoryRouter initialEntries={['/wallet']}>
      <Routes>
        <Route path="/wallet" element={<WalletPage />} />
        <Route path="/payment" element={<PaymentProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

function PaymentProbe() {
  return <p data-testid="payment-probe">{useLocation().search}</p>;
}

const posts = (calls: Call[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);
const gets = (calls: Call[], path: string) => calls.filter((call) => call.method === 'GET' && call.path === path);
const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('WalletPage balances', () => {
  it('shows the main and bonus balance in VND with the nearest bonus expiry', async () => {
    serve();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ví của tôi');
    await vi.waitFor(() => expect(text('main-balance')).toBe('1.250.000 ₫'));
    expect(text('bonus-balance')).toBe('300.000 ₫');
    expect(text('bonus-balance-note')).toBe('100.000 ₫ sẽ hết hạn vào 30/04/2026.');
    expect(screen.getByText('Khi mua bằng ví, số dư thưởng được dùng trước, sau đó mới đến số dư chính.')).toBeTruthy();
  });
});

describe('WalletPage deposit', () => {
  it('refuses an amount below the minimum without asking the server', async () => {
    const calls = serve();
    fireEvent.change(screen.getByLabelText('Số tiền muốn nạp (VND)'), { target: { value: '5000' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(text('deposit-error')).toBe('Số tiền nạp phải từ 10.000 ₫ đến 500.000.000 ₫.');
    await vi.waitFor(() => expect(text('main-balance')).toBe('1.250.000 ₫'));
    expect(posts(calls, '/api/wallet/deposit')).toHaveLength(0);
  });

  it('keeps digits only, shows the formatted amount, and opens the payment page of the new deposit', async () => {
    const calls = serve();
    const amount = screen.getByLabelText<HTMLInputElement>('Số tiền muốn nạp (VND)');
    fireEvent.change(amount, { target: { value: '150.000đ' } });
    expect(amount.value).toBe('150000');
    expect(text('deposit-amount-preview')).toBe('150.000 ₫');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('payment-probe')).textContent).toBe('?deposit=NAP123');
    expect(posts(calls, '/api/wallet/deposit').map((call) => call.body)).toEqual([{ amount: 150_000 }]);
  });

  it('fills the amount from a quick pick', () => {
    serve();
    fireEvent.click(screen.getByRole('button', { name: /^500\.000\s₫$/ }));
    expect(screen.getByLabelText<HTMLInputElement>('Số tiền muốn nạp (VND)').value).toBe('500000');
    expect(screen.getByRole('button', { name: /^500\.000\s₫$/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows the server's message when it refuses the deposit", async () => {
    serve({ 'POST /api/wallet/deposit': { status: 400, body: { message: 'Số tiền nạp phải từ 50.000 ₫ đến 5.000.000 ₫.', code: 'DEPOSIT_AMOUNT_OUT_OF_RANGE' } } });
    fireEvent.change(screen.getByLabelText('Số tiền muốn nạp (VND)'), { target: { value: '20000' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-error')).textContent).toBe('Số tiền nạp phải từ 50.000 ₫ đến 5.000.000 ₫.');
    expect(screen.queryByTestId('payment-probe')).toBeNull();
  });
});

describe('WalletPage bonus code', () => {
  it('claims the uppercased code, toasts the server message and reloads the balances', async () => {
    const calls = serve();
    await vi.waitFor(() => expect(text('bonus-balance')).toBe('300.000 ₫'));
    const code = screen.getByLabelText<HTMLInputElement>('Mã thưởng');
    fireEvent.change(code, { target: { value: 'chao2025' } });
    expect(code.value).toBe('CHAO2025');
    fireEvent.click(screen.getByRole('button', { name: 'Nhận thưởng' }));

    await vi.waitFor(() => expect(text('bonus-balance')).toBe('350.000 ₫'));
    expect(posts(calls, '/api/bonus/claim').map((call) => call.body)).toEqual([{ code: 'CHAO2025' }]);
    expect(gets(calls, '/api/wallet/balance')).toHaveLength(2);
    expect(toast.success).toHaveBeenCalledWith('Bạn đã nhận 50.000 ₫ vào ví thưởng.');
    expect(code.value).toBe('');
  });

  it('says how much was added when the server sends no message', async () => {
    serve({ 'POST /api/bonus/claim': { body: { message: '', amount: 50_000, expiresAt: '2026-05-01T00:00:00Z' } } });
    fireEvent.change(screen.getByLabelText('Mã thưởng'), { target: { value: 'TET' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nhận thưởng' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(vi.mocked(toast.success).mock.calls[0][0]).toMatch(/^Đã cộng 50\.000\s₫ vào số dư thưởng\.$/);
  });

  it("shows the server's refusal inline and keeps the balances", async () => {
    const calls = serve({ 'POST /api/bonus/claim': { status: 409, body: { message: 'Bạn đã nhận mã thưởng này rồi.', code: 'BONUS_ALREADY_CLAIMED' } } });
    fireEvent.change(screen.getByLabelText('Mã thưởng'), { target: { value: 'chao2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nhận thưởng' }));
    expect((await screen.findByTestId('claim-bonus-error')).textContent).toBe('Bạn đã nhận mã thưởng này rồi.');
    expect(gets(calls, '/api/wallet/balance')).toHaveLength(1);
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('WalletPage histories', () => {
  it('labels deposit states and links a pending deposit back to its payment page', async () => {
    serve();
    const pending = await screen.findByTestId('deposit-NAP111');
    expect(within(pending).getByText('Chờ chuyển khoản')).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'Tiếp tục thanh toán' }).getAttribute('href')).toBe('/payment?deposit=NAP111');
    expect(within(screen.getByTestId('deposit-NAP222')).getByText('Thành công')).toBeTruthy();
    expect(within(screen.getByTestId('deposit-NAP333')).getByText('Hết hạn')).toBeTruthy();
    expect(within(screen.getByTestId('deposit-NAP222')).queryByRole('link')).toBeNull();
  });

  it('sends the date range and goes back to page 1 when it changes', async () => {
    const calls = serve();
    await screen.findByTestId('deposit-NAP111');
    fireEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
    await vi.waitFor(() => expect(gets(calls, '/api/wallet/history/deposits').at(-1)?.query).toEqual({ page: '2', limit: '10' }));

    fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '01/03/2026' } });
    await vi.waitFor(() => expect(gets(calls, '/api/wallet/history/deposits').at(-1)?.query).toEqual({ page: '1', limit: '10', fromDate: '2026-03-01' }));
    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '31/03/2026' } });
    await vi.waitFor(() => expect(gets(calls, '/api/wallet/history/deposits').at(-1)?.query).toEqual({ page: '1', limit: '10', fromDate: '2026-03-01', toDate: '2026-03-31' }));
    expect(screen.getByRole('button', { name: 'Trang 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the received bonuses in their own tab, filtered by date too', async () => {
    const calls = serve();
    fireEvent.click(screen.getByRole('tab', { name: 'Thưởng đã nhận' }));
    const grant = await screen.findByTestId('bonus-g1');
    expect(within(grant).getByText('CHAO2025')).toBeTruthy();
    expect(grant.textContent?.replace(/\s/g, ' ')).toContain('Còn lại40.000 ₫');
    expect(within(grant).getByText('30/04/2026')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '28/02/2026' } });
    await vi.waitFor(() => expect(gets(calls, '/api/bonus/history/received').at(-1)?.query).toEqual({ page: '1', limit: '10', toDate: '2026-02-28' }));
  });

  it("says 'Không có giao dịch nào.' for an empty history", async () => {
    serve({ 'GET /api/wallet/history/deposits': { body: page([]) } });
    expect((await screen.findByTestId('deposit-history-empty')).textContent).toBe('Không có giao dịch nào.');
  });

  it("shows 'Lỗi' when a history fails and loads it again on retry", async () => {
    const calls = serve({ 'GET /api/bonus/history/received': { status: 500, body: { message: 'Lỗi máy chủ', code: 'INTERNAL' } } });
    fireEvent.click(screen.getByRole('tab', { name: 'Thưởng đã nhận' }));
    expect((await screen.findByTestId('bonus-history-error')).textContent).toBe('Lỗi');
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await vi.waitFor(() => expect(gets(calls, '/api/bonus/history/received')).toHaveLength(2));
  });
});
