import { describe, expect, it } from 'vitest';
import { accountLinks, userMenuLinks } from './accountLinks';

const targets = (links: { to: string }[]) => links.map((link) => link.to);

describe('accountLinks', () => {
  it('gives every role the profile and only admins the Dashboard', () => {
    expect(targets(accountLinks('student'))).toEqual(['/profile']);
    expect(targets(accountLinks('instructor'))).toEqual(['/profile']);
    expect(targets(accountLinks('admin'))).toEqual(['/profile', '/admin/dashboard']);
  });

  it('avatar menu: the account links, then my courses, with their test ids', () => {
    expect(userMenuLinks('admin').map((link) => link.testId)).toEqual(['user-menu-profile', 'user-menu-dashboard', 'user-menu-my-courses']);
    expect(userMenuLinks('student').map((link) => [link.to, link.label])).toEqual([
      ['/profile', 'Hồ sơ cá nhân'],
      ['/my-courses', 'Khóa học của tôi'],
    ]);
    expect(userMenuLinks('admin').find((link) => link.to === '/admin/dashboard')?.label).toBe('Bảng điều khiển');
  });
});
