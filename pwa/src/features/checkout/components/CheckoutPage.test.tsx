import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import { type CartItem, db } from '../../../lib/db';
import { type ApiCall, fakeApi } from '../../../test/fakeApi';
import { useAuth } from '../../auth';
import CheckoutPage from './CheckoutPage';
import { renderWithQuery } from '../../../test/renderWithQuery';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
vi.mock('../../auth/hooks/useAuth', () => ({ useAuth: vi.fn() }));

const course: CartItem = { _id: 'c1', kind: 'course', title: 'Quảng cáo Facebook', price: 1, thumbnailUrl: null, slug: 'facebook-ads' };
const plan: CartItem = { _id: 'p1', kind: 'tool_plan', title: 'Zalo – Gói tháng', price: 1, thumbnailUrl: null, slug: 'zalo', subtitle: '30 ngày' };

/** The server's prices (the cart's `price: 1` must never reach the page or the order). */
function quote(discountCode: string | null) {
  const rate = discountCode ? 0.2 : 0;
  const lines = [
    { kind: 'course', id: 'c1', title: 'Quảng cáo Facebook', slug: 'facebook-ads', unitPrice: 500_000 },
    { kind: 'tool_plan', id: 'p1', title: 'Zalo – Gói tháng', slug: 'zalo', unitPrice: 200_000 },
  ].map((line) => ({ ...line, discount: line.unitPrice * rate, amount: line.unitPrice * (1 - rate) }));
  const subtotal = 700_000;
  const discountAmount = subtotal * rate;
  return { items: lines, subtotal, discountAmount, total: subtotal - discountAmount, discountCode };
}

function serve(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'POST /api/orders/quote': (call: ApiCall) => {
      const code = (call.body as { discountCode: string | null }).discountCode;
      if (code === 'HETHAN') return { status: 400, body: { message: 'Mã giảm giá đã hết hạn.', code: 'DISCOUNT_EXPIRED' } };
      return { body: quote(code) };
    },
    'GET /api/wallet/balance': { body: { balance: 300_000, mainBalance: 250_000, bonusBalance: 50_000, nextBonusExpiry: null } },
    'POST /api/orders': { status: 201, body: { order: { _id: 'o1', status: 'pending' }, payment: null, demoMode: false } },
    ...overrides,
  });
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function StateProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderCheckout() {
  renderWithQuery(
    <MemoryRouter initialEntries={['/checkout']}>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/payment" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

beforeEach(async () => {
  vi.mocked(useAuth).mockReturnValue({ status: 'authenticated', user: { _id: 'u1', role: 'student', name: 'An' } as Profile } as unknown as ReturnType<typeof useAuth>);
  await db.cart.put({ userId: 'u1', items: [course, plan], updatedAt: 1 });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await db.cart.clear();
});

describe('CheckoutPage', () => {
  it('asks a visitor to sign in or register, both coming back to /checkout, and prices nothing', async () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'anonymous', user: null } as unknown as ReturnType<typeof useAuth>);
    const calls = serve();
    renderWithQuery(
      <MemoryRouter initialEntries={['/checkout']}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/login" element={<StateProbe />} />
          <Route path="/register" element={<StateProbe />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('checkout-visitor').textContent).toContain('Vui lòng đăng nhập để thanh toán.');
    fireEvent.click(screen.getByTestId('checkout-register'));
    expect(screen.getByTestId('location').textContent).toBe(`/register ${JSON.stringify({ from: '/checkout' })}`);
    expect(calls).toEqual([]);
  });

  it('shows the prices the server computed, not the ones kept in the cart', async () => {
    const calls = serve();
    renderCheckout();
    await waitFor(() => expect(text('checkout-total')).toBe('700.000 ₫'));
    expect(text('checkout-line-c1')).toContain('500.000 ₫');
    expect(calls.find((call) => call.path === '/api/orders/quote')?.body).toEqual({
      items: [
        { kind: 'course', id: 'c1' },
        { kind: 'tool_plan', id: 'p1' },
      ],
      discountCode: null,
    });
  });

  it('applies a discount code and explains one the server refuses', async () => {
    serve();
    renderCheckout();
    await screen.findByTestId('checkout-total');
    const input = screen.getByLabelText('Mã giảm giá');
    fireEvent.change(input, { target: { value: 'hethan' } });
    expect((input as HTMLInputElement).value).toBe('HETHAN');
    fireEvent.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect((await screen.findByTestId('discount-error')).textContent).toBe('Mã giảm giá đã hết hạn.');

    fireEvent.change(input, { target: { value: 'GIAM20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect((await screen.findByTestId('discount-applied')).textContent).toContain('GIAM20');
    await waitFor(() => expect(text('checkout-total')).toBe('560.000 ₫'));
    expect(text('checkout-discount')).toBe('−140.000 ₫');
  });

  it('places a bank-transfer order with ids only, empties the cart and opens /payment', async () => {
    const calls = serve();
    renderCheckout();
    await screen.findByTestId('checkout-total');
    fireEvent.click(screen.getByTestId('checkout-place-order'));
    expect((await screen.findByTestId('location')).textContent).toBe('/payment?order=o1');
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/orders')?.body).toEqual({
      items: [
        { kind: 'course', id: 'c1' },
        { kind: 'tool_plan', id: 'p1' },
      ],
      paymentMethod: 'bank_transfer',
      discountCode: null,
    });
    expect(await db.cart.get('u1')).toBeUndefined();
  });

  it('refuses to pay from a wallet that cannot cover the total', async () => {
    serve();
    renderCheckout();
    await screen.findByTestId('checkout-total');
    fireEvent.click(screen.getByRole('radio', { name: /Ví của tôi/ }));
    expect(await screen.findByTestId('checkout-wallet-short')).toBeTruthy();
    expect(screen.getByTestId('checkout-place-order').hasAttribute('disabled')).toBe(true);
    expect(text('checkout-wallet-balance')).toContain('300.000 ₫');
  });

  it('keeps the cart and says why when the order cannot be created', async () => {
    serve({ 'POST /api/orders': { status: 500, body: {} } });
    renderCheckout();
    await screen.findByTestId('checkout-total');
    fireEvent.click(screen.getByTestId('checkout-place-order'));
    expect((await screen.findByTestId('checkout-order-error')).textContent).toBe('Không thể tạo đơn hàng.');
    expect((await db.cart.get('u1'))?.items).toHaveLength(2);
  });

  it('shows why the cart cannot be priced, with a way back to the cart', async () => {
    serve({ 'POST /api/orders/quote': { status: 409, body: { message: 'Bạn đã sở hữu khóa học này.', code: 'ALREADY_OWNED' } } });
    renderCheckout();
    expect((await screen.findByTestId('checkout-error')).textContent).toContain('Bạn đã sở hữu khóa học này.');
    expect(screen.getByRole('link', { name: 'Sửa giỏ hàng' }).getAttribute('href')).toBe('/cart');
  });
});
