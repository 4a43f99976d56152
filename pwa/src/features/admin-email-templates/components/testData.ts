// Fixtures shaped like the /api/admin/email-templates answers, for the tests of this feature.
import type { CourseOption, EmailTemplate, EmailTemplateList, EmailTemplateRow } from '../api/emailTemplatesApi';

export const variables: EmailTemplateList['variables'] = [
  { name: 'user.name', label: 'Họ và tên người nhận', example: 'Nguyễn Văn An' },
  { name: 'user.first_name', label: 'Tên gọi của người nhận', example: 'An' },
  { name: 'user.email', label: 'Email người nhận', example: 'an.nguyen@example.com' },
  { name: 'site.name', label: 'Tên website', example: 'Học viện Marketing' },
  { name: 'site.url', label: 'Địa chỉ website', example: 'https://hocvienmarketing.vn' },
];

export const welcomeRow: EmailTemplateRow = {
  _id: 't1',
  name: 'Chào mừng học viên mới',
  subject: 'Chào {{ user.first_name }}, bắt đầu học thôi!',
  blocksCount: 4,
  usedBy: [
    { _id: 'c1', name: 'Thư chào mừng ngày 1', status: 'active', scenarioName: 'Chào mừng đăng ký' },
    { _id: 'c2', name: 'Nhắc học ngày 3', status: 'paused', scenarioName: 'Chào mừng đăng ký' },
  ],
  updatedAt: '2026-11-20T03:00:00Z',
};

export const saleRow: EmailTemplateRow = {
  _id: 't2',
  name: 'Khuyến mãi Black Friday',
  subject: 'Giảm 50% mọi khóa học',
  blocksCount: 2,
  usedBy: [],
  updatedAt: '2026-11-24T10:30:00Z',
};

export const templateList = (templates: EmailTemplateRow[] = [welcomeRow, saleRow]): EmailTemplateList => ({ templates, variables });

export const welcomeTemplate = (changes: Partial<EmailTemplate> = {}): EmailTemplate => ({
  _id: 't1',
  name: 'Chào mừng học viên mới',
  subject: 'Chào {{ user.first_name }}, bắt đầu học thôi!',
  preheader: 'Món quà nhỏ cho bạn',
  blocks: [
    { id: 'h1', type: 'heading', level: 1, text: 'Chào mừng bạn' },
    { id: 'p1', type: 'text', text: 'Cảm ơn bạn đã đăng ký.' },
    { id: 'd1', type: 'divider' },
    { id: 'b1', type: 'button', label: 'Vào học', href: '{{ site.url }}/my-courses', color: '#ff6600' },
  ],
  usedBy: welcomeRow.usedBy,
  createdAt: '2026-11-01T03:00:00Z',
  updatedAt: '2026-11-20T03:00:00Z',
  ...changes,
});

export const courseOption = (id: string, title: string): CourseOption => ({
  _id: id,
  title,
  slug: id,
  shortDescription: '',
  thumbnailUrl: null,
  price: 499_000,
  originalPrice: null,
  currency: 'VND',
  level: 'beginner',
  duration: 120,
  lessonsCount: 10,
  enrolledStudents: 5,
  rating: 4.8,
  reviewsCount: 2,
  instructorName: 'Trần Văn Giảng',
  instructorAvatarUrl: null,
  publishedAt: '2026-10-01T00:00:00Z',
  category: { name: 'Marketing', slug: 'marketing' },
});

export const coursePage = (courses: CourseOption[]) => ({ courses, pagination: { currentPage: 1, totalPages: 1, totalItems: courses.length, limit: 50 } });

/** What the preview endpoint answers. */
export const previewOf = (subject: string, html = '<html><body><h1>Chào An</h1></body></html>') => ({ subject, html, text: 'Chào An' });
