import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall, type ApiReply } from '../../../test/fakeApi';
import EmailPreferencesPage from './EmailPreferencesPage';
import { renderWithQuery } from '../../../test/renderWithQuery';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const TOKEN = 'tok.en-1';
const PATH = `/api/email/preferences/${TOKEN}`;
const subscribed = { email: 'a•••@gmail.com', marketingConsent: true, marketingConsentAt: '2026-03-14T20:00:00.000Z', suppressed: false };
const unsubscribed = { ...subscribed, marketingConsent: false, marketingConsentAt: '2026-11-20T03:00:00.000Z' };
type Routes = Record<string, ApiReply | ((call: ApiCall) => ApiReply)>;

function renderAt(url: string, routes: Routes) {
  const calls = fakeApi(routes);
  renderWithQuery(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/email-preferences" element={<EmailPreferencesPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

/** The server: answers the current preferences and applies each PUT. */
function server(initial: typeof subscribed) {
  let current = initial;
  return {
    [`GET ${PATH}`]: () => ({ body: current }),
    [`PUT ${PATH}`]: (call: ApiCall) => {
      const { marketingConsent } = call.body as { marketingConsent: boolean };
      current = { ...current, marketingConsent, marketingConsentAt: '2026-11-20T03:00:00.000Z' };
      return { body: current };
    },
  } satisfies Routes;
}

const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

describe('EmailPreferencesPage (/email-preferences)', () => {
  it('asks before unsubscribing, sends PUT false, confirms, and can subscribe again', async () => {
    const calls = renderAt(`/email-preferences?token=${TOKEN}&action=unsubscribe`, server(subscribed));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hủy đăng ký nhận thư quảng cáo' })).toBeTruthy();
    expect(screen.getByTestId('email-prefs-email').textContent).toBe('a•••@gmail.com');
    expect(screen.getByTestId('email-prefs-confirm-text').textContent).toBe(
      'Bạn sẽ không nhận thư về khóa học mới và ưu đãi nữa. Thư về đơn hàng, thanh toán và tài khoản vẫn được gửi.',
    );
    // Opening the link changes nothing: only the button does.
    expect(puts(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Hủy đăng ký' }));
    expect((await screen.findByTestId('email-prefs-success')).textContent).toBe('Bạn đã hủy đăng ký. Thay đổi có hiệu lực ngay.');
    expect(puts(calls)).toEqual([{ method: 'PUT', path: PATH, query: {}, body: { marketingConsent: false } }]);

    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký lại' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Nhận thư về khóa học mới và ưu đãi' }).getAttribute('aria-checked')).toBe('true'));
    expect(puts(calls)[1].body).toEqual({ marketingConsent: true });
    expect(screen.getByTestId('email-prefs-success').textContent).toBe('Bạn đã đăng ký lại. Thay đổi có hiệu lực ngay.');
  });

  it('shows the preference card when the address already opted out, even from an unsubscribe link', async () => {
    renderAt(`/email-preferences?token=${TOKEN}&action=unsubscribe`, server(unsubscribed));
    const toggle = await screen.findByRole('switch', { name: 'Nhận thư về khóa học mới và ưu đãi' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Hủy đăng ký' })).toBeNull();
    expect(screen.getByTestId('email-prefs-since').textContent).toBe('Đã tắt nhận thư từ ngày 20/11/2026.');
  });

  it('switches marketing mail from the preference card, with the consent date in Vietnam time', async () => {
    const calls = renderAt(`/email-preferences?token=${TOKEN}`, server(subscribed));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tùy chọn nhận thư' })).toBeTruthy();
    // 20:00 UTC on 14 March is already 15 March in Ho Chi Minh City. The heading shows before the
    // preferences have loaded (a spinner under it): wait for them.
    expect((await screen.findByTestId('email-prefs-since')).textContent).toBe('Đã đồng ý nhận thư từ ngày 15/03/2026.');
    expect(screen.queryByTestId('email-prefs-suppressed')).toBeNull();

    const toggle = screen.getByRole('switch', { name: 'Nhận thư về khóa học mới và ưu đãi' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(puts(calls).map((call) => call.body)).toEqual([{ marketingConsent: false }]);
    expect(screen.getByTestId('email-prefs-success').textContent).toBe('Bạn đã hủy đăng ký. Thay đổi có hiệu lực ngay.');
  });

  it('explains a suppressed address', async () => {
    renderAt(`/email-preferences?token=${TOKEN}`, server({ ...subscribed, suppressed: true }));
    expect((await screen.findByTestId('email-prefs-suppressed')).textContent).toBe(
      'Địa chỉ này đang bị chặn gửi vì thư bị trả lại hoặc bị báo là thư rác. Liên hệ hỗ trợ nếu đó là nhầm lẫn.',
    );
  });

  it('says the link is invalid when the server does not know the token', async () => {
    renderAt(`/email-preferences?token=${TOKEN}&action=unsubscribe`, {
      [`GET ${PATH}`]: { status: 404, body: { message: 'Liên kết không hợp lệ hoặc đã hết hạn.', code: 'LINK_INVALID' } },
    });
    expect((await screen.findByTestId('email-prefs-error')).textContent).toBe('Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.');
    expect(screen.queryByRole('button', { name: 'Hủy đăng ký' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/');
  });

  it('says the same without a token, and asks the server nothing', async () => {
    const calls = renderAt('/email-preferences', {});
    expect((await screen.findByTestId('email-prefs-error')).textContent).toBe('Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.');
    expect(calls).toHaveLength(0);
  });

  it('offers a retry when the server fails for another reason', async () => {
    let fail = true;
    renderAt(`/email-preferences?token=${TOKEN}`, {
      [`GET ${PATH}`]: () => (fail ? { status: 500, body: { message: '', code: 'INTERNAL_ERROR' } } : { body: subscribed }),
    });
    expect((await screen.findByTestId('email-prefs-error')).textContent).toBe('Không tải được tùy chọn nhận thư. Vui lòng thử lại.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('switch', { name: 'Nhận thư về khóa học mới và ưu đãi' })).toBeTruthy();
  });
});
