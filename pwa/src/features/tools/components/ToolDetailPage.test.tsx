import { fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import { type CartItem, db } from '../../../lib/db';
import { useAuth } from '../../auth';
import ToolDetailPage from './ToolDetailPage';
import { renderWithQuery } from '../../../test/renderWithQuery';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
vi.mock('../../auth/hooks/useAuth', () => ({ useAuth: vi.fn() }));

function signIn(userId: string | null) {
  vi.mocked(useAuth).mockReturnValue({
    status: userId ? 'authenticated' : 'anonymous',
    user: userId ? ({ _id: userId, role: 'student', name: 'An' } as Profile) : null,
  } as unknown as ReturnType<typeof useAuth>);
}

const tool = {
  _id: 't1',
  slug: 'veo3',
  name: 'Veo3 Ultra',
  shortDescription: 'Làm video AI',
  description: 'Chi tiết',
  thumbnailUrl: 'https://cdn.example.vn/veo3.webp',
  currency: 'VND',
  isActive: true,
  plansCount: 2,
  priceFrom: 150000,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  plans: [
    { _id: 'p1', name: 'Gói tháng', price: 150000, durationDays: 30, features: ['Không giới hạn video'] },
    { _id: 'p2', name: 'Gói năm', price: 1500000, durationDays: 365, features: [] },
  ],
};
const monthlyItem: CartItem = {
  _id: 'p1',
  kind: 'tool_plan',
  title: 'Veo3 Ultra – Gói tháng',
  price: 150000,
  thumbnailUrl: 'https://cdn.example.vn/veo3.webp',
  slug: 'veo3',
  subtitle: '30 ngày',
};

function stubFetch(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
}
beforeEach(() => signIn(null));
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await db.cart.clear();
});

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

const renderAt = (path: string) =>
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/tools/:slug" element={<ToolDetailPage />} />
        <Route path="/login" element={<LocationProbe />} />
        <Route path="/checkout" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );

describe('ToolDetailPage', () => {
  it('shows the tool and its plans', async () => {
    stubFetch({
      tool: {
        _id: 't1',
        slug: 'veo3',
        name: 'Veo3 Ultra',
        shortDescription: 'Làm video AI',
        description: 'Chi tiết',
        thumbnailUrl: null,
        currency: 'VND',
        isActive: true,
        plansCount: 1,
        priceFrom: 150000,
        createdAt: '2026-01-01T00:00:00Z',
        updatedAt: '2026-01-01T00:00:00Z',
        plans: [{ _id: 'p1', name: 'Gói tháng', price: 150000, durationDays: 30, features: ['Không giới hạn video'] }],
      },
    });
    renderAt('/tools/veo3');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Veo3 Ultra');
    const plan = screen.getByTestId('tool-plan-p1');
    expect(plan.textContent).toContain('Gói tháng');
    expect(plan.textContent).toMatch(/150\.000\s₫/);
    expect(plan.textContent).toContain('30 ngày');
    expect(plan.textContent).toContain('Không giới hạn video');
  });

  it("adds a plan to the signed-in user's cart with the tool name, duration and picture", async () => {
    signIn('u1');
    stubFetch({ tool });
    renderAt('/tools/veo3');
    fireEvent.click(await screen.findByTestId('plan-add-to-cart-p1'));
    await waitFor(() => expect(vi.mocked(toast.success)).toHaveBeenCalledWith('Đã thêm vào giỏ hàng.'));
    expect((await db.cart.get('u1'))?.items).toEqual([monthlyItem]);

    fireEvent.click(screen.getByTestId('plan-add-to-cart-p2'));
    await waitFor(() => expect(vi.mocked(toast.success)).toHaveBeenCalledTimes(2));
    expect((await db.cart.get('u1'))?.items.map((item) => item.title)).toEqual(['Veo3 Ultra – Gói tháng', 'Veo3 Ultra – Gói năm']);
  });

  it('buys a plan now: the cart becomes that plan and the page moves to /checkout', async () => {
    signIn('u1');
    await db.cart.put({ userId: 'u1', items: [{ _id: 'c1', kind: 'course', title: 'Khóa học', price: 499000, thumbnailUrl: null, slug: 'khoa-hoc' }], updatedAt: 1 });
    stubFetch({ tool });
    renderAt('/tools/veo3');
    fireEvent.click(await screen.findByTestId('plan-buy-now-p1'));
    expect((await screen.findByTestId('location')).textContent).toBe('/checkout null');
    expect((await db.cart.get('u1'))?.items).toEqual([monthlyItem]);
  });

  it('sends a visitor who presses Mua ngay to /login, to come back to the tool', async () => {
    stubFetch({ tool });
    renderAt('/tools/veo3');
    fireEvent.click(await screen.findByTestId('plan-buy-now-p2'));
    expect(vi.mocked(toast.error)).toHaveBeenCalledWith('Vui lòng đăng nhập để mua khóa học.');
    expect(screen.getByTestId('location').textContent).toBe(`/login ${JSON.stringify({ from: '/tools/veo3' })}`);
    expect(await db.cart.count()).toBe(0);
  });

  it('explains a missing tool and links back to /tools', async () => {
    stubFetch({ message: 'Không tìm thấy' }, 404);
    renderAt('/tools/khong-co');
    await screen.findByTestId('tool-not-found');
    expect(screen.getByRole('link', { name: /Quay lại danh sách phần mềm/ }).getAttribute('href')).toBe('/tools');
  });
});
