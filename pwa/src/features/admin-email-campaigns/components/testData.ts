// Fixtures shaped like the /api/admin email-marketing answers, for the tests of this feature.
import type { Campaign, CampaignResults, Scenario, Suppression } from '../api/emailCampaignsApi';
import type { AudienceFieldInfo } from '../audienceTree';

export const campaign = (id: string, scenarioId: string, changes: Partial<Campaign> = {}): Campaign => ({
  _id: id,
  scenarioId,
  templateId: 't-welcome',
  templateName: 'Chào mừng học viên mới',
  name: `Chiến dịch ${id}`,
  subject: 'Chào {{ user.first_name }}',
  position: 0,
  delayMinutes: 0,
  audience: null,
  status: 'active',
  pausedReason: null,
  stats: { sent: 0, opened: 0, clicked: 0, unsubscribed: 0 },
  ...changes,
});

export const scenario = (id: string, changes: Partial<Scenario> = {}): Scenario => ({
  _id: id,
  name: `Kịch bản ${id}`,
  trigger: 'user_registered',
  triggerCourseId: null,
  triggerToolId: null,
  inactiveDays: null,
  sendAt: null,
  startedAt: null,
  reentry: 'once',
  reentryDays: null,
  status: 'active',
  enrolled: { active: 0, finished: 0 },
  campaigns: [],
  createdAt: '2026-11-20T03:00:00Z',
  ...changes,
});

/** A welcome series (three steps, one with results and audience rules) and tonight's launch broadcast. */
export const welcome = scenario('s-welcome', {
  name: 'Chào mừng học viên mới',
  reentry: 'after_days',
  reentryDays: 30,
  enrolled: { active: 1_284, finished: 312 },
  campaigns: [
    campaign('c-hello', 's-welcome', { name: 'Lời chào', stats: { sent: 1_530, opened: 692, clicked: 118, unsubscribed: 4 } }),
    campaign('c-tips', 's-welcome', { name: 'Mẹo học nhanh', position: 1, delayMinutes: 1_440, subject: 'Ba mẹo học nhanh' }),
    campaign('c-offer', 's-welcome', {
      name: 'Ưu đãi 15%',
      position: 2,
      delayMinutes: 3 * 1_440 + 120,
      templateName: 'Ưu đãi cho người chưa mua',
      status: 'paused',
      audience: {
        all: [
          { field: 'bought', op: 'nothing' },
          { field: 'last_activity', op: 'within_days', value: 30 },
        ],
      },
    }),
  ],
});

export const launch = scenario('s-launch', {
  name: 'Ra mắt khóa TikTok Ads',
  trigger: 'broadcast',
  sendAt: '2026-11-25T13:00:00.000Z',
  status: 'draft',
  campaigns: [],
});

export const COURSES = [
  { _id: 'course-fb', title: 'Quảng cáo Facebook từ A đến Z' },
  { _id: 'course-seo', title: 'SEO website thực chiến' },
];
export const CATEGORIES = [
  { _id: 'cat-fb', name: 'Facebook Ads' },
  { _id: 'cat-seo', name: 'SEO' },
];
export const TEMPLATES = [
  { _id: 't-welcome', name: 'Chào mừng học viên mới', subject: 'Chào mừng {{ user.first_name }}', blocksCount: 5, usedBy: [], updatedAt: '2026-11-20T03:00:00Z' },
  { _id: 't-offer', name: 'Ưu đãi cho người chưa mua', subject: '{{ user.first_name }} ơi, quà 15% sắp hết hạn', blocksCount: 4, usedBy: [], updatedAt: '2026-11-20T03:00:00Z' },
];

