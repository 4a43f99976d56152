import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { AuthContext, type AuthContextValue } from '../../auth';
import AffiliateDashboardPage from './AffiliateDashboardPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const pagination = (totalItems: number) => ({ currentPage: 1, totalPages: 1, totalItems, limit: 10 });
const info = (joined: boolean, overrides: Record<string, unknown> = {}) => ({
  isAffiliate: joined,
  affiliateCode: joined ? 'AB23CD45' : null,
  joinedAt: joined ? '2026-11-01T02:00:00Z' : null,
  level: 1,
  directRatePercent: 30,
  teamRatePercent: 20,
  cookieDays: 30,
  holdingDays: 14,
  minimumPayout: 200_000,
  referralLink: joined ? 'https://hocvien.example/ref/AB23CD45' : null,
  referredByName: null,
  balances: { pending: 150_000, approved: 50_000, paid: 0 },
  payoutAccount: null,
  ...overrides,
});
const conversion = (type: 'SIGNUP' | 'COURSE_ENROLLMENT', status: string, amount: number, reversedAmount = 0) => ({
  _id: `${type}-${status}`,
  type,
  tier: 'direct',
  status,
  itemTitle: type === 'SIGNUP' ? null : 'Quảng cáo Facebook từ A-Z',
  baseAmount: type === 'SIGNUP' ? 0 : 500_000,
  ratePercent: type === 'SIGNUP' ? 0 : 30,
  itemKind: type === 'SIGNUP' ? null : 'course',
  earnedAmount: amount,
  referredName: 'Lê Thị Hoa',
  referredEmail: 'ho***@gmail.com',
  holdUntil: '2026-12-08T02:00:00Z',
  reviewNotes: null,
  reversedAmount,
  createdAt: '2026-11-24T02:00:00Z',
});

