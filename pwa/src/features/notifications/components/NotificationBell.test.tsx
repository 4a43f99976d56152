import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import { fakeApi, type ApiCall, type ApiReply } from '../../../test/fakeApi';
import { AuthContext, type AuthContextValue } from '../../auth';
import { SidebarNav } from '../../layout';
import { buildSidebarMenu } from '../../layout';
import type { AppNotification } from '../api/notificationsApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { NotificationBell } from './NotificationBell';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
afterEach(() => vi.unstubAllGlobals());

const student = { _id: 'u1', name: 'An', email: 'an@example.vn', role: 'student', isAffiliate: false, unreadCount: 0 } as Profile;

function notification(n: number, isRead = false): AppNotification {
  return {
    _id: `n${n}`,
    type: 'order_paid',
    title: `Thông báo ${n}`,
    body: `Nội dung ${n}`,
    link: '/my-courses',
    isRead,
    createdAt: new Date(Date.now() - n * 60_000).toISOString(),
  };
}

function Path() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** The bell and the sidebar of a signed-in user whose profile changes when the bell updates it. */
function Harness({ unreadCount }: { unreadCount: number }) {
  const [user, setUser] = useState<Profile>({ ...student, unreadCount });
  const auth = { status: 'authenticated', user, updateUser: setUser } as unknown as AuthContextValue;
  return (
    <AuthContext.Provider value={auth}>
      <MemoryRouter>
        <NotificationBell />
        <SidebarNav entries={buildSidebarMenu(user)} />
        <Path />
      </MemoryRouter>
    </AuthContext.Provider>
  );
}

/** A server holding `rows` (newest first), 10 a page; `fail` makes one route answer 500. */
function serve(rows: AppNotification[], fail?: string) {
  const unread = () => rows.filter((row) => !row.isRead).length;
  const broken: ApiReply = { status: 500, body: { message: 'Lỗi máy chủ', code: 'INTERNAL_ERROR' } };
  const routes: Record<string, ApiReply | ((call: ApiCall) => ApiReply)> = {
    'GET /api/notifications/me': ({ query }) => {
      const page = Number(query.page ?? 1);
      return {
        body: {
          notifications: rows.slice((page - 1) * 10, page * 10),
          unreadCount: unread(),
          pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(rows.length / 10)), totalItems: rows.length, limit: 10 },
        },
      };
    },
    'PATCH /api/notifications/me/mark-all-read': () => {
      rows.forEach((row) => (row.isRead = true));
      return { body: { unreadCount: 0 } };
    },
  };
  for (const row of rows) {
    routes[`PATCH /api/notifications/${row._id}/read`] = () => {
      row.isRead = true;
      return { body: { notification: row, unreadCount: unread() } };
    };
  }
  if (fail) routes[fail] = broken;
  return fakeApi(routes);
}

const badge = () => screen.queryByTestId('notification-badge')?.textContent ?? null;
const sidebarBadge = () => screen.queryByTestId('sidebar-badge-/profile')?.textContent ?? null;

async function openBell() {
  fireEvent.click(screen.getByTestId('notification-bell'));
  return within(await screen.findByTestId('notification-panel'));
}

describe('NotificationBell', () => {
  it('caps the unread badge at 9+ and hides it at zero', () => {
    const { unmount } = renderWithQuery(<Harness unreadCount={12} />);
    expect(badge()).toBe('9+');
    // The bell's name holds what its badge shows (axe label-content-name-mismatch).
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Thông báo (9+ chưa đọc)');
    unmount();
    renderWithQuery(<Harness unreadCount={0} />);
    expect(badge()).toBeNull();
  });

  it('lists the latest 10, highlights unread ones, and loads more', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => notification(i + 1, i >= 3));
    const calls = serve(rows);
    renderWithQuery(<Harness unreadCount={3} />);
    const panel = await openBell();
    await panel.findByText('Thông báo 1');
    expect(panel.getAllByTestId(/^notification-n/)).toHaveLength(10);
    expect(panel.getByTestId('notification-n1').dataset.unread).toBe('true');
    expect(panel.getByTestId('notification-n5').dataset.unread).toBe('false');
    expect(panel.getByTestId('notification-n1').textContent).toContain('1 phút trước');
    expect(calls[0].query).toEqual({ page: '1', limit: '10' });

    fireEvent.click(panel.getByTestId('notification-load-more'));
    await panel.findByText('Thông báo 12');
    expect(panel.getAllByTestId(/^notification-n/)).toHaveLength(12);
    expect(panel.queryByTestId('notification-load-more')).toBeNull();
  });

  it('marks a notification read on click, lowers both badges, and opens its link', async () => {
    const rows = [notification(1), notification(2), notification(3, true)];
    const calls = serve(rows);
    renderWithQuery(<Harness unreadCount={2} />);
    expect(sidebarBadge()).toBe('2');
    const panel = await openBell();
    fireEvent.click(await panel.findByTestId('notification-n1'));

    await vi.waitFor(() => expect(badge()).toBe('1'));
    expect(sidebarBadge()).toBe('1');
    expect(screen.getByTestId('path').textContent).toBe('/my-courses');
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.path)).toEqual(['/api/notifications/n1/read']);
  });

  it('never goes below zero: reading an already read one asks nothing, the last unread one leaves no badge', async () => {
    const rows = [notification(1), notification(2, true)];
    const calls = serve(rows);
    renderWithQuery(<Harness unreadCount={1} />);
    let panel = await openBell();
    fireEvent.click(await panel.findByTestId('notification-n2'));
    panel = await openBell();
    fireEvent.click(await panel.findByTestId('notification-n1'));
    await vi.waitFor(() => expect(badge()).toBeNull());
    panel = await openBell();
    fireEvent.click(await panel.findByTestId('notification-n1'));
    expect(badge()).toBeNull();
    expect(sidebarBadge()).toBeNull();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.path)).toEqual(['/api/notifications/n1/read']);
  });

  it('marks all read: the count goes to 0 and no row stays highlighted', async () => {
    serve([notification(1), notification(2), notification(3)]);
    renderWithQuery(<Harness unreadCount={3} />);
    const panel = await openBell();
    await panel.findByText('Thông báo 3');
    fireEvent.click(panel.getByTestId('notification-mark-all'));
    await vi.waitFor(() => expect(badge()).toBeNull());
    expect(sidebarBadge()).toBeNull();
    expect(panel.getAllByTestId(/^notification-n/).every((row) => row.dataset.unread === 'false')).toBe(true);
    expect((panel.getByTestId('notification-mark-all') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says what failed in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve([notification(1)], 'GET /api/notifications/me');
    const { unmount } = renderWithQuery(<Harness unreadCount={1} />);
    expect((await (await openBell()).findByTestId('notifications-error')).textContent).toBe('Failed to load notifications');
    unmount();

    serve([notification(1)], 'PATCH /api/notifications/n1/read');
    renderWithQuery(<Harness unreadCount={1} />);
    fireEvent.click(await (await openBell()).findByTestId('notification-n1'));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to mark notification as read'));
    expect(badge()).toBe('1');

    serve([notification(1)], 'PATCH /api/notifications/me/mark-all-read');
    const panel = await openBell();
    await panel.findByText('Thông báo 1');
    fireEvent.click(panel.getByTestId('notification-mark-all'));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to mark all notifications as read'));
    expect(badge()).toBe('1');
  });
});
