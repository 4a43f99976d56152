import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import toast from 'react-hot-toast';
import { AppToaster } from '../../../components/ui/AppToaster';
import { Modal } from '../../../components/ui/Modal';
import { resetPopupQueue } from '../../../lib/popupQueue';
import { fakeApi } from '../../../test/fakeApi';
import { POPUP_DELAY_MS, PromoPopupHost, SEEN_POPUP_FLAG } from '../../promo-popup';
import { AuthContext, type AuthContextValue, type Welcome } from '../AuthContext';
import { useAuth } from '../hooks/useAuth';
import AuthActionPage from './AuthActionPage';
import { AuthProvider } from './AuthProvider';
import { WelcomePopupHost } from './WelcomePopupHost';

vi.mock('canvas-confetti', () => ({ default: { create: () => Object.assign(vi.fn(), { reset: vi.fn() }) } }));

const promo = { _id: 'p1', title: 'Quà tặng PRO', imageUrl: '/uploads/popups/a.webp', link: '/pro-gift', isActive: true, createdAt: '2026-11-01T00:00:00Z' };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderWith(welcome: Welcome | null, page = <Where />, url = '/') {
  const auth = { status: 'authenticated', user: { _id: 'u1', role: 'student', name: 'An' }, welcome, dismissWelcome: vi.fn(), updateUser: vi.fn() } as unknown as AuthContextValue;
  const view = (value: AuthContextValue) => (
    <MemoryRouter initialEntries={[url]}>
      <AuthContext.Provider value={value}>
        <Routes>
          <Route path="/auth/action" element={page} />
          <Route path="*" element={<Where />} />
        </Routes>
        <WelcomePopupHost />
        <PromoPopupHost />
      </AuthContext.Provider>
    </MemoryRouter>
  );
  const result = render(view(auth));
  // dismissWelcome clears the welcome, as the provider does.
  vi.mocked(auth.dismissWelcome).mockImplementation(() => result.rerender(view({ ...auth, welcome: null })));
  return auth;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(async () => {
  // The welcome popup is a lazy chunk: loaded before the clock is faked.
  await import('./WelcomePopup');
  vi.useFakeTimers();
  sessionStorage.clear();
  resetPopupQueue();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('popups after sign-in', () => {
  it('shows one at a time: the welcome-back popup first, the promotional popup only once it is closed', async () => {
    fakeApi({ 'GET /api/popups/active': { body: { popup: promo } } });
    renderWith({ kind: 'welcome-back', name: 'An' });
    await advance(POPUP_DELAY_MS * 2);

    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByTestId('welcome-popup-welcome-back')).toBeTruthy();
    expect(screen.queryByTestId('promo-popup-link')).toBeNull();
    // Not seen yet: it was never on screen.
    expect(sessionStorage.getItem(SEEN_POPUP_FLAG)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục hành trình' }));
    await advance(10);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByTestId('promo-popup-link')).toBeTruthy();
    expect(sessionStorage.getItem(SEEN_POPUP_FLAG)).not.toBeNull();
  });

  it('opens no popup over the email-verified message', async () => {
    fakeApi({
      'GET /api/popups/active': { body: { popup: promo } },
      'POST /api/auth/email-action': { body: { message: 'Email đã được xác thực thành công.' } },
    });
    renderWith({ kind: 'welcome-back', name: 'An' }, <AuthActionPage />, '/auth/action?mode=verifyEmail&oobCode=abc');
    await advance(POPUP_DELAY_MS * 2);

    expect(screen.getByTestId('auth-action-success').textContent).toContain('Email đã được xác thực thành công.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(SEEN_POPUP_FLAG)).toBeNull();
  });

  it('opens no popup over a dialog the visitor opened (the sign-up dialog): the promotional popup comes once it is closed', async () => {
    fakeApi({ 'GET /api/popups/active': { body: { popup: promo } } });
    function SignUpDialog() {
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} onClose={() => setOpen(false)} title="Đăng ký tài khoản" testId="auth-modal">
          <p>Họ và tên</p>
        </Modal>
      );
    }
    render(
      <>
        <SignUpDialog />
        <PromoPopupHost />
      </>,
    );
    await advance(POPUP_DELAY_MS * 2);

    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByTestId('auth-modal')).toBeTruthy();
    expect(sessionStorage.getItem(SEEN_POPUP_FLAG)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    await advance(10);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByTestId('promo-popup-link')).toBeTruthy();
  });

  it('opens the promotional popup only once a result message (a toast) is gone, and a toast does not close it', async () => {
    fakeApi({ 'GET /api/popups/active': { body: { popup: promo } } });
    // react-hot-toast asks whether motion is reduced; jsdom has no media queries.
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener: () => {}, removeEventListener: () => {} }));
    render(
      <>
        <AppToaster />
        <PromoPopupHost />
      </>,
    );
    act(() => {
      toast.success('Đã gửi báo cáo. Cảm ơn bạn!');
    });
    await advance(POPUP_DELAY_MS * 2);
    expect(screen.getByText('Đã gửi báo cáo. Cảm ơn bạn!')).toBeTruthy();
    expect(screen.queryByTestId('promo-popup-link')).toBeNull();
    expect(sessionStorage.getItem(SEEN_POPUP_FLAG)).toBeNull();

    // The toast's 6 seconds, then its exit.
    await advance(6_000);
    await advance(1_000);
    expect(screen.getByTestId('promo-popup-link')).toBeTruthy();

    // A toast while the popup is open leaves it open.
    act(() => {
      toast.success('Đã sao chép mã.');
    });
    await advance(10);
    expect(screen.getByTestId('promo-popup-link')).toBeTruthy();
  });

  it("shows the 'check your mail' popup before the waiting promotional popup when the sign-up dialog closes", async () => {
    fakeApi({ 'GET /api/popups/active': { body: { popup: promo } } });
    const dismissWelcome = vi.fn();
    function SignUpDialog() {
      const [open, setOpen] = useState(true);
      const [welcome, setWelcome] = useState<Welcome | null>(null);
      const register = () => {
        // As AuthProvider.register and AuthModal do: the welcome is asked for as the dialog closes.
        setWelcome({ kind: 'registered', name: 'An' });
        setOpen(false);
      };
      return (
        <AuthContext.Provider value={{ welcome, dismissWelcome } as unknown as AuthContextValue}>
          <Modal open={open} onClose={() => setOpen(false)} title="Đăng ký tài khoản" testId="auth-modal">
            <button type="button" onClick={register}>
              Đăng ký
            </button>
          </Modal>
          <WelcomePopupHost />
        </AuthContext.Provider>
      );
    }
    render(
      <MemoryRouter>
        <SignUpDialog />
        <PromoPopupHost />
      </MemoryRouter>,
    );
    await advance(POPUP_DELAY_MS * 2);
    expect(screen.queryByTestId('promo-popup')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    await advance(10);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByTestId('welcome-popup-registered')).toBeTruthy();
    expect(sessionStorage.getItem(SEEN_POPUP_FLAG)).toBeNull();
  });

  it("takes a new member to their first course with 'Bắt đầu học ngay'", async () => {
    fakeApi({ 'GET /api/students/me/courses': { body: { courses: [{ slug: 'facebook-ads' }] } } });
    renderWith({ kind: 'first-login', name: 'An' });
    await advance(10);
    fireEvent.click(screen.getByRole('button', { name: 'Bắt đầu học ngay' }));
    await advance(10);
    expect(screen.getByTestId('where').textContent).toBe('/learn/facebook-ads');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a new member without a course to the catalogue', async () => {
    fakeApi({ 'GET /api/students/me/courses': { body: { courses: [] } } });
    renderWith({ kind: 'first-login', name: 'An' });
    await advance(10);
    fireEvent.click(screen.getByRole('button', { name: 'Bắt đầu học ngay' }));
    await advance(10);
    expect(screen.getByTestId('where').textContent).toBe('/courses');
  });
});

