import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import TransactionsPage from './TransactionsPage';

const pagination = (totalPages = 1) => ({ currentPage: 1, totalPages, totalItems: 2, limit: 10 });
const order = (code: string, status: string, paymentMethod = 'bank_transfer') => ({
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
});
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

function renderPage() {
  render(
    <MemoryRouter>
      <TransactionsPage />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

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
