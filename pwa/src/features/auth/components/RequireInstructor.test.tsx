import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from '../hooks/useAuth';
import { RequireInstructor } from './RequireInstructor';

vi.mock('../hooks/useAuth', () => ({ useAuth: vi.fn() }));

function visitAs(role: string) {
  vi.mocked(useAuth).mockReturnValue({ status: 'authenticated', user: { role } } as unknown as ReturnType<typeof useAuth>);
  render(
    <MemoryRouter initialEntries={['/instructor/courses']}>
      <Routes>
        <Route path="instructor" element={<RequireInstructor />}>
          <Route path="courses" element={<p>Khóa học của tôi</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireInstructor', () => {
  it.each(['instructor', 'admin'])('lets an %s in', (role) => {
    visitAs(role);
    expect(screen.getByText('Khóa học của tôi')).toBeTruthy();
  });

  it('tells a student the page is for instructors', async () => {
    visitAs('user');
    expect((await screen.findByTestId('forbidden')).textContent).toContain('Trang này chỉ dành cho giảng viên.');
    expect(screen.queryByText('Khóa học của tôi')).toBeNull();
  });
});
