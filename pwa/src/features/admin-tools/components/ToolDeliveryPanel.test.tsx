import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import AdminToolsPage from './AdminToolsPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const veo = {
  _id: 't1',
  slug: 'veo3',
  name: 'Veo3 Max',
  shortDescription: 'Làm video AI',
  description: '',
  thumbnailUrl: null,
  isActive: true,
  priceFrom: 390000,
  currency: 'VND',
  plansCount: 1,
  plans: [{ _id: 'p1', name: 'Gói tháng', price: 390000, durationDays: 30, features: [] }],
  createdAt: '2026-07-01T00:00:00Z',
  updatedAt: '2026-07-01T00:00:00Z',
};
const delivery = {
  toolId: 't1',
  name: 'Veo3 Max',
  deliveryMethod: 'licence_key',
  accessInstructions: 'Dán mã vào phần mềm.',
  accessUrl: null,
  keysLowThreshold: 5,
  download: null,
  keys: { available: 3, reserved: 1, assigned: 10 },
};
const holder = {
  subscriptionId: 's1',
  user: { _id: 'u1', name: 'Nguyễn An', email: 'an@example.vn' },
  planName: 'Gói tháng',
  orderCode: 'DHABCD2345',
  startsAt: '2026-07-01T03:00:00Z',
  expiresAt: '2099-07-31T03:00:00Z',
  status: 'active',
  keyHint: 'ABCD',
  accountFilled: false,
};

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  let holders = { holders: [holder], events: [] as unknown[] };
  const calls = fakeApi({
    'GET /api/admin/tools': { body: { tools: [veo], pagination: { currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 10 } } },
    'GET /api/admin/tools/t1/delivery': { body: { delivery } },
    'GET /api/admin/tools/t1/holders': () => ({ body: holders }),
    'POST /api/admin/tool-subscriptions/s1/revoke': (call: ApiCall) => {
      holders = {
        holders: [{ ...holder, status: 'revoked' }],
        events: [
          { _id: 'e1', subscriptionId: 's1', action: 'revoked', reason: (call.body as { reason: string }).reason, actorName: 'Quản trị', createdAt: '2026-07-10T03:00:00Z' },
        ],
      };
      return { body: { message: 'Đã thu hồi quyền sử dụng.' } };
    },
    ...routes,
  });
  renderWithQuery(
    <MemoryRouter>
      <AdminToolsPage />
    </MemoryRouter>,
  );
  return calls;
}

async function openDelivery() {
  fireEvent.click(within(await screen.findByTestId('admin-tool-veo3')).getByRole('button', { name: 'Giao hàng' }));
  return screen.findByTestId('tool-delivery');
}

afterEach(() => vi.unstubAllGlobals());