describe('AuthProvider greetings', () => {
  function Greeting() {
    const { welcome, signIn } = useAuth();
    return (
      <>
        <button type="button" onClick={() => void signIn('a@example.vn', 'Matkhau@123')}>
          sign in
        </button>
        <p data-testid="welcome">{welcome?.kind ?? 'none'}</p>
      </>
    );
  }

  const signInAs = async (role: Profile['role']) => {
    fakeApi({
      'POST /api/auth/login': { body: { accessToken: 'token', user: { _id: 'u1', role, name: 'Quản trị' } } },
      'POST /api/auth/ensure-user-profile': { body: { isActive: true, name: 'Quản trị' } },
      'GET /api/users/profile': { body: { _id: 'u1', role, name: 'Quản trị', email: 'a@example.vn', unreadCount: 0 } },
      'POST /api/auth/logout': { body: { message: 'ok' } },
    });
    render(
      <AuthProvider>
        <Greeting />
      </AuthProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'sign in' }));
    await advance(50);
    return screen.getByTestId('welcome').textContent;
  };

  it('greets a learner coming back', async () => {
    expect(await signInAs('student')).toBe('welcome-back');
  });

  it('does not greet an admin with the learner popup', async () => {
    expect(await signInAs('admin')).toBe('none');
  });
});
