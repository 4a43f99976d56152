import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import { useAuth } from '../hooks/useAuth';
import { lastProfile, rememberProfile } from '../../../lib/session/offlineProfile';
import { AuthProvider } from './AuthProvider';

const an: Profile = { _id: 'u1', name: 'Trần Thu Hà', email: 'ha@example.vn', role: 'student', unreadCount: 0 } as Profile;

function Probe() {
  const { status, user } = useAuth();
  return <p data-testid="session">{`${status} ${user?.name ?? '-'}`}</p>;
}

function renderProvider() {
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
}

/** The refresh endpoint: unreachable (offline), refusing, or answering with a fresh session. */
function refreshAnswers(answer: 'offline' | 401 | Profile) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      if (answer === 401)
        return new Response(JSON.stringify({ message: 'Phiên đăng nhập đã hết hạn.', code: 'REFRESH_INVALID' }), { status: 401, headers: { 'Content-Type': 'application/json' } });
      return new Response(JSON.stringify({ accessToken: 'token', user: answer }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

beforeEach(() => {
  document.cookie = 'hvm_session=1; path=/';
});
afterEach(() => {
  document.cookie = 'hvm_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AuthProvider on an offline start', () => {
  it('keeps the last signed-in user when the server cannot be reached, and restores the session once online', async () => {
    rememberProfile(an);
    refreshAnswers('offline');
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('authenticated Trần Thu Hà'));

    refreshAnswers({ ...an, name: 'Trần Thu Hà (mới)' });
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('authenticated Trần Thu Hà (mới)'));
    // Remembered for the next offline start by an effect after that render: on a busy machine it can land a moment later.
    await waitFor(() => expect(lastProfile()?.name).toBe('Trần Thu Hà (mới)'));
  });

  it('signs out, and forgets the profile, when the server refuses the session', async () => {
    rememberProfile(an);
    refreshAnswers(401);
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('anonymous -'));
    // Forgotten by an effect after that render, as the first test's profile is remembered: it can land a moment later.
    await waitFor(() => expect(lastProfile()).toBeNull());
  });

  it('opens with the last signed-in user at once when the browser knows it is offline, asking the server only once back online', async () => {
    rememberProfile(an);
    refreshAnswers({ ...an, name: 'Trần Thu Hà (mới)' });
    const fetchSpy = vi.mocked(fetch);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      renderProvider();
      // The first render already: no splash while a request that cannot succeed times out.
      expect(screen.getByTestId('session').textContent).toBe('authenticated Trần Thu Hà');
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('authenticated Trần Thu Hà (mới)'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('is anonymous offline when no one signed in on this device before', async () => {
    refreshAnswers('offline');
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('anonymous -'));
  });
});

describe('AuthProvider and a locked account', () => {
  it("deletes the locked learner's downloads on this device when the server refuses the session for the lock", async () => {
    const { db } = await import('../../../lib/db');
    const { downloadRecord } = await import('../../downloads');
    await db.downloads.bulkPut([downloadRecord({ userId: 'u1', lectureId: 'l1', state: 'done' }), downloadRecord({ userId: 'u2', lectureId: 'l1', state: 'done' })]);
    rememberProfile(an);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Tài khoản bạn đã bị khóa, hãy liên hệ admin', code: 'ACCOUNT_DISABLED' }), {
            status: 403,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderProvider();
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('anonymous -'));
    await waitFor(async () => expect((await db.downloads.toArray()).map((record) => record.userId)).toEqual(['u2']));
  });
});

describe('AuthProvider signing out', () => {
  async function renderWithDownloads() {
    const { db } = await import('../../../lib/db');
    const { downloadRecord } = await import('../../downloads');
    const download = (userId: string, lectureId: string) => downloadRecord({ userId, lectureId, state: 'done', storedBytes: 3 * 1024 ** 2, totalBytes: 3 * 1024 ** 2 });
    await db.downloads.bulkPut([download('u1', 'l1'), download('u1', 'l2'), download('u2', 'l1')]);
    refreshAnswers(an);
    let signOut: (() => Promise<void>) | undefined;
    function SignOutProbe() {
      signOut = useAuth().signOut;
      return <Probe />;
    }
    render(
      <AuthProvider>
        <SignOutProbe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('authenticated Trần Thu Hà'));
    await act(async () => signOut!());
    return { db, dialog: await screen.findByTestId('signout-dialog') };
  }

  it("asks first, then deletes the learner's downloads on this device, and nobody else's", async () => {
    const { db, dialog } = await renderWithDownloads();
    expect(dialog.textContent).toContain('Thiết bị này đang giữ 2 bài giảng bạn đã tải về (6 MB)');
    fireEvent.click(screen.getByTestId('signout-confirm'));
    await waitFor(() => expect(screen.getByTestId('session').textContent).toBe('anonymous -'));
    expect((await db.downloads.toArray()).map((record) => record.userId)).toEqual(['u2']);
  });

  it('keeps the session and the downloads when the learner stays', async () => {
    const { db } = await renderWithDownloads();
    fireEvent.click(screen.getByRole('button', { name: 'Ở lại' }));
    await waitFor(() => expect(screen.queryByTestId('signout-dialog')).toBeNull());
    expect(screen.getByTestId('session').textContent).toBe('authenticated Trần Thu Hà');
    expect(await db.downloads.where('userId').equals('u1').count()).toBe(2);
  });
});
