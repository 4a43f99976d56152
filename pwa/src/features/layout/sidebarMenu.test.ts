import { describe, expect, it } from 'vitest';
import { buildSidebarMenu, formatBadgeCount, type MenuEntry } from './sidebarMenu';

/** All link targets, groups flattened, in order. */
const targets = (entries: MenuEntry[]): string[] => entries.flatMap((entry) => (entry.kind === 'link' ? [entry.to] : entry.children.map((child) => child.to)));

const findLink = (entries: MenuEntry[], to: string) => entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.children)).find((link) => link.to === to);

describe('formatBadgeCount', () => {
  it('hides zero, shows 1-9 and caps at 9+', () => {
    expect(formatBadgeCount(0)).toBeUndefined();
    expect(formatBadgeCount(null)).toBeUndefined();
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(9)).toBe('9');
    expect(formatBadgeCount(10)).toBe('9+');
    expect(formatBadgeCount(250)).toBe('9+');
  });
});

describe('buildSidebarMenu', () => {
  it('student: profile with unread badge, my courses, transactions, wallet, affiliate, settings, home', () => {
    const menu = buildSidebarMenu({ role: 'student', isAffiliate: false, unreadCount: 12 });
    expect(targets(menu)).toEqual(['/profile', '/my-courses', '/my-certificates', '/downloads', '/my-tools', '/transactions', '/wallet', '/affiliate-dashboard', '/settings', '/']);
    expect(findLink(menu, '/profile')?.badge).toBe('9+');
    expect(findLink(menu, '/affiliate-dashboard')?.label).toBe('Bảng điều khiển Affiliate');
  });

  it('instructor: basic menu, media and teaching submenus, students; affiliate only when joined', () => {
    const menu = buildSidebarMenu({ role: 'instructor', isAffiliate: false, unreadCount: 0 });
    expect(targets(menu)).toEqual([
      '/profile',
      '/my-courses',
      '/my-certificates',
      '/downloads',
      '/my-tools',
      '/transactions',
      '/wallet',
      '/instructor/media-library',
      '/instructor/media-library/upload',
      '/instructor/dashboard',
      '/instructor/courses',
      '/instructor/courses/create',
      '/instructor/earnings',
      '/instructor/reviews',
      '/instructor/questions',
      '/instructor/students',
      '/settings',
      '/',
    ]);
    const groups = menu.filter((entry) => entry.kind === 'group').map((entry) => entry.label);
    expect(groups).toEqual(['Thư viện media', 'Giảng dạy']);
    expect(targets(buildSidebarMenu({ role: 'instructor', isAffiliate: true, unreadCount: 0 }))).toContain('/affiliate-dashboard');
  });

  it('instructor: the Q&A entry counts the questions waiting for a first answer, zero shows none', () => {
    const instructor = { role: 'instructor', isAffiliate: false, unreadCount: 0 };
    expect(findLink(buildSidebarMenu(instructor, null, null, 4), '/instructor/questions')).toMatchObject({ label: 'Hỏi đáp', badge: '4' });
    expect(findLink(buildSidebarMenu(instructor, null, null, 31), '/instructor/questions')?.badge).toBe('9+');
    expect(findLink(buildSidebarMenu(instructor, null, null, 0), '/instructor/questions')?.badge).toBeUndefined();
    expect(findLink(buildSidebarMenu(instructor), '/instructor/questions')?.badge).toBeUndefined();
  });

  it('other roles: basic menu, affiliate only when joined', () => {
    expect(targets(buildSidebarMenu({ role: 'moderator', isAffiliate: false, unreadCount: 0 }))).toEqual([
      '/profile',
      '/my-courses',
      '/my-certificates',
      '/downloads',
      '/my-tools',
      '/transactions',
      '/wallet',
      '/settings',
      '/',
    ]);
    expect(targets(buildSidebarMenu({ role: 'moderator', isAffiliate: true, unreadCount: 0 }))).toContain('/affiliate-dashboard');
  });

  it('admin: every admin screen, pending badge, settings and home, no profile entry', () => {
    const menu = buildSidebarMenu({ role: 'admin', isAffiliate: true, unreadCount: 3 }, 14, 2);
    const links = targets(menu);
    for (const path of [
      '/admin/dashboard',
      '/admin/users',
      '/admin/orders',
      '/admin/categories',
      '/admin/courses',
      '/admin/courses/create',
      '/admin/courses/pending',
      '/admin/reviews',
      '/admin/questions',
      '/admin/affiliates/settings',
      '/admin/affiliates/list',
      '/admin/affiliate-reports',
      '/admin/payouts',
      '/admin/conversions',
      '/admin/popup',
      '/admin/email-campaigns',
      '/admin/email-templates',
      '/admin/edit',
      '/admin/partner-links',
      '/admin/discounts',
      '/admin/contacts',
      '/admin/tools',
      '/admin/storage',
      '/admin/wallet/bonusCodes',
      '/admin/wallet/manager',
      '/admin/payments',
      '/my-tools',
    ]) {
      expect(links).toContain(path);
    }
    expect(links).not.toContain('/profile');
    expect(links.slice(-2)).toEqual(['/settings', '/']);
    expect(findLink(menu, '/admin/courses/pending')?.badge).toBe('9+');
    expect(findLink(menu, '/admin/orders')?.badge).toBe('2');
  });

  it('student: "Bài giảng đã tải" right after "Chứng chỉ của tôi", with the download icon', () => {
    const menu = buildSidebarMenu({ role: 'student', isAffiliate: false, unreadCount: 0 });
    const links = targets(menu);
    expect(links.indexOf('/downloads')).toBe(links.indexOf('/my-certificates') + 1);
    expect(findLink(menu, '/downloads')).toMatchObject({ label: 'Bài giảng đã tải', icon: 'download' });
  });

  it('every signed-in role has "Phần mềm của tôi"', () => {
    for (const role of ['student', 'instructor', 'admin', 'moderator']) {
      expect(findLink(buildSidebarMenu({ role, isAffiliate: false, unreadCount: 0 }), '/my-tools')?.label).toBe('Phần mềm của tôi');
    }
  });

  it('admin without a pending count shows no badge', () => {
    const menu = buildSidebarMenu({ role: 'admin', isAffiliate: false, unreadCount: 0 }, null);
    expect(findLink(menu, '/admin/courses/pending')?.badge).toBeUndefined();
    expect(findLink(menu, '/admin/orders')?.badge).toBeUndefined();
    expect(findLink(buildSidebarMenu({ role: 'admin', isAffiliate: false, unreadCount: 0 }, 4), '/admin/courses/pending')?.badge).toBe('4');
  });

  it('admin: the orders entry counts the refund requests waiting, zero shows none', () => {
    const user = { role: 'admin', isAffiliate: false, unreadCount: 0 };
    expect(findLink(buildSidebarMenu(user, 0, 12), '/admin/orders')?.badge).toBe('9+');
    expect(findLink(buildSidebarMenu(user, 3, 0), '/admin/orders')?.badge).toBeUndefined();
    expect(findLink(buildSidebarMenu(user, 3, 0), '/admin/courses/pending')?.badge).toBe('3');
  });
});