/** GET /admin/audience/fields as the backend builds it (AUDIENCE_FIELDS of audience-rules.ts). */
export const AUDIENCE_FIELDS: AudienceFieldInfo[] = [
  {
    field: 'role',
    label: 'Vai trò',
    needsCourse: false,
    ops: [
      {
        op: 'eq',
        label: 'là',
        value: 'role',
        choices: [
          { value: 'student', label: 'Học viên' },
          { value: 'instructor', label: 'Giảng viên' },
          { value: 'admin', label: 'Quản trị viên' },
        ],
      },
      {
        op: 'neq',
        label: 'không phải là',
        value: 'role',
        choices: [
          { value: 'student', label: 'Học viên' },
          { value: 'instructor', label: 'Giảng viên' },
          { value: 'admin', label: 'Quản trị viên' },
        ],
      },
    ],
  },
  {
    field: 'registered_at',
    label: 'Ngày đăng ký',
    needsCourse: false,
    ops: [
      { op: 'within_days', label: 'trong vòng (số ngày) gần đây', value: 'days', min: 1, max: 3650 },
      { op: 'older_than_days', label: 'cách đây hơn (số ngày)', value: 'days', min: 1, max: 3650 },
      { op: 'after', label: 'sau ngày', value: 'date' },
      { op: 'before', label: 'trước ngày', value: 'date' },
    ],
  },
  { field: 'email_verified', label: 'Đã xác thực email', needsCourse: false, ops: [{ op: 'is', label: 'là', value: 'boolean' }] },
  { field: 'marketing_consent', label: 'Đồng ý nhận email tiếp thị', needsCourse: false, ops: [{ op: 'is', label: 'là', value: 'boolean' }] },
  {
    field: 'bought',
    label: 'Mua hàng',
    needsCourse: false,
    ops: [
      { op: 'course', label: 'đã mua khóa học', value: 'course' },
      { op: 'not_course', label: 'chưa mua khóa học', value: 'course' },
      { op: 'category', label: 'đã mua khóa học thuộc danh mục', value: 'category' },
      { op: 'not_category', label: 'chưa mua khóa học nào thuộc danh mục', value: 'category' },
      { op: 'anything', label: 'đã từng mua hàng', value: 'none' },
      { op: 'nothing', label: 'chưa từng mua hàng', value: 'none' },
    ],
  },
  {
    field: 'course_progress',
    label: 'Tiến độ khóa học',
    needsCourse: true,
    ops: [
      { op: 'gte', label: 'từ (%) trở lên', value: 'percent', min: 0, max: 100 },
      { op: 'lte', label: 'không quá (%)', value: 'percent', min: 0, max: 100 },
      { op: 'completed', label: 'đã hoàn thành', value: 'none' },
      { op: 'not_started', label: 'chưa học bài nào', value: 'none' },
    ],
  },
  {
    field: 'last_activity',
    label: 'Hoạt động học gần nhất',
    needsCourse: false,
    ops: [
      { op: 'within_days', label: 'trong vòng (số ngày) gần đây', value: 'days', min: 1, max: 3650 },
      { op: 'not_within_days', label: 'không học trong (số ngày) gần đây', value: 'days', min: 1, max: 3650 },
    ],
  },
  {
    field: 'wallet_balance',
    label: 'Số dư ví chính',
    needsCourse: false,
    ops: [
      { op: 'gte', label: 'từ (VND) trở lên', value: 'vnd', min: 0, max: 1_000_000_000_000 },
      { op: 'lte', label: 'không quá (VND)', value: 'vnd', min: 0, max: 1_000_000_000_000 },
    ],
  },
  { field: 'affiliate', label: 'Tham gia affiliate', needsCourse: false, ops: [{ op: 'is', label: 'là', value: 'boolean' }] },
  {
    field: 'affiliate_level',
    label: 'Cấp affiliate',
    needsCourse: false,
    ops: [
      { op: 'eq', label: 'bằng', value: 'level', min: 1, max: 10 },
      { op: 'gte', label: 'từ cấp trở lên', value: 'level', min: 1, max: 10 },
      { op: 'lte', label: 'không quá cấp', value: 'level', min: 1, max: 10 },
    ],
  },
  { field: 'unpaid_order', label: 'Có đơn hàng chờ thanh toán', needsCourse: false, ops: [{ op: 'is', label: 'là', value: 'boolean' }] },
];

export const results = (changes: Partial<CampaignResults> = {}): CampaignResults => ({
  campaign: campaign('c-hello', 's-welcome', { name: 'Lời chào', stats: { sent: 1_530, opened: 692, clicked: 118, unsubscribed: 4 } }),
  totals: {
    recipients: 1_560,
    sent: 1_530,
    delivered: 1_512,
    bounced: 18,
    failed: 2,
    skipped: 28,
    opened: 692,
    clicked: 118,
    unsubscribed: 4,
    orders: 9,
    revenue: 12_450_000,
    waiting: 37,
  },
  daily: [
    { day: '2026-11-23', sent: 1_000, opened: 420, clicked: 70 },
    { day: '2026-11-24', sent: 530, opened: 272, clicked: 48 },
  ],
  links: [
    { url: 'https://hocvienmarketing.vn/courses/quang-cao-facebook', clicks: 81 },
    { url: 'https://hocvienmarketing.vn/courses', clicks: 37 },
  ],
  ...changes,
});

/** GET /admin/email-suppressions rows: one of each reason, one address with a '+' to encode. */
export const SUPPRESSIONS: Suppression[] = [
  { email: 'lan+tin@gmail.com', reason: 'hard_bounce', detail: '550 5.1.1 User unknown', createdAt: '2026-11-20T03:00:00Z' },
  { email: 'minh.tran@yahoo.com', reason: 'soft_bounce', detail: '3 lần liên tiếp: hộp thư đầy', createdAt: '2026-11-18T10:00:00Z' },
  { email: 'hoa@outlook.com', reason: 'complaint', detail: null, createdAt: '2026-11-10T01:00:00Z' },
  { email: 'khach.cu@hocvienmarketing.vn', reason: 'manual', detail: 'Yêu cầu qua điện thoại', createdAt: '2026-11-01T02:00:00Z' },
];
