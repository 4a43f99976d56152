import { fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { PushOptIn } from './PushOptIn';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const SERVER_KEY = new Uint8Array(65).map((_, i) => (i === 0 ? 4 : i));
const SERVER_KEY_B64 = btoa(String.fromCharCode(...SERVER_KEY))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const ENDPOINT = 'https://push.example.vn/send/thiet-bi-1';
const KEYS = { p256dh: 'BNc-khoa-cong-khai', auth: 'bi-mat-xac-thuc' };

/** A browser subscription as pushManager hands it out. */
function browserSubscription(serverKey: Uint8Array = SERVER_KEY) {
  return {
    endpoint: ENDPOINT,
    options: { applicationServerKey: serverKey.slice().buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: vi.fn(async () => true),
  };
}

/** Stubs the service worker, the Push API and Notification; `existing` is this browser's current subscription. */
function browser({
  permission = 'default',
  answer = 'granted',
  existing = null,
}: { permission?: NotificationPermission; answer?: NotificationPermission; existing?: ReturnType<typeof browserSubscription> | null } = {}) {
  const created = browserSubscription();
  const pushManager = { getSubscription: vi.fn(async () => existing), subscribe: vi.fn(async () => created) };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: vi.fn(async () => registration), ready: Promise.resolve(registration) } });
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return { pushManager, created, requestPermission };
}

function serveApi(failSave = false) {
  return fakeApi({
    'GET /api/push/vapid-public-key': { body: { publicKey: SERVER_KEY_B64 } },
    'POST /api/push/subscriptions': failSave
      ? { status: 500, body: { message: 'Lỗi', code: 'INTERNAL_ERROR' } }
      : { status: 201, body: { message: 'Đã bật thông báo đẩy trên thiết bị này.' } },
    'DELETE /api/push/subscriptions': { body: { message: 'Đã tắt thông báo đẩy trên thiết bị này.' } },
  });
}

const optIn = () => screen.getByTestId('push-opt-in');
const toggle = () => screen.getByTestId('push-opt-in-switch') as HTMLButtonElement;
const stateIs = (state: string) => vi.waitFor(() => expect(optIn().dataset.state).toBe(state));

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushOptIn', () => {
  it('says plainly when the browser cannot receive push', async () => {
    render(<PushOptIn />);
    await stateIs('unsupported');
    expect(toggle().disabled).toBe(true);
    expect(screen.getByTestId('push-opt-in-status').textContent).toContain('Trình duyệt này không hỗ trợ thông báo đẩy');
  });

  it('asks permission, subscribes with the server key and sends the subscription', async () => {
    const { pushManager, requestPermission } = browser();
    const calls = serveApi();
    render(<PushOptIn />);
    await stateIs('off');
    expect(screen.getByText('Nhận thông báo đẩy')).toBeTruthy();
    expect(toggle().getAttribute('aria-checked')).toBe('false');

    fireEvent.click(toggle());
    await stateIs('on');
    expect(requestPermission).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: SERVER_KEY });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ endpoint: ENDPOINT, keys: KEYS, userAgent: navigator.userAgent });
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('push-opt-in-status').textContent).toContain('Đã bật trên thiết bị này');
  });

  it('explains how to re-enable after the permission was blocked', async () => {
    browser({ permission: 'denied' });
    serveApi();
    render(<PushOptIn />);
    await stateIs('denied');
    expect(toggle().disabled).toBe(true);
    expect(screen.getByTestId('push-opt-in-status').textContent).toContain('Bạn đã chặn thông báo cho trang này');
  });

  it('lands on the blocked state when the user refuses the prompt, without subscribing', async () => {
    const { pushManager } = browser({ answer: 'denied' });
    const calls = serveApi();
    render(<PushOptIn />);
    await stateIs('off');
    fireEvent.click(toggle());
    await stateIs('denied');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('shows an existing subscription as on, claims it for this user, and turning off unsubscribes and deletes it', async () => {
    const existing = browserSubscription();
    browser({ permission: 'granted', existing });
    const calls = serveApi();
    render(<PushOptIn />);
    await stateIs('on');
    await vi.waitFor(() => expect(calls.map((call) => call.method)).toEqual(['POST']));

    fireEvent.click(toggle());
    await stateIs('off');
    expect(existing.unsubscribe).toHaveBeenCalled();
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/push/subscriptions', body: { endpoint: ENDPOINT } });
  });

  it('replaces a subscription made with an older server key', async () => {
    const stale = browserSubscription(new Uint8Array(65).fill(9));
    const { pushManager } = browser({ existing: stale });
    serveApi();
    render(<PushOptIn />);
    await stateIs('off');
    fireEvent.click(toggle());
    await stateIs('on');
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalled();
  });

  it('undoes the browser subscription when the server refuses it', async () => {
    const { created } = browser();
    serveApi(true);
    render(<PushOptIn />);
    await stateIs('off');
    fireEvent.click(toggle());
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Không thể bật thông báo đẩy. Vui lòng thử lại.'));
    expect(optIn().dataset.state).toBe('off');
    expect(created.unsubscribe).toHaveBeenCalled();
  });
});
