import type { IconName } from '../../components/ui/Icon';
import { ADMIN_DASHBOARD_ITEM, MY_COURSES_ITEM, PROFILE_ITEM, type NavItem } from './accountLinks';

export type MenuLink = { kind: 'link'; to: string; label: string; icon: IconName; badge?: string };
export type MenuGroup = { kind: 'group'; label: string; icon: IconName; children: MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

export type MenuUser = { role: string; isAffiliate: boolean; unreadCount: number };

/** Badge text for a count: nothing for zero, '9+' above nine (SPEC §2). */
export function formatBadgeCount(count: number | null | undefined): string | undefined {
  if (!count || count < 1) return undefined;
  return count > 9 ? '9+' : String(count);
}

const link = (to: string, label: string, icon: IconName, badge?: string): MenuLink => ({ kind: 'link', to, label, icon, badge });
const itemLink = ({ to, label, icon }: NavItem, badge?: string): MenuLink => link(to, label, icon, badge);

/** "Phần mềm của tôi": the tools a user bought, for every signed-in role (admins buy too). */
const MY_TOOLS = link('/my-tools', 'Phần mềm của tôi', 'cube');

/** "Chứng chỉ của tôi": certificates of the courses completed (every role may learn). */
const MY_CERTIFICATES = link('/my-certificates', 'Chứng chỉ của tôi', 'academic');

/** "Bài giảng đã tải": the lectures kept on this device to watch with no connection (issue 32). */
const MY_DOWNLOADS = link('/downloads', 'Bài giảng đã tải', 'download');

const BASIC_MENU: MenuLink[] = [
  itemLink(MY_COURSES_ITEM),
  MY_CERTIFICATES,
  MY_DOWNLOADS,
  MY_TOOLS,
  link('/transactions', 'Lịch sử giao dịch', 'receipt'),
  link('/wallet', 'Ví của tôi', 'wallet'),
];

const AFFILIATE_DASHBOARD = link('/affiliate-dashboard', 'Bảng điều khiển Affiliate', 'link');

function instructorMenu(unansweredQuestions: number | null | undefined): MenuEntry[] {
  return [
    {
      kind: 'group',
      label: 'Thư viện media',
      icon: 'image',
      children: [link('/instructor/media-library', 'Quản lý media', 'folder'), link('/instructor/media-library/upload', 'Tải lên media', 'upload')],
    },
    {
      kind: 'group',
      label: 'Giảng dạy',
      icon: 'academic',
      children: [
        link('/instructor/dashboard', 'Tổng quan giảng dạy', 'chart'),
        link('/instructor/courses', 'Quản lý khóa học', 'book'),
        link('/instructor/courses/create', 'Tạo khóa học', 'plus'),
        link('/instructor/earnings', 'Thu nhập', 'dollar'),
        link('/instructor/reviews', 'Đánh giá', 'star'),
        // Questions on my courses still waiting for my first answer.
        link('/instructor/questions', 'Hỏi đáp', 'inbox', formatBadgeCount(unansweredQuestions)),
      ],
    },
    link('/instructor/students', 'Quản lý học viên', 'users'),
  ];
}

function adminMenu(pendingCourses: number | null | undefined, pendingRefunds: number | null | undefined): MenuEntry[] {
  return [
    itemLink(ADMIN_DASHBOARD_ITEM),
    link('/admin/users', 'Người dùng', 'users'),
    // Orders with the refund requests waiting for a decision.
    link('/admin/orders', 'Đơn hàng & hoàn tiền', 'receipt', formatBadgeCount(pendingRefunds)),
    {
      kind: 'group',
      label: 'Khóa học',
      icon: 'book',
      children: [
        link('/admin/categories', 'Danh mục', 'grid'),
        link('/admin/courses', 'Tất cả khóa học', 'book'),
        link('/admin/courses/create', 'Tạo khóa học', 'plus'),
        link('/admin/courses/pending', 'Khóa học chờ duyệt', 'clipboard', formatBadgeCount(pendingCourses)),
        link('/admin/reviews', 'Đánh giá', 'star'),
        link('/admin/questions', 'Hỏi đáp', 'inbox'),
      ],
    },
    {
      kind: 'group',
      label: 'Affiliate',
      icon: 'link',
      children: [
        link('/admin/affiliates/settings', 'Cài đặt affiliate', 'settings'),
        link('/admin/affiliates/list', 'Danh sách affiliate', 'users'),
        link('/admin/affiliate-reports', 'Báo cáo affiliate', 'chart'),
        link('/admin/payouts', 'Chi trả hoa hồng', 'dollar'),
        link('/admin/conversions', 'Duyệt chuyển đổi', 'clipboard'),
      ],
    },
    {
      kind: 'group',
      label: 'Marketing',
      icon: 'megaphone',
      children: [
        link('/admin/popup', 'Popup quảng cáo', 'sparkles'),
        link('/admin/email-campaigns', 'Chiến dịch email', 'mail'),
        link('/admin/email-templates', 'Mẫu email', 'layout'),
        link('/admin/discounts', 'Mã giảm giá', 'tag'),
        link('/admin/contacts', 'Liên hệ', 'inbox'),
      ],
    },
    {
      kind: 'group',
      label: 'Nội dung & hệ thống',
      icon: 'layout',
      children: [
        link('/admin/edit', 'Chỉnh sửa trang chủ', 'layout'),
        link('/admin/partner-links', 'Liên kết đối tác', 'external'),
        link('/admin/tools', 'Phần mềm', 'cube'),
        link('/admin/storage', 'Lưu trữ', 'database'),
      ],
    },
    {
      kind: 'group',
      label: 'Ví điện tử',
      icon: 'wallet',
      children: [
        link('/admin/wallet/bonusCodes', 'Mã thưởng', 'gift'),
        link('/admin/wallet/manager', 'Quản lý ví', 'wallet'),
        link('/admin/payments', 'Chuyển khoản chờ duyệt', 'inbox'),
      ],
    },
    MY_TOOLS,
  ];
}

/**
 * Dashboard sidebar by role, exactly as SPEC §6; the admin's counts badge pending courses and refund requests,
 * the instructor's the unanswered questions.
 */
export function buildSidebarMenu(user: MenuUser, pendingCourses?: number | null, pendingRefunds?: number | null, unansweredQuestions?: number | null): MenuEntry[] {
  let entries: MenuEntry[];
  switch (user.role) {
    case 'admin':
      entries = adminMenu(pendingCourses, pendingRefunds);
      break;
    case 'student':
      entries = [...BASIC_MENU, AFFILIATE_DASHBOARD];
      break;
    case 'instructor':
      entries = [...BASIC_MENU, ...instructorMenu(unansweredQuestions), ...(user.isAffiliate ? [AFFILIATE_DASHBOARD] : [])];
      break;
    default:
      entries = [...BASIC_MENU, ...(user.isAffiliate ? [AFFILIATE_DASHBOARD] : [])];
  }
  // No role menu lists the profile itself; every role but admin gets it on top, with the unread badge.
  if (user.role !== 'admin') {
    entries = [itemLink(PROFILE_ITEM, formatBadgeCount(user.unreadCount)), ...entries];
  }
  return [...entries, link('/settings', 'Cài đặt', 'settings'), link('/', 'Về trang chủ', 'home')];
}
