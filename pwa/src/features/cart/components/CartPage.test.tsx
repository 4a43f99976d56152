import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import { type CartItem, db } from '../../../lib/db';
import { useAuth } from '../../auth';
import { VISITOR_CART_ID } from '../cartOwner';
import CartPage from './CartPage';

vi.mock('../../auth/hooks/useAuth', () => ({ useAuth: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const course: CartItem = {
  _id: 'c1',
  kind: 'course',
  title: 'Quảng cáo Facebook từ A đến Z',
  price: 1250000,
  thumbnailUrl: 'https://cdn.example.vn/fb.webp',
  slug: 'facebook-ads',
};
const plan: CartItem = {
  _id: 'p1',
  kind: 'tool_plan',
  title: 'Veo3 Ultra – Gói tháng',
  price: 150000,
  thumbnailUrl: null,
  slug: 'veo3',
  subtitle: '30 ngày',
};

function signIn(userId: string | null) {
  vi.mocked(useAuth).mockReturnValue({
    status: userId ? 'authenticated' : 'anonymous',
    user: userId ? ({ _id: userId, role: 'student', name: 'An' } as Profile) : null,
  } as unknown as ReturnType<typeof useAuth>);
}

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login-page">{JSON.stringify(location.state)}</p>;
}

const page = () => (
  <MemoryRouter initialEntries={['/cart']}>
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route path="/login" element={<LoginProbe />} />
    </Routes>
  </MemoryRouter>
);

const store = (userId: string, items: CartItem[]) => db.cart.put({ userId, items, updatedAt: Date.now() });

beforeEach(() => signIn('u1'));
afterEach(async () => {
  await db.cart.clear();
  vi.clearAllMocks();
});

describe('CartPage', () => {
  it('lists the items with links, subtitle, prices in VND and the total', async () => {
    await store('u1', [course, plan]);
    render(page());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Giỏ hàng');

    const courseRow = await screen.findByTestId('cart-item-c1');
    expect(within(courseRow).getByRole('link', { name: course.title }).getAttribute('href')).toBe('/courses/facebook-ads');
    expect(courseRow.querySelector('img')?.getAttribute('src')).toBe(course.thumbnailUrl);
    expect(courseRow.textContent).toMatch(/1\.250\.000\s₫/);

    const planRow = screen.getByTestId('cart-item-p1');
    expect(within(planRow).getByRole('link', { name: plan.title }).getAttribute('href')).toBe('/tools/veo3');
    expect(planRow.textContent).toContain('30 ngày');
    expect(planRow.textContent).toMatch(/150\.000\s₫/);

    expect(screen.getByText('Tổng cộng')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toMatch(/^1\.400\.000\s₫$/);
    const checkout = screen.getByTestId('cart-checkout');
    expect(checkout.textContent).toBe('Tiến hành thanh toán');
    expect(checkout.getAttribute('href')).toBe('/checkout');
  });

  it('removes an item: the list, the total and the stored cart follow, and a message confirms it', async () => {
    await store('u1', [course, plan]);
    render(page());
    fireEvent.click(await screen.findByRole('button', { name: `Xóa ${course.title} khỏi giỏ hàng` }));

    await waitFor(() => expect(screen.queryByTestId('cart-item-c1')).toBeNull());
    expect(screen.getByTestId('cart-item-p1')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toMatch(/^150\.000\s₫$/);
    expect(vi.mocked(toast.success)).toHaveBeenCalledWith('Đã xóa khỏi giỏ hàng.');
    expect((await db.cart.get('u1'))?.items).toEqual([plan]);

    fireEvent.click(screen.getByRole('button', { name: `Xóa ${plan.title} khỏi giỏ hàng` }));
    expect((await screen.findByTestId('cart-empty')).textContent).toContain('Giỏ hàng của bạn đang trống.');
    expect(await db.cart.get('u1')).toBeUndefined();
  });

  it('shows the empty state with a way to the courses', async () => {
    await store('someone-else', [course]);
    render(page());
    const empty = await screen.findByTestId('cart-empty');
    expect(empty.textContent).toContain('Giỏ hàng của bạn đang trống.');
    expect(within(empty).getByRole('link', { name: 'Khám phá khóa học' }).getAttribute('href')).toBe('/courses');
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expect(screen.queryByTestId('cart-checkout')).toBeNull();
  });

  it("shows a visitor the visitor cart, never a stored user's cart, with the way to checkout", async () => {
    await store('u1', [course]);
    await store(VISITOR_CART_ID, [plan]);
    signIn(null);
    render(page());
    expect(await screen.findByTestId('cart-item-p1')).toBeTruthy();
    expect(screen.queryByTestId('cart-item-c1')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toMatch(/^150\.000\s₫$/);
    expect(screen.getByTestId('cart-checkout').getAttribute('href')).toBe('/checkout');
    expect(screen.getByTestId('cart-visitor-note').textContent).toContain('đăng nhập hoặc đăng ký ở bước thanh toán');

    fireEvent.click(screen.getByRole('button', { name: `Xóa ${plan.title} khỏi giỏ hàng` }));
    expect(await screen.findByTestId('cart-empty')).toBeTruthy();
    expect(await db.cart.get(VISITOR_CART_ID)).toBeUndefined();
    expect((await db.cart.get('u1'))?.items).toEqual([course]);
  });

  it('offers a visitor with an empty cart to sign in to see the saved one', async () => {
    signIn(null);
    render(page());
    const prompt = await screen.findByTestId('cart-visitor');
    fireEvent.click(within(prompt).getByRole('link', { name: 'Đăng nhập' }));
    expect(screen.getByTestId('login-page').textContent).toBe(JSON.stringify({ from: '/cart' }));
  });

  it('waits for the sign-in merge while visitor items are still on their way to the user cart', async () => {
    await store('u1', [course]);
    await store(VISITOR_CART_ID, [plan]);
    render(page());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('cart-item-c1')).toBeNull();
    expect(screen.queryByTestId('cart-empty')).toBeNull();

    await db.transaction('rw', db.cart, async () => {
      await db.cart.put({ userId: 'u1', items: [course, plan], updatedAt: Date.now() });
      await db.cart.delete(VISITOR_CART_ID);
    });
    expect(await screen.findByTestId('cart-item-p1')).toBeTruthy();
    expect(screen.getByTestId('cart-item-c1')).toBeTruthy();
  });

  it('follows the signed-in user: sign-out empties the view, signing in again restores that cart', async () => {
    await store('u1', [course]);
    await store('u2', [plan]);
    const view = render(page());
    expect(await screen.findByTestId('cart-item-c1')).toBeTruthy();

    signIn('u2');
    view.rerender(page());
    // Not even for a moment does u2 see u1's items while u2's cart is being read.
    expect(screen.queryByTestId('cart-item-c1')).toBeNull();
    expect(await screen.findByTestId('cart-item-p1')).toBeTruthy();
    expect(screen.queryByTestId('cart-item-c1')).toBeNull();

    signIn(null);
    view.rerender(page());
    // Signing out shows the (empty) visitor cart, not the user's.
    expect(await screen.findByTestId('cart-empty')).toBeTruthy();
    expect(screen.queryByTestId('cart-item-p1')).toBeNull();

    signIn('u1');
    view.rerender(page());
    expect(await screen.findByTestId('cart-item-c1')).toBeTruthy();
    expect(screen.queryByTestId('cart-item-p1')).toBeNull();
  });
});
