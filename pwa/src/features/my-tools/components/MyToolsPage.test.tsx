import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../api/types';
import { db } from '../../../lib/db';
import { fakeApi } from '../../../test/fakeApi';
import { useAuth } from '../../auth';
import MyToolsPage from './MyToolsPage';
import { renderWithQuery } from '../../../test/renderWithQuery';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
vi.mock('../../auth/hooks/useAuth', () => ({ useAuth: vi.fn() }));

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const veo = {
  toolId: 't1',
  slug: 'veo3',
  name: 'Veo3 Max Ultra',
  thumbnailUrl: null,
  deliveryMethod: 'licence_key',
  plan: { _id: 'p1', name: 'Gói tháng', price: 390_000, durationDays: 30 },
  startsAt: '2026-07-01T03:00:00Z',
  expiresAt: '2026-07-31T03:00:00Z',
  daysLeft: 12,
  status: 'active',
  accessReady: true,
};
const veoAccess = {
  toolId: 't1',
  name: 'Veo3 Max Ultra',
  deliveryMethod: 'licence_key',
  status: 'active',
  expiresAt: veo.expiresAt,
  instructions: 'Mở phần mềm, chọn "Kích hoạt bản quyền" rồi dán mã.',
  licenceKeys: [{ key: 'VEO3-AAAA-BBBB-CCCC', startsAt: veo.startsAt, expiresAt: veo.expiresAt }],
  download: null,
  accessUrl: null,
  account: null,
  notice: null,
};

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderPage() {
  renderWithQuery(
    <MemoryRouter initialEntries={['/my-tools']}>
      <Routes>
        <Route path="/my-tools" element={<MyToolsPage />} />
        <Route path="/checkout" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const writeText = vi.fn(async (text: string) => {
  void text;
});

beforeEach(() => {
  vi.mocked(useAuth).mockReturnValue({ status: 'authenticated', user: { _id: 'u1', role: 'student', name: 'An' } as Profile } as unknown as ReturnType<typeof useAuth>);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await db.cart.clear();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('MyToolsPage', () => {
  it('shows each tool with its plan, dates, days left and licence key, which copies with feedback', async () => {
    const calls = fakeApi({
      'GET /api/tools/me': { body: { tools: [{ ...veo, expiresAt: inDays(12) }] } },
      'GET /api/tools/me/t1/access': { body: veoAccess },
    });
    renderPage();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Phần mềm của tôi');
    const card = await screen.findByTestId('my-tool-veo3');
    expect(within(card).getByRole('heading', { name: 'Veo3 Max Ultra' })).toBeTruthy();
    expect(within(card).getByTestId('my-tool-plan').textContent).toBe('Gói tháng · Mã bản quyền');
    expect(within(card).getByTestId('my-tool-starts').textContent).toBe('01/07/2026');
    expect(within(card).getByTestId('my-tool-days-left').textContent).toBe('Còn 12 ngày');
    expect(within(card).getByText('Đang sử dụng')).toBeTruthy();

    expect((await within(card).findByTestId('licence-key')).textContent).toBe('VEO3-AAAA-BBBB-CCCC');
    expect(within(card).getByTestId('tool-instructions').textContent).toContain('Kích hoạt bản quyền');
    fireEvent.click(within(card).getByRole('button', { name: 'Sao chép mã bản quyền' }));
    await waitFor(() => expect(within(card).getByTestId('licence-key-copy').textContent).toContain('Đã sao chép'));
    expect(writeText).toHaveBeenCalledWith('VEO3-AAAA-BBBB-CCCC');
    expect(calls.map((call) => call.path)).toEqual(['/api/tools/me', '/api/tools/me/t1/access']);
  });

  it('says an expired access has ended and shows no details, without asking for them', async () => {
    const calls = fakeApi({
      'GET /api/tools/me': { body: { tools: [{ ...veo, expiresAt: '2026-06-30T03:00:00Z', daysLeft: -3, status: 'expired', accessReady: false }] } },
      'GET /api/tools/me/t1/access': { body: veoAccess },
    });
    renderPage();

    const card = await screen.findByTestId('my-tool-veo3');
    expect(within(card).getByTestId('my-tool-days-left').textContent).toBe('Đã hết hạn');
    expect(within(card).getByTestId('my-tool-ended').textContent).toBe('Quyền sử dụng đã hết hạn ngày 30/06/2026. Gia hạn để tiếp tục sử dụng.');
    expect(within(card).getByText('Hết hạn')).toBeTruthy();
    expect(within(card).queryByTestId('licence-key')).toBeNull();
    expect(within(card).queryByTestId('tool-access')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/tools/me']);
  });

  it('renews by putting the same plan in the cart and opening the checkout', async () => {
    fakeApi({
      'GET /api/tools/me': { body: { tools: [{ ...veo, status: 'expired', daysLeft: -1 }] } },
    });
    renderPage();

    fireEvent.click(within(await screen.findByTestId('my-tool-veo3')).getByRole('button', { name: 'Gia hạn' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/checkout');
    expect((await db.cart.get('u1'))?.items).toEqual([
      { _id: 'p1', kind: 'tool_plan', title: 'Veo3 Max Ultra – Gói tháng', price: 390_000, thumbnailUrl: null, slug: 'veo3', subtitle: '30 ngày' },
    ]);
  });

  it('downloads through a fresh signed link fetched at the click', async () => {
    const download = { url: '/api/tools/downloads/s1?exp=1&sig=old', fileName: 'cai-dat.zip', sizeBytes: 1536, expiresAt: inDays(0) };
    let served = 0;
    const calls = fakeApi({
      'GET /api/tools/me': { body: { tools: [{ ...veo, deliveryMethod: 'download' }] } },
      'GET /api/tools/me/t1/access': () => {
        served += 1;
        return { body: { ...veoAccess, deliveryMethod: 'download', licenceKeys: [], download: { ...download, url: `/api/tools/downloads/s1?exp=${served}&sig=fresh` } } };
      },
    });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderPage();

    const card = await screen.findByTestId('my-tool-veo3');
    expect((await within(card).findByTestId('tool-access')).textContent).toContain('cai-dat.zip · 1.5 KB');
    fireEvent.click(within(card).getByRole('button', { name: 'Tải về' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].getAttribute('href')).toBe('/api/tools/downloads/s1?exp=2&sig=fresh');
    expect(clicked[0].download).toBe('cai-dat.zip');
    expect(calls.filter((call) => call.path === '/api/tools/me/t1/access')).toHaveLength(2);
    click.mockRestore();
  });

  it('shows a hosted account: the sign-in page in a new tab and each field with its copy button', async () => {
    fakeApi({
      'GET /api/tools/me': { body: { tools: [{ ...veo, deliveryMethod: 'hosted_account' }] } },
      'GET /api/tools/me/t1/access': {
        body: {
          ...veoAccess,
          deliveryMethod: 'hosted_account',
          licenceKeys: [],
          accessUrl: 'https://app.example.vn/login',
          account: [
            { label: 'Tên đăng nhập', value: 'an@example.vn' },
            { label: 'Mật khẩu', value: 'Bi-mat-123' },
          ],
        },
      },
    });
    renderPage();

    const card = await screen.findByTestId('my-tool-veo3');
    const signIn = await within(card).findByRole('link', { name: /Mở trang đăng nhập/ });
    expect(signIn.getAttribute('href')).toBe('https://app.example.vn/login');
    expect(signIn.getAttribute('target')).toBe('_blank');
    expect(within(card).getByTestId('account-field-1').textContent).toBe('Bi-mat-123');
    fireEvent.click(within(card).getByRole('button', { name: 'Sao chép mật khẩu' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Bi-mat-123'));
  });

  it('shows the server notice while the key is being prepared', async () => {
    fakeApi({
      'GET /api/tools/me': { body: { tools: [{ ...veo, accessReady: false }] } },
      'GET /api/tools/me/t1/access': { body: { ...veoAccess, licenceKeys: [], notice: 'Mã bản quyền của bạn đang được chuẩn bị. Chúng tôi sẽ báo ngay khi có.' } },
    });
    renderPage();

    expect((await screen.findByTestId('tool-access-notice')).textContent).toBe('Mã bản quyền của bạn đang được chuẩn bị. Chúng tôi sẽ báo ngay khi có.');
    expect(screen.queryByTestId('licence-key')).toBeNull();
  });

  it('offers the tools catalogue when nothing was bought', async () => {
    fakeApi({ 'GET /api/tools/me': { body: { tools: [] } } });
    renderPage();

    const empty = await screen.findByTestId('my-tools-empty');
    expect(within(empty).getByRole('link', { name: 'Khám phá phần mềm' }).getAttribute('href')).toBe('/tools');
  });

  it('shows the server message with a retry when the list fails', async () => {
    fakeApi({ 'GET /api/tools/me': { status: 500, body: { message: 'Máy chủ đang bận.', code: 'INTERNAL' } } });
    renderPage();

    expect((await screen.findByTestId('my-tools-error')).textContent).toContain('Máy chủ đang bận.');
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});
