import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { Sidebar } from './Sidebar';

const signOut = vi.fn(async () => {});
vi.mock('../../auth', () => ({ useAuth: () => ({ signOut }) }));

const user = (role: string) => ({ _id: 'u1', name: 'Minh', email: 'minh@example.vn', role, isAffiliate: false, unreadCount: 0 }) as unknown as Profile;

function renderSidebar(role: string) {
  const calls = fakeApi({ 'GET /api/instructor/questions/unanswered-count': { body: { count: 7 } } });
  renderWithQuery(
    <MemoryRouter initialEntries={['/instructor/questions']}>
      <Sidebar user={user(role)} />
    </MemoryRouter>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('Sidebar', () => {
  it("badges the instructor's Q&A entry with the questions waiting for a first answer", async () => {
    renderSidebar('instructor');
    expect((await screen.findByTestId('sidebar-badge-/instructor/questions')).textContent).toBe('7');
  });

  it('asks no other role for the count', async () => {
    const calls = renderSidebar('student');
    await screen.findByTestId('sidebar-link-/my-courses');
    expect(calls.filter((call) => call.path === '/api/instructor/questions/unanswered-count')).toEqual([]);
  });

  it('signs out from the dashboard, which has no site header with the account menu', async () => {
    renderSidebar('admin');
    (await screen.findByRole('button', { name: 'Đăng xuất' })).click();
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
