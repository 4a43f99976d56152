import { render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../AuthContext';
import LoginPage from './LoginPage';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));
vi.mock('../api/authApi', () => ({ fetchProviders: vi.fn().mockResolvedValue({ google: true, facebook: true }) }));

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="current-url">{location.pathname + location.search}</output>;
}

/** The page as the browser finds it when the API's callback sends it back to /login with the outcome. */
function renderLanding(url: string, overrides: Partial<AuthContextValue> = {}) {
  const auth: AuthContextValue = {
    status: 'anonymous',
    user: null,
    signIn: vi.fn(),
    completeOAuthSignIn: vi.fn(),
    register: vi.fn(),
    signOut: vi.fn(),
    updateUser: vi.fn(),
    welcome: null,
    dismissWelcome: vi.fn(),
    ...overrides,
  };
  render(
    <MemoryRouter initialEntries={[url]}>
      <AuthContext.Provider value={auth}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<p>Trang khác</p>} />
        </Routes>
        <CurrentUrl />
      </AuthContext.Provider>
    </MemoryRouter>,
  );
  return auth;
}

/** What startOAuth('facebook', ...) leaves behind in the tab that clicked the button. */
const startedWithFacebook = () => sessionStorage.setItem('hvm-oauth-start', JSON.stringify({ provider: 'facebook', returnTo: '/my-courses' }));

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.mocked(toast.error).mockClear());

describe('LoginPage after a Facebook sign-in', () => {
  it('shows an email linked to another sign-in method inline only, without a toast', async () => {
    startedWithFacebook();
    renderLanding('/login?oauthError=ACCOUNT_EXISTS_WITH_DIFFERENT_CREDENTIAL&provider=facebook');
    expect((await screen.findByTestId('auth-error')).textContent).toBe('Email này đã được liên kết với một phương thức đăng nhập khác.');
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByTestId('current-url').textContent).toBe('/login');
  });

  it('shows any other failure (a cancelled dialog, no email) as a toast plus the inline Facebook text', async () => {
    startedWithFacebook();
    renderLanding('/login?oauthError=OAUTH_FAILED&provider=facebook');
    expect((await screen.findByTestId('auth-error')).textContent).toBe('Đăng nhập Facebook thất bại.');
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Đăng nhập Facebook thất bại.');
  });

  it('keeps quiet about a Google sign-in the user cancelled (SPEC §8): the form, no toast, no error', async () => {
    renderLanding('/login?oauthError=OAUTH_CANCELLED&provider=google');
    await waitFor(() => expect(screen.getByTestId('current-url').textContent).toBe('/login'));
    expect(screen.queryByTestId('auth-error')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('names Facebook from the address when the tab that started the sign-in is not the one that returns', async () => {
    // Phones often open the dialog in the Facebook app, which returns in a new browser tab: nothing in sessionStorage.
    renderLanding('/login?oauthError=OAUTH_FAILED&provider=facebook');
    expect((await screen.findByTestId('auth-error')).textContent).toBe('Đăng nhập Facebook thất bại.');
    expect(toast.error).toHaveBeenCalledWith('Đăng nhập Facebook thất bại.');
  });

  it('finishes a successful sign-in and goes back to where the visitor started', async () => {
    startedWithFacebook();
    const auth = renderLanding('/login?oauth=success', { completeOAuthSignIn: vi.fn().mockResolvedValue({}) });
    expect(await screen.findByText('Trang khác')).toBeTruthy();
    expect(screen.getByTestId('current-url').textContent).toBe('/my-courses');
    expect(auth.completeOAuthSignIn).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
  });
});