function renderPage(routes: Parameters<typeof fakeApi>[0]) {
  const calls = fakeApi({
    'GET /api/affiliates/dashboard-info': {
      body: {
        stats: { clicks: 40, signups: 3, enrollments: 2, conversionRate: 5, earnings: { pending: 150_000, approved: 50_000, paid: 0 } },
        daily: [{ period: '2026-11-24', clicks: 40, signups: 3, enrollments: 2, earnings: 150_000 }],
        monthly: [{ period: '2026-11', clicks: 40, signups: 3, enrollments: 2, earnings: 150_000 }],
      },
    },
    'GET /api/affiliates/me/conversions': (call) => ({
      body: {
        conversions: call.query.type === 'SIGNUP' ? [conversion('SIGNUP', 'approved', 0)] : [conversion('COURSE_ENROLLMENT', 'pending', 150_000)],
        pagination: pagination(1),
      },
    }),
    'GET /api/courses': { body: { courses: [{ slug: 'facebook-ads', title: 'Quảng cáo Facebook từ A-Z' }], pagination: pagination(1) } },
    'GET /api/tools': { body: { tools: [{ slug: 'veo3', name: 'Veo3 Max' }], pagination: pagination(1) } },
    'GET /api/affiliates/banks': { body: { banks: [{ bin: '970436', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại thương Việt Nam' }] } },
    ...routes,
  });
  const user = { name: 'Trần Thị Bạn', role: 'student', isActive: true, isAffiliate: false, unreadCount: 0 } as unknown as Profile;
  const updateUser = vi.fn();
  const auth = { status: 'authenticated', user, updateUser } as unknown as AuthContextValue;
  renderWithQuery(
    <MemoryRouter>
      <AuthContext.Provider value={auth}>
        <AffiliateDashboardPage />
      </AuthContext.Provider>
    </MemoryRouter>,
  );
  return { calls, updateUser };
}

afterEach(() => vi.unstubAllGlobals());

describe('AffiliateDashboardPage', () => {
  it('offers to join, joins in one click and shows the code, and the sidebar learns the user is an affiliate', async () => {
    const { calls, updateUser } = renderPage({
      'GET /api/affiliates/me/info': { body: info(false) },
      'POST /api/affiliates/me/join': { body: info(true) },
    });
    const join = await screen.findByRole('button', { name: 'Tham gia ngay' });
    expect(screen.getByTestId('affiliate-join').textContent).toContain('Hoa hồng trực tiếp 30%');
    fireEvent.click(join);
    expect((await screen.findByTestId('affiliate-code')).textContent).toBe('AB23CD45');
    expect(calls.filter((call) => call.path === '/api/affiliates/me/join')).toHaveLength(1);
    expect(updateUser).toHaveBeenCalledWith(expect.objectContaining({ isAffiliate: true }));
  });

  it('builds a course link with the code, shows a QR, the figures, and the conversions by type with their status', async () => {
    renderPage({ 'GET /api/affiliates/me/info': { body: info(true) } });
    const link = (await screen.findByTestId('referral-link')) as HTMLInputElement;
    expect(link.value).toBe('https://hocvien.example/ref/AB23CD45');
    await screen.findByRole('option', { name: 'Quảng cáo Facebook từ A-Z' });
    fireEvent.change(screen.getByTestId('link-target'), { target: { value: 'courses/facebook-ads' } });
    expect(link.value).toBe('https://hocvien.example/courses/facebook-ads/ref/AB23CD45');
    await waitFor(() => expect((screen.getByTestId('referral-qr') as HTMLImageElement).src).toMatch(/^data:image\/svg\+xml/));

    expect((await screen.findByTestId('stat-clicks')).textContent).toBe('Lượt bấm40');
    expect(screen.getByTestId('earnings-pending').textContent).toContain('150.000');
    const purchases = await screen.findByTestId('conversions-COURSE_ENROLLMENT');
    expect(within(purchases).getByText('Chờ duyệt')).toBeTruthy();
    expect(purchases.textContent).toContain('30% của 500.000');
    fireEvent.click(screen.getByRole('tab', { name: 'Đăng ký' }));
    const signups = await screen.findByTestId('conversions-SIGNUP');
    expect(within(signups).getByText('Đã duyệt')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  });

  it('shows a commission taken back by a refund as refunded (red), and what a partial refund took back', async () => {
    renderPage({
      'GET /api/affiliates/me/info': { body: info(true) },
      'GET /api/affiliates/me/conversions': () => ({
        body: {
          conversions: [
            { ...conversion('COURSE_ENROLLMENT', 'reversed', 0, 150_000), _id: 'full' },
            { ...conversion('COURSE_ENROLLMENT', 'pending', 90_000, 60_000), _id: 'part' },
          ],
          pagination: pagination(2),
        },
      }),
    });
    const purchases = await screen.findByTestId('conversions-COURSE_ENROLLMENT');
    const [full, part] = within(purchases).getAllByRole('listitem');
    expect(within(full).getByText('Đã hoàn tiền').dataset.tone).toBe('red');
    expect(within(full).getByTestId('conversion-reversed').textContent?.replace(/\s/g, ' ')).toBe('Đơn hàng được hoàn tiền: thu hồi 150.000 ₫');
    expect(within(part).getByText('Chờ duyệt').dataset.tone).toBe('yellow');
    expect(part.textContent?.replace(/\s/g, ' ')).toContain('90.000 ₫');
    expect(within(part).getByTestId('conversion-reversed').textContent?.replace(/\s/g, ' ')).toBe('Đơn hàng được hoàn tiền: thu hồi 60.000 ₫');
    // The amount shown is what is left after the refund, and says so.
    expect(within(part).getByTestId('conversion-earned').textContent?.replace(/\s/g, ' ')).toBe('90.000 ₫');
    expect(part.textContent).toContain('Còn nhận');
  });

  it('saves the bank account once and then shows it, with the server’s message on a refusal', async () => {
    let attempts = 0;
    const { calls } = renderPage({
      'GET /api/affiliates/me/info': { body: info(true) },
      'PUT /api/affiliates/me/payout-account': () =>
        ++attempts === 1
          ? { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Số tài khoản gồm 4 đến 19 chữ số hoặc chữ cái, không có khoảng trắng.' } }
          : {
              body: {
                payoutAccount: { bankBin: '970436', bankName: 'Vietcombank', accountNumber: '0123456789', accountHolder: 'TRAN THI BAN', updatedAt: '2026-11-24T02:00:00Z' },
              },
            },
    });
    const form = await screen.findByTestId('payout-account-form');
    await within(form).findByRole('option', { name: /Vietcombank/ });
    fireEvent.change(within(form).getByLabelText('Ngân hàng'), { target: { value: '970436' } });
    fireEvent.change(within(form).getByLabelText('Số tài khoản'), { target: { value: '01 23' } });
    fireEvent.change(within(form).getByLabelText('Tên chủ tài khoản'), { target: { value: 'tran thi ban' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Lưu tài khoản' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('Số tài khoản gồm 4 đến 19');
    fireEvent.change(within(form).getByLabelText('Số tài khoản'), { target: { value: '0123456789' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Lưu tài khoản' }));
    expect((await screen.findByTestId('payout-account')).textContent).toContain('Vietcombank · 0123456789');
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ bankBin: '970436', accountNumber: '0123456789', accountHolder: 'TRAN THI BAN' });
  });

  it('shows a Vietnamese message and a retry when the information cannot load', async () => {
    renderPage({ 'GET /api/affiliates/me/info': { status: 500, body: { message: 'Lỗi máy chủ', code: 'INTERNAL' } } });
    expect((await screen.findByRole('alert')).textContent).toContain('Thử lại');
  });
});
