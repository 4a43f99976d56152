import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../AuthContext';
import AuthActionPage from './AuthActionPage';

const auth = { status: 'anonymous', user: null, updateUser: vi.fn() } as unknown as AuthContextValue;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function LoginProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <p data-testid="login-from">{state?.from ?? '-'}</p>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <AuthContext.Provider value={auth}>
        <Routes>
          <Route path="/auth/action" element={<AuthActionPage />} />
          <Route path="/login" element={<LoginProbe />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AuthContext.Provider>
    </MemoryRouter>,
  );
}

function stubEmailAction(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('AuthActionPage (/auth/action)', () => {
  it('goes home when mode or oobCode is missing', () => {
    renderAt('/auth/action?mode=verifyEmail');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('sends resetPassword links to the reset page with the code', () => {
    renderAt('/auth/action?mode=resetPassword&oobCode=a%2Fb');
    expect(screen.getByTestId('where').textContent).toBe('/reset-password?oobCode=a%2Fb');
  });

  it('rejects other modes', () => {
    renderAt('/auth/action?mode=recoverEmail&oobCode=x');
    expect(screen.getByTestId('auth-action-error').textContent).toBe('Hành động không được hỗ trợ.');
  });

  it('verifies the email: loading first, then the server message', async () => {
    const fetchMock = stubEmailAction(200, { message: 'Xác thực email thành công!' });
    renderAt('/auth/action?mode=verifyEmail&oobCode=code-ok');
    expect(screen.getByRole('status').textContent).toContain('Đang xử lý');
    await waitFor(() => expect(screen.getByTestId('auth-action-success').textContent).toBe('Xác thực email thành công!'));
    const request = fetchMock.mock.calls[0] as unknown as [Request];
    expect(new URL(request[0].url).pathname).toBe('/api/auth/email-action');
    await expect(request[0].json()).resolves.toEqual({ mode: 'verifyEmail', oobCode: 'code-ok' });
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/');
  });

  it('sends the sign-in back to the page the member registered from (continueUrl), never to another site', async () => {
    stubEmailAction(200, { message: 'Xác thực email thành công!' });
    renderAt('/auth/action?mode=verifyEmail&oobCode=code-back&continueUrl=%2Fcourses%2Ffacebook-ads');
    fireEvent.click(await screen.findByRole('link', { name: 'Đăng nhập ngay' }));
    expect(screen.getByTestId('login-from').textContent).toBe('/courses/facebook-ads');
  });

  it('ignores a continueUrl pointing to another site', async () => {
    stubEmailAction(200, { message: 'Xác thực email thành công!' });
    renderAt('/auth/action?mode=verifyEmail&oobCode=code-away&continueUrl=%2F%2Fevil.example');
    fireEvent.click(await screen.findByRole('link', { name: 'Đăng nhập ngay' }));
    expect(screen.getByTestId('login-from').textContent).toBe('/');
  });

  it('shows the invalid-link text when verification fails', async () => {
    stubEmailAction(400, { message: 'Mã không hợp lệ', code: 'INVALID_CODE' });
    renderAt('/auth/action?mode=verifyEmail&oobCode=code-bad');
    await waitFor(() => expect(screen.getByTestId('auth-action-error').textContent).toBe('Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.'));
  });
});
