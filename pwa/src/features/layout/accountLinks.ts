import type { IconName } from '../../components/ui/Icon';

/** A signed-in user's page; the dashboard sidebar and the header menus build their entries from the same items. */
export type NavItem = { to: string; label: string; icon: IconName };

export const PROFILE_ITEM: NavItem = { to: '/profile', label: 'Hồ sơ cá nhân', icon: 'user' };
export const ADMIN_DASHBOARD_ITEM: NavItem = { to: '/admin/dashboard', label: 'Bảng điều khiển', icon: 'chart' };
export const MY_COURSES_ITEM: NavItem = { to: '/my-courses', label: 'Khóa học của tôi', icon: 'book' };

/** `testId` is the data-testid of the link in the avatar menu. */
export type AccountLink = NavItem & { testId: string };

/** Account links of the header, shown by the avatar menu and the mobile menu: the profile, and the Dashboard for admins only. */
export function accountLinks(role: string): AccountLink[] {
  return [{ ...PROFILE_ITEM, testId: 'user-menu-profile' }, ...(role === 'admin' ? [{ ...ADMIN_DASHBOARD_ITEM, testId: 'user-menu-dashboard' }] : [])];
}

/** The avatar menu adds "Khóa học của tôi" after the shared account links. */
export function userMenuLinks(role: string): AccountLink[] {
  return [...accountLinks(role), { ...MY_COURSES_ITEM, testId: 'user-menu-my-courses' }];
}