describe('Giao hàng in /admin/tools', () => {
  it('shows the key pool, adds pasted keys and shows the server message with the new counts', async () => {
    const calls = serve({
      'POST /api/admin/tools/t1/licence-keys': {
        body: { added: 5, duplicates: 1, available: 8, reserved: 1, assigned: 10, message: 'Đã thêm 5 mã, bỏ qua 1 mã trùng.' },
      },
    });
    const panel = within(await openDelivery());
    expect((await panel.findByTestId('keys-available')).textContent).toBe('3');
    expect(panel.getByTestId('keys-reserved').textContent).toBe('1');
    expect(panel.getByTestId('keys-assigned').textContent).toBe('10');
    expect(panel.getByTestId('keys-low').textContent).toContain('còn 3 mã');

    fireEvent.click(panel.getByTestId('add-licence-keys'));
    expect(panel.getByTestId('licence-keys-error').textContent).toBe('Hãy dán ít nhất một mã bản quyền (mỗi dòng một mã).');

    fireEvent.change(panel.getByLabelText('Thêm mã (mỗi dòng một mã)'), { target: { value: 'KEY-0001\nKEY-0002\nKEY-0003\nKEY-0004\nKEY-0005\nKEY-0001' } });
    fireEvent.click(panel.getByTestId('add-licence-keys'));
    expect((await panel.findByTestId('licence-keys-result')).textContent).toBe('Đã thêm 5 mã, bỏ qua 1 mã trùng.');
    expect(panel.getByTestId('keys-available').textContent).toBe('8');
    expect(panel.queryByTestId('keys-low')).toBeNull();
    expect((panel.getByLabelText('Thêm mã (mỗi dòng một mã)') as HTMLTextAreaElement).value).toBe('');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ keys: 'KEY-0001\nKEY-0002\nKEY-0003\nKEY-0004\nKEY-0005\nKEY-0001' });
  });

  it('reads a .csv file into the key list, first column of each row', async () => {
    serve();
    const panel = within(await openDelivery());
    const input = await panel.findByLabelText('Chọn tệp .txt / .csv');
    const file = new File(['"VEO3-AAAA",lo 1\r\nVEO3-BBBB;lo 2\r\n\r\n'], 'keys.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect((panel.getByLabelText('Thêm mã (mỗi dòng một mã)') as HTMLTextAreaElement).value).toBe('VEO3-AAAA\nVEO3-BBBB'));
  });

  it('saves the delivery method, instructions, sign-in page and threshold', async () => {
    const calls = serve({ 'PUT /api/admin/tools/t1/delivery': (call: ApiCall) => ({ body: { delivery: { ...delivery, ...(call.body as object) } } }) });
    const panel = within(await openDelivery());
    fireEvent.change(await panel.findByLabelText('Cách giao'), { target: { value: 'hosted_account' } });
    fireEvent.change(panel.getByLabelText('Đường dẫn đăng nhập'), { target: { value: 'app.example.vn' } });
    fireEvent.click(panel.getByTestId('save-delivery'));
    expect(panel.getByTestId('delivery-form-error').textContent).toBe('Đường dẫn đăng nhập phải bắt đầu bằng http:// hoặc https://.');

    fireEvent.change(panel.getByLabelText('Đường dẫn đăng nhập'), { target: { value: 'https://app.example.vn' } });
    fireEvent.click(panel.getByTestId('save-delivery'));
    // Saved as a hosted account: the key pool gives way to the account actions.
    await waitFor(() => expect(panel.queryByTestId('licence-keys')).toBeNull());
    expect(await panel.findByRole('button', { name: 'Điền tài khoản' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      deliveryMethod: 'hosted_account',
      accessInstructions: 'Dán mã vào phần mềm.',
      accessUrl: 'https://app.example.vn',
      keysLowThreshold: 5,
    });
  });

  it('lists the holders with the key hint, and revokes one only with a reason, confirmed', async () => {
    const calls = serve();
    const panel = within(await openDelivery());
    const row = within(await panel.findByTestId('holder-s1'));
    expect(row.getByText('Nguyễn An')).toBeTruthy();
    expect(row.getByTestId('holder-access').textContent).toBe('••••ABCD');
    expect(row.getByText('Còn hạn')).toBeTruthy();

    fireEvent.click(row.getByRole('button', { name: 'Thu hồi' }));
    const dialog = within(screen.getByTestId('confirm-dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Thu hồi' }));
    expect(dialog.getByTestId('revoke-access-error').textContent).toBe('Lý do cần ít nhất 5 ký tự.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Lý do thu hồi'), { target: { value: 'Chia sẻ mã cho người khác' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Thu hồi' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/api/admin/tool-subscriptions/s1/revoke', body: { reason: 'Chia sẻ mã cho người khác' } });
    // The list is read again: the holder is revoked and the trail says why.
    expect(await panel.findByText('Đã thu hồi')).toBeTruthy();
    expect(panel.getByTestId('tool-access-events').textContent).toContain('Lý do: Chia sẻ mã cho người khác');
  });

  it('extends one holder by a number of days with a reason', async () => {
    const calls = serve({ 'POST /api/admin/tool-subscriptions/s1/extend': { body: { message: 'Đã gia hạn thêm 7 ngày.' } } });
    const panel = within(await openDelivery());
    fireEvent.click(within(await panel.findByTestId('holder-s1')).getByRole('button', { name: 'Gia hạn' }));
    const modal = within(screen.getByTestId('extend-access-modal'));
    fireEvent.change(modal.getByLabelText('Số ngày gia hạn'), { target: { value: '0' } });
    fireEvent.click(modal.getByTestId('save-extend-access'));
    expect(modal.getByTestId('extend-access-error').textContent).toBe('Số ngày gia hạn phải là số nguyên từ 1 đến 3650.');

    fireEvent.change(modal.getByLabelText('Số ngày gia hạn'), { target: { value: '7' } });
    fireEvent.change(modal.getByLabelText('Lý do gia hạn'), { target: { value: 'Bù thời gian bảo trì' } });
    fireEvent.click(modal.getByTestId('save-extend-access'));
    await waitFor(() => expect(screen.queryByTestId('extend-access-modal')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/api/admin/tool-subscriptions/s1/extend', body: { days: 7, reason: 'Bù thời gian bảo trì' } });
  });

  it('fills a hosted account with label and value rows', async () => {
    const calls = serve({
      'GET /api/admin/tools/t1/delivery': { body: { delivery: { ...delivery, deliveryMethod: 'hosted_account', accessUrl: 'https://app.example.vn' } } },
      'GET /api/admin/tools/t1/holders': { body: { holders: [{ ...holder, keyHint: null }], events: [] } },
      'PUT /api/admin/tool-subscriptions/s1/account': { body: { message: 'Đã lưu tài khoản và báo cho người mua.' } },
    });
    const panel = within(await openDelivery());
    const row = within(await panel.findByTestId('holder-s1'));
    expect(row.getByTestId('holder-access').textContent).toBe('Chưa điền tài khoản');
    fireEvent.click(row.getByRole('button', { name: 'Điền tài khoản' }));
    const modal = within(screen.getByTestId('hosted-account-modal'));
    fireEvent.change(modal.getByLabelText('Giá trị 1'), { target: { value: 'an@example.vn' } });
    fireEvent.click(modal.getByTestId('save-hosted-account'));
    expect(modal.getByTestId('hosted-account-error').textContent).toBe('Mỗi trường cần có cả tên và giá trị.');

    fireEvent.change(modal.getByLabelText('Giá trị 2'), { target: { value: ' Bi-mat-123 ' } });
    fireEvent.click(modal.getByTestId('save-hosted-account'));
    await waitFor(() => expect(screen.queryByTestId('hosted-account-modal')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      fields: [
        { label: 'Tên đăng nhập', value: 'an@example.vn' },
        { label: 'Mật khẩu', value: 'Bi-mat-123' },
      ],
    });
  });
});
