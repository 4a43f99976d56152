import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from './api/types';
import { AuthContext, type AuthContextValue } from './features/auth/AuthContext';
import { routes } from './routes';
import { renderWithQuery } from './test/renderWithQuery';

const student = { _id: 's1', name: 'An', email: 'an@example.vn', role: 'student', emailVerified: true } as Profile;

function renderRoute(path: string, user: Profile | null = null) {
  const auth = {
    status: user ? 'authenticated' : 'anonymous',
    user,
    signOut: vi.fn(),
    updateUser: vi.fn(),
    welcome: null,
    dismissWelcome: vi.fn(),
  } as unknown as AuthContextValue;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithQuery(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

beforeEach(() => {
  // Any API call made while rendering (providers, profile) answers "not found".
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
  window.scrollTo = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'aff_ref_code=; max-age=0; path=/';
  document.cookie = 'affiliateSource=; max-age=0; path=/';
});

describe('routes', () => {
  it('sends unknown paths to /404', async () => {
    const router = renderRoute('/khong-ton-tai');
    await screen.findByTestId('not-found');
    expect(router.state.location.pathname).toBe('/404');
  });

  it('renders public pages inside the public layout, with the banner and the footer', async () => {
    renderRoute('/support');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByTestId('header-banner')).toBeTruthy();
    expect(screen.getByTestId('footer').textContent).toContain(String(new Date().getFullYear()));
  });

  it('serves the real catalogue pages on /tools and /courses', async () => {
    renderRoute('/tools');
    expect((await screen.findByRole('heading', { level: 1, name: 'Khám phá các Phần Mềm' })).textContent).toBeTruthy();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
  });

  it('shows the course not-found message for an unknown course slug', async () => {
    renderRoute('/courses/khong-ton-tai');
    expect((await screen.findByTestId('course-not-found')).textContent).toContain('Không tìm thấy khóa học');
  });

  it('sends anonymous visitors of the signed-in area to /login, remembering the page', async () => {
    const router = renderRoute('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/settings' });
  });

  it('opens the email preference page of a mail link without sign-in, in the standalone frame', async () => {
    const router = renderRoute('/email-preferences?token=bad&action=unsubscribe');
    // The stubbed API answers 404, which is what an unknown token gets.
    expect((await screen.findByTestId('email-prefs-error', {}, { timeout: 5000 })).textContent).toBe('Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.');
    expect(router.state.location.pathname).toBe('/email-preferences');
    expect(screen.queryByTestId('footer')).toBeNull();
  });

  it('sends anonymous visitors of the admin area to /admin/login', async () => {
    const router = renderRoute('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('refuses the admin area to other roles', async () => {
    renderRoute('/admin/users', student);
    expect((await screen.findByTestId('forbidden')).textContent).toContain('Bạn không có quyền truy cập trang này.');
  });

  it('stores the affiliate referral of a course link and shows the course, replacing history', async () => {
    const router = renderRoute('/courses/facebook-ads/ref/AN123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/facebook-ads'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(document.cookie).toContain('aff_ref_code=AN123');
    expect(document.cookie).toContain('affiliateSource=course_facebook-ads');
  });

  it('uses the course_ source for tool links too', async () => {
    const router = renderRoute('/tools/veo3/ref/BINH');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools/veo3'));
    expect(document.cookie).toContain('affiliateSource=course_veo3');
  });

  it('serves the review screens to instructors and admins, in the dashboard layout', async () => {
    renderRoute('/instructor/reviews', { ...student, role: 'instructor', unreadCount: 0, isAffiliate: false } as Profile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Đánh giá' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByLabelText('Số sao')).toBeTruthy();
    expect(screen.getByTestId('sidebar')).toBeTruthy();
  });

  it('serves the admin review queue to admins', async () => {
    renderRoute('/admin/reviews', { ...student, role: 'admin', unreadCount: 0, isAffiliate: false } as Profile);
    expect(await screen.findByRole('tab', { name: 'Bị báo cáo' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Đánh giá' })).toBeTruthy();
  });

  it('serves the Q&A inbox to instructors and the Q&A moderation to admins, in the dashboard layout', async () => {
    renderRoute('/instructor/questions', { ...student, role: 'instructor', unreadCount: 0, isAffiliate: false } as Profile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hỏi đáp' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByLabelText('Trạng thái')).toBeTruthy();
    expect(screen.getByTestId('sidebar')).toBeTruthy();
  });

  it('serves the admin Q&A queue to admins only', async () => {
    renderRoute('/admin/questions', { ...student, role: 'admin', unreadCount: 0, isAffiliate: false } as Profile);
    expect(await screen.findByRole('tab', { name: 'Quá 7 ngày chưa trả lời' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Hỏi đáp' })).toBeTruthy();
  });

  it('renders the dashboard layout with the role menu for signed-in users', async () => {
    renderRoute('/settings', { ...student, hasPassword: true, unreadCount: 3, isAffiliate: false } as Profile);
    const sidebar = await screen.findByTestId('sidebar');
    expect(sidebar.querySelector('[data-testid="sidebar-badge-/profile"]')?.textContent).toBe('3');
    expect(await screen.findByTestId('change-password-form')).toBeTruthy();
  });
});
