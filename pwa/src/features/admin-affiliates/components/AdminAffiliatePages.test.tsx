import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import AdminAffiliateSettingsPage from './AdminAffiliateSettingsPage';
import AdminConversionsPage from './AdminConversionsPage';
import AdminPayoutsPage from './AdminPayoutsPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
afterEach(() => vi.unstubAllGlobals());

const page = (totalItems: number) => ({ currentPage: 1, totalPages: 1, totalItems, limit: 20 });
const person = (name: string) => ({ _id: `id-${name}`, name, email: `${name.toLowerCase().replace(/\s/g, '')}@example.vn` });
const conversion = (id: string, flagged: boolean, itemKind: 'course' | 'tool_plan' = 'course') => ({
  _id: id,
  type: 'COURSE_ENROLLMENT',
  tier: 'direct',
  status: 'pending',
  itemTitle: itemKind === 'course' ? 'Facebook Ads thực chiến' : 'Phần mềm đăng bài tự động · Gói tháng',
  itemKind,
  baseAmount: 500_000,
  ratePercent: 30,
  earnedAmount: 150_000,
  reversedAmount: 0,
  flagged,
  flagReasons: flagged ? ['Người mua trùng số điện thoại với affiliate.'] : [],
  holdUntil: '2026-12-08T02:00:00Z',
  createdAt: '2026-11-24T02:00:00Z',
  affiliate: { ...person('Trần Thu Hà'), affiliateCode: 'AB23CD45' },
  referredUser: person(`Khách ${id}`),
});
const renderPage = (element: React.ReactElement) => renderWithQuery(<MemoryRouter>{element}</MemoryRouter>);

describe('AdminConversionsPage', () => {
  it('labels a course sale and a software plan sale each as what it was, with what the affiliate still earns', async () => {
    fakeApi({
      'GET /api/admin/conversions/pending': { body: { conversions: [conversion('c1', false), conversion('c2', false, 'tool_plan')], total: 2, pagination: page(2) } },
    });
    renderPage(<AdminConversionsPage />);
    const rows = await screen.findAllByTestId('pending-conversion');
    expect(rows[0].textContent).toContain('Mua khóa học: Facebook Ads thực chiến');
    expect(rows[1].textContent).toContain('Mua phần mềm: Phần mềm đăng bài tự động · Gói tháng');
    expect(rows[1].textContent).not.toContain('Mua khóa học');
    expect(within(rows[0]).getByTestId('conversion-earned').textContent?.replace(/\s/g, ' ')).toBe('150.000 ₫');
    expect(rows[0].textContent).toContain('Hoa hồng còn nhận');
  });

  it('shows the flags, needs a reason to reject, and takes a reviewed conversion off the list and the total', async () => {
    // The server's side: once reviewed, c1 is no longer pending (what the list shows after it refetches).
    let reviewed = false;
    const calls = fakeApi({
      'GET /api/admin/conversions/pending': () =>
        reviewed
          ? { body: { conversions: [conversion('c2', false)], total: 1, pagination: page(1) } }
          : { body: { conversions: [conversion('c1', true), conversion('c2', false)], total: 2, pagination: page(2) } },
      'PUT /api/admin/conversions/c1/review': () => {
        reviewed = true;
        return { body: { message: 'Đã từ chối chuyển đổi.' } };
      },
    });
    renderPage(<AdminConversionsPage />);
    const rows = await screen.findAllByTestId('pending-conversion');
    expect(within(rows[0]).getByTestId('conversion-flags').textContent).toContain('Nghi vấn');
    expect(within(rows[0]).getByTestId('conversion-flags').textContent).toContain('trùng số điện thoại');
    expect(screen.getByTestId('pending-total').textContent).toBe('2');

    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Từ chối' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Vui lòng nhập lý do từ chối.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Lý do từ chối'), { target: { value: 'Tự mua qua link của mình' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() => expect(screen.getAllByTestId('pending-conversion')).toHaveLength(1));
    expect(screen.getByTestId('pending-total').textContent).toBe('1');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ newStatus: 'rejected', notes: 'Tự mua qua link của mình' });
  });
});

