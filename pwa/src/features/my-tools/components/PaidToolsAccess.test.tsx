import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { PaidToolsAccess } from './PaidToolsAccess';
import { renderWithQuery } from '../../../test/renderWithQuery';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const tool = (toolId: string, slug: string, name: string, deliveryMethod: string) => ({
  toolId,
  slug,
  name,
  thumbnailUrl: null,
  deliveryMethod,
  plan: { _id: `plan-${toolId}`, name: 'Gói tháng', price: 390_000, durationDays: 30 },
  startsAt: '2026-07-01T03:00:00Z',
  expiresAt: '2026-07-31T03:00:00Z',
  daysLeft: 30,
  status: 'active',
  accessReady: deliveryMethod !== 'hosted_account',
});
const access = (toolId: string, deliveryMethod: string, extra: Record<string, unknown>) => ({
  toolId,
  name: 'x',
  deliveryMethod,
  status: 'active',
  expiresAt: '2026-07-31T03:00:00Z',
  instructions: null,
  licenceKeys: [],
  download: null,
  accessUrl: null,
  account: null,
  notice: null,
  ...extra,
});
const lines = [
  { kind: 'course', slug: 'facebook-ads', title: 'Quảng cáo Facebook' },
  { kind: 'tool_plan', slug: 'veo3', title: 'Veo3 – Gói tháng' },
  { kind: 'tool_plan', slug: 'tro-ly', title: 'Trợ lý viết – Cá nhân' },
];

function renderLines(items: typeof lines) {
  renderWithQuery(
    <MemoryRouter>
      <PaidToolsAccess items={items} />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PaidToolsAccess', () => {
  it('shows how to use each tool of the paid order: the key, or the account being prepared, and the way to "Phần mềm của tôi"', async () => {
    fakeApi({
      'GET /api/tools/me': {
        body: { tools: [tool('t1', 'veo3', 'Veo3 Max Ultra', 'licence_key'), tool('t2', 'tro-ly', 'Trợ lý viết', 'hosted_account'), tool('t3', 'khac', 'Khác', 'download')] },
      },
      'GET /api/tools/me/t1/access': {
        body: access('t1', 'licence_key', { licenceKeys: [{ key: 'VEO3-1234-ABCD', startsAt: '2026-07-01T03:00:00Z', expiresAt: '2026-07-31T03:00:00Z' }] }),
      },
      'GET /api/tools/me/t2/access': { body: access('t2', 'hosted_account', { notice: 'Tài khoản sử dụng của bạn đang được tạo. Chúng tôi sẽ thông báo ngay khi xong.' }) },
    });
    renderLines(lines);

    const veo = await screen.findByTestId('paid-tool-veo3');
    expect(within(veo).getByText('Veo3 Max Ultra')).toBeTruthy();
    expect(within(veo).getByTestId('licence-key').textContent).toBe('VEO3-1234-ABCD');
    expect(within(veo).getByRole('button', { name: 'Sao chép mã bản quyền' })).toBeTruthy();
    expect(within(screen.getByTestId('paid-tool-tro-ly')).getByTestId('tool-access-notice').textContent).toContain('đang được tạo');
    // Only the order's tools: not the other one the buyer owns.
    expect(screen.queryByTestId('paid-tool-khac')).toBeNull();
    expect(screen.getByRole('link', { name: 'Xem trong Phần mềm của tôi' }).getAttribute('href')).toBe('/my-tools');
  });

  it('shows nothing and asks nothing for an order without tools', () => {
    const calls = fakeApi({});
    renderLines([lines[0]]);

    expect(screen.queryByTestId('paid-tools')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('offers a reload while the new access is not listed yet', async () => {
    fakeApi({ 'GET /api/tools/me': { body: { tools: [] } } });
    renderLines([lines[1]]);

    const veo = await screen.findByTestId('paid-tool-veo3');
    expect(veo.textContent).toContain('Quyền sử dụng đang được kích hoạt');
    expect(within(veo).getByRole('button', { name: 'Tải lại' })).toBeTruthy();
  });
});
