import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall, type ApiReply } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { REFUND_REQUESTS_CHANGED } from '../api/adminOrdersApi';
import AdminOrdersPage from './AdminOrdersPage';
import { orderDetail, orderRow, pagination, previewOf, queuedRequest } from './testData';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');
const policy = { policy: { maxDays: 7, maxProgressPercent: 30, effectiveFrom: '2000-01-01T00:00:00Z' } };
type Routes = Record<string, ApiReply | ((call: ApiCall) => ApiReply)>;

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderPage(routes: Routes, path = '/admin/orders') {
  const calls = fakeApi({ 'GET /api/admin/settings/refunds': { body: policy }, ...routes });
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/orders" element={<AdminOrdersPage />} />
        <Route path="/admin/orders/:orderId" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

const ordersOf = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/admin/orders');

describe('AdminOrdersPage: orders', () => {
  it('lists orders with their status badges and refunded amounts, and opens one on click', async () => {
    const calls = renderPage({
      'GET /api/admin/orders': {
        body: {
          orders: [
            orderRow('DHPAID2222', 'paid'),
            orderRow('DHPART3333', 'partially_refunded', { refundedAmount: 300_000 }),
            orderRow('DHFULL4444', 'refunded', { refundedAmount: 800_000 }),
            orderRow('DHREQU5555', 'refund_requested'),
            orderRow('DHPEND6666', 'pending', { paidAt: null }),
          ],
          pagination: pagination(5),
        },
      },
    });
    const paid = await screen.findByTestId('admin-order-DHPAID2222');
    expect(ordersOf(calls)[0].query).toEqual({ page: '1', limit: '20' });
    const badge = (code: string, label: string) => within(screen.getByTestId(`admin-order-${code}`)).getByText(label).dataset.tone;
    expect(badge('DHPAID2222', 'Đã thanh toán')).toBe('green');
    expect(badge('DHPART3333', 'Hoàn tiền một phần')).toBe('blue');
    expect(badge('DHFULL4444', 'Đã hoàn tiền')).toBe('red');
    expect(badge('DHREQU5555', 'Chờ hoàn tiền')).toBe('yellow');
    expect(badge('DHPEND6666', 'Chưa thanh toán')).toBe('yellow');
    expect(text(paid)).toContain('Nguyễn Thị Lan');
    expect(text(paid)).toContain('lan@example.vn');
    expect(text(paid)).toContain('800.000 ₫');
    expect(text(screen.getByTestId('admin-order-DHPART3333'))).toContain('300.000 ₫');
    expect(within(paid).getByText('10:00 20/11/2026').getAttribute('datetime')).toBe('2026-11-20T03:00:00Z');

    // Phones get the same orders as cards, each a link to the order.
    expect(screen.getByTestId('admin-order-card-DHFULL4444').getAttribute('href')).toBe('/admin/orders/id-DHFULL4444');
    expect(text(screen.getByTestId('admin-order-card-DHFULL4444'))).toContain('đã hoàn 800.000 ₫');

    fireEvent.click(within(screen.getByTestId('admin-order-DHPART3333')).getByText('Quảng cáo Facebook, SEO website'));
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/orders/id-DHPART3333');
  });

  it('searches once typing pauses, filters by status and days, and goes back to page 1 on any change', async () => {
    const calls = renderPage({
      'GET /api/admin/orders': (call) => ({ body: { orders: [orderRow(`DHPAGE${call.query.page}`, 'paid')], pagination: pagination(60, 3) } }),
    });
    await screen.findByTestId('admin-order-DHPAGE1');
    fireEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
    await screen.findByTestId('admin-order-DHPAGE2');

    fireEvent.change(screen.getByLabelText('Tìm theo mã đơn, email hoặc tên'), { target: { value: '  lan@ex' } });
    fireEvent.change(screen.getByLabelText('Tìm theo mã đơn, email hoặc tên'), { target: { value: '  lan@example.vn ' } });
    await waitFor(() => expect(ordersOf(calls).at(-1)?.query).toEqual({ page: '1', limit: '20', search: 'lan@example.vn' }), { timeout: 2000 });
    expect(ordersOf(calls).filter((call) => call.query.search)).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Trạng thái'), { target: { value: 'refunded' } });
    fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '01/11/2026' } });
    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '30/11/2026' } });
    await waitFor(() =>
      expect(ordersOf(calls).at(-1)?.query).toEqual({ page: '1', limit: '20', search: 'lan@example.vn', status: 'refunded', fromDate: '2026-11-01', toDate: '2026-11-30' }),
    );
    expect(screen.getByRole('option', { name: 'Hoàn tiền một phần' })).toBeTruthy();
  });
});

