import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../../api/types';
import { fakeApi } from '../../../test/fakeApi';
import { createTestQueryClient } from '../../../test/renderWithQuery';
import { useUpdateUserRole, useUsers } from './adminUsersApi';

afterEach(() => vi.unstubAllGlobals());

const user = (role: AdminUser['role']): AdminUser => ({
  _id: 'u1',
  uid: 'u1',
  name: 'Phạm Quốc Bảo',
  email: 'quocbao@example.vn',
  emailVerified: true,
  firebaseDisabled: false,
  isAffiliate: false,
  affiliateLevel: 1,
  role,
  createdAt: '2026-12-07T10:00:00.000Z',
});
const page = (role: AdminUser['role']) => ({ users: [user(role)], pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 20 } });

describe('a change to one user', () => {
  it('fetches again a page that was read before the change and answers after it: the row never goes back to the old role', async () => {
    let role: AdminUser['role'] = 'student';
    // The first read of the searched page was made before the change and is answered after it.
    let answerStaleRead!: () => void;
    const staleRead = new Promise<void>((resolve) => (answerStaleRead = resolve));
    let reads = 0;
    fakeApi({
      'GET /api/admin/users': async () => {
        reads += 1;
        const seen = role;
        if (reads === 1) await staleRead;
        return { body: page(seen) };
      },
      'PUT /api/admin/users/u1/role': (call) => {
        role = (call.body as { newRole: AdminUser['role'] }).newRole;
        return { body: user(role) };
      },
    });
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => ({ list: useUsers({ page: 1, limit: 20, search: 'quocbao@example.vn' }), change: useUpdateUserRole() }), { wrapper });
    await waitFor(() => expect(reads).toBe(1));

    let changed!: Promise<AdminUser>;
    act(() => {
      changed = result.current.change.mutateAsync({ id: 'u1', role: 'instructor' });
    });
    // The server has changed the role, and the client has had the answer (and run what follows it).
    await waitFor(() => expect(role).toBe('instructor'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    answerStaleRead();
    await act(() => changed);
    await waitFor(() => expect(result.current.list.data?.users[0].role).toBe('instructor'));
    expect(reads).toBe(2);
  });
});