describe('AdminPayoutsPage', () => {
  const entry = {
    affiliateId: 'u1',
    kind: 'affiliate',
    name: 'Trần Thu Hà',
    email: 'thuha@example.vn',
    affiliateCode: 'AB23CD45',
    gross: 6_000_000,
    taxWithheld: 600_000,
    net: 5_400_000,
    taxRatePercent: 10,
    taxThreshold: 5_000_000,
    payoutAccount: { bankBin: '970436', bankName: 'Vietcombank', accountNumber: '0451000123456', accountHolder: 'TRAN THU HA' },
    memo: 'HVM CHI TRA 1A2B3C4D',
    qrPayload: '000201...',
    qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  };

  it('shows the VietQR of the net amount, records a bank payout with one request key even when retried, and takes the entry off the queue', async () => {
    let attempts = 0;
    // The server's side: once paid, the affiliate leaves the queue (what the page shows after it refetches).
    let paid = false;
    const calls = fakeApi({
      'GET /api/admin/affiliates/payouts-queue': () => ({ body: { queue: paid ? [] : [entry], minimumPayout: 200_000 } }),
      'GET /api/admin/affiliates/payouts': { body: { payouts: [], pagination: page(0) } },
      'POST /api/admin/affiliates/payouts': () => {
        if (++attempts === 1) return { status: 503, body: { code: 'DB_UNAVAILABLE', message: 'Hệ thống đang bận, vui lòng thử lại.' } };
        paid = true;
        return { status: 201, body: { payout: { _id: 'p1' } } };
      },
    });
    renderPage(<AdminPayoutsPage />);
    const card = await screen.findByTestId('payout-queue-entry');
    expect(within(card).getByRole('img').getAttribute('alt')).toContain('VietQR');
    expect(card.textContent?.replace(/\s/g, ' ')).toContain('5.400.000 ₫');
    fireEvent.click(within(card).getByRole('button', { name: 'Ghi nhận chi trả' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('mã giao dịch');
    fireEvent.change(within(dialog).getByLabelText('Mã giao dịch ngân hàng'), { target: { value: 'FT26328001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Hệ thống đang bận');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(screen.queryByTestId('payout-queue-entry')).toBeNull());
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.body as { idempotencyKey: string });
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatchObject({ affiliateUserId: 'u1', kind: 'affiliate', method: 'bank_transfer', reference: 'FT26328001' });
    expect(posts[0].idempotencyKey).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(posts[1].idempotencyKey).toBe(posts[0].idempotencyKey);
  });
});

describe('AdminAffiliateSettingsPage', () => {
  const settings = {
    directRatePercent: 30,
    teamRatePercent: 20,
    levelRates: [],
    signupCommission: 0,
    cookieDays: 30,
    holdingDays: 14,
    minimumPayout: 200_000,
    maxSignupsPerIpPerDay: 5,
    taxRules: [{ from: '2026-07-01', ratePercent: 10, threshold: 5_000_000 }],
    effectiveFrom: '2026-11-01T00:00:00Z',
  };

  it('refuses rates over 100% before sending, then saves the form as typed', async () => {
    const calls = fakeApi({
      'GET /api/admin/settings/affiliate': { body: { settings } },
      'PUT /api/admin/settings/affiliate': (call) => ({ body: { settings: { ...(call.body as object), effectiveFrom: '2026-11-24T03:00:00Z' } } }),
    });
    renderPage(<AdminAffiliateSettingsPage />);
    const direct = await screen.findByLabelText('Hoa hồng trực tiếp (%)');
    fireEvent.change(direct, { target: { value: '85' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Tổng hoa hồng trực tiếp và đội nhóm không được vượt quá 100%.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(direct, { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: /Thêm cấp độ/ }));
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      directRatePercent: 35,
      teamRatePercent: 20,
      levelRates: [{ level: 2, directRatePercent: 35, teamRatePercent: 20 }],
      taxRules: settings.taxRules,
    });
    await waitFor(() => expect(screen.getByTestId('settings-effective-from').textContent).toContain('24/11/2026'));
  });
});
