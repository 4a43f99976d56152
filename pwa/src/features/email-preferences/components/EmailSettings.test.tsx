import { fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { EmailSettings } from './EmailSettings';
import { renderWithQuery } from '../../../test/renderWithQuery';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const mine = { email: 'an@example.vn', marketingConsent: false, marketingConsentAt: null, suppressed: false };
const toggle = () => screen.getByRole('switch', { name: 'Nhận thư về khóa học mới và ưu đãi' });

describe('EmailSettings (settings page, signed in)', () => {
  it('shows the unmasked address and turns marketing mail on with PUT /api/email-preferences', async () => {
    const calls = fakeApi({
      'GET /api/email-preferences': { body: mine },
      'PUT /api/email-preferences': (call: ApiCall) => ({
        body: { ...mine, marketingConsent: (call.body as { marketingConsent: boolean }).marketingConsent, marketingConsentAt: '2026-11-20T03:00:00.000Z' },
      }),
    });
    renderWithQuery(<EmailSettings />);

    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByTestId('email-settings').textContent).toContain('an@example.vn');
    expect(screen.getByTestId('email-settings').textContent).toContain('vẫn luôn được gửi');
    expect(screen.getByTestId('email-settings-since').textContent).toBe('Bạn chưa đăng ký nhận thư quảng cáo.');

    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('true'));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([{ method: 'PUT', path: '/api/email-preferences', query: {}, body: { marketingConsent: true } }]);
    expect(screen.getByTestId('email-settings-since').textContent).toBe('Đã đồng ý nhận thư từ ngày 20/11/2026.');
    expect(toast.success).toHaveBeenCalledWith('Đã bật nhận thư về khóa học mới và ưu đãi.');
  });

  it('keeps the switch as it was when saving fails', async () => {
    fakeApi({
      'GET /api/email-preferences': { body: { ...mine, marketingConsent: true, suppressed: true } },
      'PUT /api/email-preferences': { status: 500, body: { message: 'Máy chủ đang bận.', code: 'INTERNAL_ERROR' } },
    });
    renderWithQuery(<EmailSettings />);
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByTestId('email-settings-suppressed')).toBeTruthy();
    fireEvent.click(toggle());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Máy chủ đang bận.'));
    expect(toggle().getAttribute('aria-checked')).toBe('true');
  });
});