describe('AdminOrdersPage: refund requests', () => {
  it('shows each request with the lines, progress, reason and method; rejecting needs a reason and empties the queue', async () => {
    let pending = [queuedRequest()];
    const announced = vi.fn();
    window.addEventListener(REFUND_REQUESTS_CHANGED, announced);
    const calls = renderPage(
      {
        'GET /api/admin/refund-requests': () => ({ body: { requests: pending, pagination: pagination(pending.length) } }),
        'POST /api/admin/refund-requests/r1/reject': () => {
          pending = [];
          return { body: { message: 'Đã từ chối yêu cầu hoàn tiền và báo cho học viên.' } };
        },
      },
      '/admin/orders?tab=requests',
    );
    const card = await screen.findByTestId('refund-request');
    expect(screen.getByRole('tab', { name: 'Yêu cầu hoàn tiền' }).getAttribute('aria-selected')).toBe('true');
    expect(calls.find((call) => call.path === '/api/admin/refund-requests')?.query).toEqual({ page: '1', limit: '20', status: 'pending' });
    expect(text(card)).toContain('DHAAAA2222');
    expect(text(card)).toContain('lan@example.vn');
    expect(text(card)).toContain('Quảng cáo Facebook');
    expect(text(card)).toContain('500.000 ₫ · Đã học 10%');
    expect(text(card)).toContain('Nội dung khóa học không như mô tả.');
    expect(text(card)).toContain('Muốn nhận qua: Ví chính');

    fireEvent.click(within(card).getByRole('button', { name: 'Từ chối' }));
    const dialog = within(screen.getByTestId('reject-refund-request'));
    fireEvent.change(dialog.getByLabelText('Lý do từ chối'), { target: { value: 'Quá' } });
    fireEvent.click(dialog.getByText('Từ chối', { selector: 'button' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Lý do từ chối cần ít nhất 5 ký tự.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(dialog.getByLabelText('Lý do từ chối'), { target: { value: 'Bạn đã học gần hết khóa học.' } });
    fireEvent.click(dialog.getByText('Từ chối', { selector: 'button' }));
    expect(await screen.findByTestId('refund-requests-empty')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ note: 'Bạn đã học gần hết khóa học.' });
    expect(toast.success).toHaveBeenCalledWith('Đã từ chối yêu cầu hoàn tiền và báo cho học viên.');
    expect(announced).toHaveBeenCalledTimes(1);
    window.removeEventListener(REFUND_REQUESTS_CHANGED, announced);
  });

  it('refunds a request: the lines asked for, a live preview, the full-refund shortcut, one request key across a retry', async () => {
    let pending = [queuedRequest()];
    let attempts = 0;
    const calls = renderPage(
      {
        'GET /api/admin/refund-requests': () => ({ body: { requests: pending, pagination: pagination(pending.length) } }),
        'GET /api/admin/orders/o1': { body: orderDetail() },
        'POST /api/admin/orders/o1/refund-preview': (call) => {
          const body = call.body as { lines?: { amount: number }[]; method: 'wallet' };
          const amount = body.lines ? body.lines.reduce((sum, line) => sum + line.amount, 0) : 800_000;
          return { body: previewOf(amount, body.method, amount === 800_000 ? { instructorShortfall: 60_000, fromInstructors: 500_000, fromPlatform: 60_000 } : {}) };
        },
        'POST /api/admin/orders/o1/refunds': () => {
          attempts += 1;
          if (attempts === 1) return { status: 503, body: { message: 'Hệ thống đang bận, vui lòng thử lại.', code: 'DB_UNAVAILABLE' } };
          pending = [];
          return { body: { message: 'Đã hoàn 800.000 ₫ cho đơn hàng DHAAAA2222.', refund: {} } };
        },
      },
      '/admin/orders?tab=requests',
    );
    fireEvent.click(within(await screen.findByTestId('refund-request')).getByRole('button', { name: 'Hoàn tiền' }));
    const dialog = within(await screen.findByTestId('refund-dialog'));
    const facebook = (await dialog.findByRole('checkbox', { name: 'Hoàn tiền Quảng cáo Facebook' })) as HTMLInputElement;
    expect(facebook.checked).toBe(true);
    expect((dialog.getByRole('checkbox', { name: 'Hoàn tiền SEO website' }) as HTMLInputElement).checked).toBe(false);
    expect((dialog.getByLabelText('Số tiền hoàn cho Quảng cáo Facebook') as HTMLInputElement).value).toBe('500000');

    // The preview of what the student asked for: that line, in full, to the wallet.
    await waitFor(() => expect(text(dialog.getByTestId('preview-received'))).toContain('500.000 ₫'));
    const previews = () => calls.filter((call) => call.path.endsWith('/refund-preview')).map((call) => call.body);
    expect(previews()).toEqual([{ lines: [{ orderItemId: 'i1', amount: 500_000 }], method: 'wallet' }]);
    expect(text(dialog.getByTestId('preview-to-main'))).toContain('Vào ví chính500.000 ₫');
    expect(text(dialog.getByTestId('preview-from-instructors'))).toContain('Thu lại từ giảng viên350.000 ₫');
    expect(text(dialog.getByTestId('preview-from-affiliates'))).toContain('Thu lại từ affiliate150.000 ₫');
    expect(text(dialog.getByTestId('preview-from-platform'))).toContain('Nền tảng chịu0 ₫');
    expect(dialog.getByTestId('preview-to-bonus')).toBeTruthy();
    expect(dialog.queryByTestId('preview-shortfall')).toBeNull();

    // The whole order: sent without lines, and the instructor's missing share is called out.
    fireEvent.click(dialog.getByTestId('refund-all'));
    await waitFor(() => expect(text(dialog.getByTestId('preview-shortfall'))).toContain('nền tảng chịu thêm 60.000 ₫'));
    expect(previews().at(-1)).toEqual({ method: 'wallet' });

    fireEvent.click(screen.getByTestId('refund-confirm'));
    expect((await dialog.findByTestId('refund-error')).textContent).toBe('Hệ thống đang bận, vui lòng thử lại.');
    fireEvent.click(screen.getByTestId('refund-confirm'));
    expect(await screen.findByTestId('refund-requests-empty')).toBeTruthy();
    expect(screen.queryByTestId('refund-dialog')).toBeNull();
    const sent = calls.filter((call) => call.method === 'POST' && call.path.endsWith('/refunds')).map((call) => call.body as Record<string, unknown>);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ method: 'wallet', reference: null, reason: null });
    expect(sent[0]).not.toHaveProperty('lines');
    expect(sent[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1].idempotencyKey).toBe(sent[0].idempotencyKey);
    expect(toast.success).toHaveBeenCalledWith('Đã hoàn 800.000 ₫ cho đơn hàng DHAAAA2222.');
  });
});

describe('AdminOrdersPage: refund policy', () => {
  it('shows the policy in force, refuses values out of range, and saves a new version', async () => {
    const calls = renderPage({
      'GET /api/admin/orders': { body: { orders: [], pagination: pagination(0) } },
      'PUT /api/admin/settings/refunds': (call) => ({ body: { policy: { ...(call.body as object), effectiveFrom: '2026-11-25T03:00:00Z' } } }),
    });
    const card = within(await screen.findByTestId('refund-policy-card'));
    expect((await card.findByTestId('refund-policy-effective')).textContent).toContain('trong 7 ngày kể từ khi thanh toán, khi học chưa quá 30% khóa học');
    fireEvent.change(card.getByLabelText('Số ngày được yêu cầu'), { target: { value: '400' } });
    fireEvent.click(card.getByTestId('refund-policy-save'));
    expect((await card.findByTestId('refund-policy-error')).textContent).toBe('Số ngày được yêu cầu hoàn tiền phải là số nguyên từ 0 đến 365.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(card.getByLabelText('Số ngày được yêu cầu'), { target: { value: '14' } });
    fireEvent.change(card.getByLabelText('Tiến độ học tối đa (%)'), { target: { value: '20' } });
    fireEvent.click(card.getByTestId('refund-policy-save'));
    await waitFor(() => expect(card.getByTestId('refund-policy-effective').textContent).toContain('trong 14 ngày'));
    expect(card.getByTestId('refund-policy-effective').textContent).toContain('25/11/2026');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ maxDays: 14, maxProgressPercent: 20 });
    expect(toast.success).toHaveBeenCalledWith('Đã lưu chính sách hoàn tiền.');
  });
});
