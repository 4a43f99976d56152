import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall, type ApiReply } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import type { Scenario } from '../api/emailCampaignsApi';
import AdminEmailCampaignsPage from './AdminEmailCampaignsPage';
import { CATEGORIES, COURSES, launch, SUPPRESSIONS, welcome } from './testData';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
beforeEach(() => {
  // toastError logs the failure it shows.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');
type Routes = Record<string, ApiReply | ((call: ApiCall) => ApiReply)>;
const pagination = { currentPage: 1, totalPages: 1, totalItems: 2, limit: 50 };

function renderPage(routes: Routes) {
  const calls = fakeApi({
    'GET /api/courses': { body: { courses: COURSES, pagination } },
    'GET /api/tools': { body: { tools: [], pagination } },
    'GET /api/categories': { body: { categories: CATEGORIES } },
    ...routes,
  });
  renderWithQuery(
    <MemoryRouter initialEntries={['/admin/email-campaigns']}>
      <Routes>
        <Route path="/admin/email-campaigns" element={<AdminEmailCampaignsPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

const listed = (scenarios: Scenario[] = [welcome, launch]) => ({ 'GET /api/admin/email-scenarios': { body: { scenarios } } });
const sent = (calls: ApiCall[], method: string, path: string) => calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);

describe('AdminEmailCampaignsPage: scenarios', () => {
  it('lists each scenario with its trigger, re-entry, state and people, and its campaigns as a timeline with delays and stats', async () => {
    renderPage(listed());
    const card = await screen.findByTestId('scenario-s-welcome');
    expect(text(screen.getByTestId('email-campaigns-summary'))).toBe('2 kịch bản · 1 đang chạy · 3 chiến dịch');
    expect(within(within(card).getByTestId('scenario-status')).getByText('Đang chạy').dataset.tone).toBe('green');
    expect(text(within(card).getByTestId('scenario-trigger'))).toBe('Khi đăng ký tài khoản');
    expect(text(within(card).getByTestId('scenario-reentry'))).toBe('Được vào lại sau 30 ngày');
    expect(text(within(card).getByTestId('scenario-enrolled'))).toBe('1.284 đang trong kịch bản · 312 đã đi hết');

    // The steps in order, each with its wait in words.
    expect(within(card).getAllByTestId('campaign-delay').map(text)).toEqual(['Ngay khi bắt đầu', 'Sau 1 ngày', 'Sau 3 ngày 2 giờ']);
    expect(text(within(card).getByTestId('campaign-c-tips'))).toContain('kể từ thư trước');
    const hello = within(screen.getByTestId('campaign-c-hello'));
    expect(text(hello.getByTestId('campaign-stats'))).toBe('Đã gửi1.530Mở45,2%Bấm7,7%Hủy đăng ký4');
    expect(text(screen.getByTestId('campaign-c-hello'))).toContain('Tiêu đề: Chào {{ user.first_name }}');
    expect(text(hello.getByTestId('campaign-audience'))).toContain('Mọi người trong kịch bản');
    expect(hello.getByRole('link', { name: 'Kết quả' }).getAttribute('href')).toBe('/admin/email-campaigns/c-hello/results');
    expect(text(within(screen.getByTestId('campaign-c-tips')).getByTestId('campaign-stats'))).toBe('Đã gửi0Mở—Bấm—Hủy đăng ký0');
    const offer = within(screen.getByTestId('campaign-c-offer'));
    expect(offer.getByText('Tạm dừng').dataset.tone).toBe('yellow');
    expect(text(offer.getByTestId('campaign-audience'))).toContain('Thỏa cả 2 điều kiện');
    expect(offer.getByText('Ưu đãi cho người chưa mua')).toBeTruthy();

    // The broadcast: its time in Vietnam, once per person, a draft with no campaign yet.
    const broadcast = within(screen.getByTestId('scenario-s-launch'));
    expect(text(broadcast.getByTestId('scenario-trigger'))).toBe('Gửi hàng loạt theo lịch · 20:00 25/11/2026');
    expect(text(broadcast.getByTestId('scenario-reentry'))).toBe('Mỗi người một lần');
    expect(within(broadcast.getByTestId('scenario-status')).getByText('Nháp').dataset.tone).toBe('neutral');
    expect(broadcast.getByText(/Chưa có chiến dịch nào/)).toBeTruthy();
  });

  it('creates a broadcast: the Vietnam date and time are sent as ISO 8601, and re-entry is not asked', async () => {
    const calls = renderPage({
      ...listed([welcome]),
      'POST /api/admin/email-scenarios': (call) => ({ body: { scenario: { ...launch, _id: 's-new', ...(call.body as object) } } }),
    });
    await screen.findByTestId('scenario-s-welcome');
    fireEvent.click(screen.getByTestId('add-scenario'));
    const dialog = within(await screen.findByTestId('scenario-editor'));

    // An automation first: its re-entry rule is explained as it is chosen.
    fireEvent.click(dialog.getByLabelText('Được vào lại sau'));
    fireEvent.change(dialog.getByLabelText('Số ngày trước khi được vào lại'), { target: { value: '45' } });
    expect(dialog.getByTestId('reentry-explanation').textContent).toBe('Người đã hoàn thành kịch bản sẽ được bắt đầu lại khi sự kiện xảy ra lần nữa, sau ít nhất 45 ngày.');

    fireEvent.change(dialog.getByLabelText('Tên kịch bản'), { target: { value: 'Ra mắt khóa TikTok Ads' } });
    fireEvent.change(dialog.getByLabelText('Bắt đầu'), { target: { value: 'broadcast' } });
    expect(dialog.getByTestId('trigger-explanation').textContent).toBe('Gửi một lần tới mọi người khớp điều kiện, vào đúng thời điểm đã hẹn.');
    expect(dialog.queryByLabelText('Được vào lại sau')).toBeNull();
    expect(dialog.getByText('Gửi hàng loạt: mỗi người nhận một lần, không vào lại.')).toBeTruthy();

    fireEvent.click(dialog.getByTestId('scenario-save'));
    expect((await dialog.findByTestId('scenario-error')).textContent).toBe('Hãy chọn ngày và giờ gửi.');
    expect(sent(calls, 'POST', '/api/admin/email-scenarios')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Ngày gửi'), { target: { value: '25/11/2026' } });
    fireEvent.change(dialog.getByLabelText('Giờ gửi'), { target: { value: '20:00' } });
    expect(dialog.getByText(/Gửi lúc 20:00 25\/11\/2026 \(giờ Việt Nam\)/)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Trạng thái'), { target: { value: 'active' } });
    fireEvent.click(dialog.getByTestId('scenario-save'));

    await screen.findByTestId('scenario-s-new');
    const [body] = sent(calls, 'POST', '/api/admin/email-scenarios') as { sendAt: string }[];
    expect(body).toEqual({
      name: 'Ra mắt khóa TikTok Ads',
      trigger: 'broadcast',
      triggerCourseId: null,
      triggerToolId: null,
      inactiveDays: null,
      sendAt: '2026-11-25T20:00:00+07:00',
      reentry: 'once',
      reentryDays: null,
      status: 'active',
    });
    expect(new Date(body.sendAt).toISOString()).toBe('2026-11-25T13:00:00.000Z');
    expect(screen.queryByTestId('scenario-editor')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Đã tạo kịch bản.');
    // Newest first, as the server lists them.
    expect(screen.getAllByTestId(/^scenario-s-/).map((card) => card.dataset.testid)).toEqual(['scenario-s-new', 'scenario-s-welcome']);
  });

  it('edits a scenario to start on one course and keeps the server message when it refuses', async () => {
    const calls = renderPage({
      ...listed([welcome]),
      'PUT /api/admin/email-scenarios/s-welcome': { status: 400, body: { message: 'Khóa học của sự kiện bắt đầu không tồn tại.', code: 'SCENARIO_INVALID' } },
    });
    const card = within(await screen.findByTestId('scenario-s-welcome'));
    fireEvent.click(card.getByRole('button', { name: 'Sửa kịch bản Chào mừng học viên mới' }));
    const dialog = within(await screen.findByTestId('scenario-editor'));
    expect((dialog.getByLabelText('Tên kịch bản') as HTMLInputElement).value).toBe('Chào mừng học viên mới');
    fireEvent.change(dialog.getByLabelText('Bắt đầu'), { target: { value: 'course_completed' } });
    fireEvent.click(dialog.getByLabelText('Một khóa học cụ thể'));
    await dialog.findByRole('option', { name: 'SEO website thực chiến' });
    fireEvent.change(dialog.getByLabelText('Khóa học'), { target: { value: 'course-seo' } });
    fireEvent.click(dialog.getByTestId('scenario-save'));
    expect((await dialog.findByTestId('scenario-error')).textContent).toBe('Khóa học của sự kiện bắt đầu không tồn tại.');
    expect(sent(calls, 'PUT', '/api/admin/email-scenarios/s-welcome')[0]).toMatchObject({
      trigger: 'course_completed',
      triggerCourseId: 'course-seo',
      triggerToolId: null,
      reentry: 'after_days',
      reentryDays: 30,
    });
  });

  it('pauses and resumes a scenario by sending it back with the new status', async () => {
    const calls = renderPage({
      ...listed(),
      'PUT /api/admin/email-scenarios/s-welcome': (call) => ({ body: { scenario: { ...welcome, status: (call.body as { status: string }).status } } }),
      'PUT /api/admin/email-scenarios/s-launch': (call) => ({ body: { scenario: { ...launch, status: (call.body as { status: string }).status } } }),
    });
    const card = within(await screen.findByTestId('scenario-s-welcome'));
    fireEvent.click(card.getByRole('button', { name: 'Tạm dừng' }));
    fireEvent.click(await card.findByRole('button', { name: 'Tiếp tục chạy' }));
    await card.findByRole('button', { name: 'Tạm dừng' });
    const bodies = sent(calls, 'PUT', '/api/admin/email-scenarios/s-welcome');
    expect(bodies).toEqual([
      {
        name: 'Chào mừng học viên mới',
        trigger: 'user_registered',
        triggerCourseId: null,
        triggerToolId: null,
        inactiveDays: null,
        sendAt: null,
        reentry: 'after_days',
        reentryDays: 30,
        status: 'paused',
      },
      expect.objectContaining({ status: 'active' }),
    ]);
    expect(toast.success).toHaveBeenCalledWith('Đã tạm dừng "Chào mừng học viên mới".');

    // A draft broadcast starts with its send time exactly as saved.
    fireEvent.click(within(screen.getByTestId('scenario-s-launch')).getByRole('button', { name: 'Bắt đầu chạy' }));
    await within(screen.getByTestId('scenario-s-launch')).findByRole('button', { name: 'Tạm dừng' });
    expect(sent(calls, 'PUT', '/api/admin/email-scenarios/s-launch')).toEqual([expect.objectContaining({ sendAt: '2026-11-25T13:00:00.000Z', status: 'active' })]);
  });

  it('offers to pause a scenario that cannot be deleted because it has sent mail', async () => {
    const calls = renderPage({
      ...listed(),
      'DELETE /api/admin/email-scenarios/s-welcome': {
        status: 409,
        body: { message: 'Kịch bản đã gửi thư cho người nhận: hãy tạm dừng thay vì xóa để giữ kết quả.', code: 'SCENARIO_HAS_SENDS' },
      },
      'PUT /api/admin/email-scenarios/s-welcome': (call) => ({ body: { scenario: { ...welcome, status: (call.body as { status: string }).status } } }),
      'DELETE /api/admin/email-scenarios/s-launch': { body: { message: 'Đã xóa kịch bản email.' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Xóa kịch bản Chào mừng học viên mới' }));
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Xóa' }));
    expect((await screen.findByTestId('pause-offer-message')).textContent).toBe('Kịch bản đã gửi thư cho người nhận: hãy tạm dừng thay vì xóa để giữ kết quả.');
    fireEvent.click(screen.getByRole('button', { name: 'Tạm dừng thay vì xóa' }));
    await within(screen.getByTestId('scenario-s-welcome')).findByRole('button', { name: 'Tiếp tục chạy' });
    expect(sent(calls, 'PUT', '/api/admin/email-scenarios/s-welcome')).toEqual([expect.objectContaining({ status: 'paused' })]);

    fireEvent.click(screen.getByRole('button', { name: 'Xóa kịch bản Ra mắt khóa TikTok Ads' }));
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByTestId('scenario-s-launch')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Đã xóa kịch bản email.');
  });
});

describe('AdminEmailCampaignsPage: campaigns', () => {
  it('moves a campaign with the menu, sending the scenario it leaves and the one it joins', async () => {
    const calls = renderPage({
      ...listed(),
      'PUT /api/admin/marketing-campaigns/c-tips/scenario': () => ({ body: { campaign: { ...welcome.campaigns[1], scenarioId: 's-launch', position: 0 } } }),
    });
    const tips = within(await screen.findByTestId('campaign-c-tips'));
    fireEvent.click(tips.getByRole('button', { name: /Chuyển sang kịch bản/ }));
    const menu = within(tips.getByRole('menu', { name: 'Chuyển "Mẹo học nhanh" sang' }));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Ra mắt khóa TikTok Ads']);
    fireEvent.click(menu.getByRole('menuitem', { name: 'Ra mắt khóa TikTok Ads' }));

    await within(screen.getByTestId('scenario-s-launch')).findByTestId('campaign-c-tips');
    expect(sent(calls, 'PUT', '/api/admin/marketing-campaigns/c-tips/scenario')).toEqual([{ newScenarioId: 's-launch', oldScenarioId: 's-welcome' }]);
    expect(within(screen.getByTestId('scenario-s-welcome')).queryByTestId('campaign-c-tips')).toBeNull();
    // First in its new scenario: it now goes as the broadcast starts.
    expect(text(within(screen.getByTestId('scenario-s-launch')).getByTestId('campaign-delay'))).toBe('Sau 1 ngày');
    expect(toast.success).toHaveBeenCalledWith('Đã chuyển "Mẹo học nhanh" sang "Ra mắt khóa TikTok Ads".');
  });

  it('shows the 409 message when the campaign was moved elsewhere meanwhile, and reloads', async () => {
    const message = 'Chiến dịch không thuộc kịch bản cũ đã nêu (có thể vừa được chuyển ở nơi khác). Hãy tải lại trang.';
    let loads = 0;
    const calls = renderPage({
      'GET /api/admin/email-scenarios': () => {
        loads += 1;
        return { body: { scenarios: loads === 1 ? [welcome, launch] : [{ ...welcome, campaigns: welcome.campaigns.slice(0, 2) }, launch] } };
      },
      'PUT /api/admin/marketing-campaigns/c-offer/scenario': { status: 409, body: { message, code: 'CAMPAIGN_SCENARIO_MISMATCH' } },
    });
    const offer = within(await screen.findByTestId('campaign-c-offer'));
    fireEvent.click(offer.getByRole('button', { name: /Chuyển sang kịch bản/ }));
    fireEvent.click(offer.getByRole('menuitem', { name: 'Ra mắt khóa TikTok Ads' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    await waitFor(() => expect(screen.queryByTestId('campaign-c-offer')).toBeNull());
    expect(loads).toBe(2);
    expect(sent(calls, 'PUT', '/api/admin/marketing-campaigns/c-offer/scenario')).toEqual([{ newScenarioId: 's-launch', oldScenarioId: 's-welcome' }]);
  });

  it('moves a campaign dragged by its handle onto another scenario card', async () => {
    const calls = renderPage({
      ...listed(),
      'PUT /api/admin/marketing-campaigns/c-hello/scenario': () => ({ body: { campaign: { ...welcome.campaigns[0], scenarioId: 's-launch' } } }),
    });
    const handle = within(await screen.findByTestId('campaign-c-hello')).getByTestId('campaign-drag-handle');
    const store: Record<string, string> = {};
    const dataTransfer = {
      effectAllowed: '',
      dropEffect: '',
      setData: (type: string, value: string) => (store[type] = value),
      getData: (type: string) => store[type] ?? '',
      setDragImage: vi.fn(),
    };
    fireEvent.dragStart(handle, { dataTransfer });
    expect(JSON.parse(store['text/plain'])).toEqual({ campaignId: 'c-hello', scenarioId: 's-welcome' });
    const target = screen.getByTestId('scenario-s-launch');
    expect(within(target).getByText('Thả vào đây để chuyển chiến dịch sang kịch bản này')).toBeTruthy();
    // Its own scenario is no drop target.
    expect(within(screen.getByTestId('scenario-s-welcome')).queryByText('Thả vào đây để chuyển chiến dịch sang kịch bản này')).toBeNull();
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    await within(target).findByTestId('campaign-c-hello');
    expect(sent(calls, 'PUT', '/api/admin/marketing-campaigns/c-hello/scenario')).toEqual([{ newScenarioId: 's-launch', oldScenarioId: 's-welcome' }]);
  });

  it('sends a test mail and deletes a campaign', async () => {
    renderPage({
      ...listed(),
      'POST /api/admin/marketing-campaigns/c-hello/test': { body: { message: 'Đã gửi thư thử tới admin@hocvienmarketing.vn.' } },
      'DELETE /api/admin/marketing-campaigns/c-tips': { body: { message: 'Đã xóa chiến dịch.' } },
    });
    fireEvent.click(within(await screen.findByTestId('campaign-c-hello')).getByRole('button', { name: 'Gửi thử' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Đã gửi thư thử tới admin@hocvienmarketing.vn.'));

    fireEvent.click(within(screen.getByTestId('campaign-c-tips')).getByRole('button', { name: 'Xóa' }));
    expect(text(screen.getByTestId('confirm-dialog'))).toContain('Xóa chiến dịch "Mẹo học nhanh"?');
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByTestId('campaign-c-tips')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Đã xóa chiến dịch.');
  });
});

describe('AdminEmailCampaignsPage: sending limits', () => {
  it('shows the limits with their hints, saves them, and keeps the server message when it refuses', async () => {
    const settings = { perSecond: 14, perDay: 50_000, perUserPerDay: 1, perUserPerWeek: 3, quietStartHour: 21, quietEndHour: 8, softBounceLimit: 3 };
    let attempts = 0;
    const calls = renderPage({
      ...listed([]),
      'GET /api/admin/email-settings': { body: { settings } },
      'PUT /api/admin/email-settings': (call) => {
        attempts += 1;
        if (attempts === 1) return { status: 400, body: { message: 'Giới hạn mỗi tuần không được nhỏ hơn giới hạn mỗi ngày.', code: 'VALIDATION_FAILED' } };
        return { body: { settings: call.body } };
      },
    });
    expect(await screen.findByTestId('email-scenarios-empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Giới hạn gửi' }));
    const dialog = within(await screen.findByTestId('sending-limits'));
    const perDay = (await dialog.findByLabelText('Tối đa mỗi người trong 24 giờ')) as HTMLInputElement;
    expect(perDay.value).toBe('1');
    expect(text(screen.getByTestId('sending-limits'))).toContain('Nghị định 91/2020/NĐ-CP: mặc định không quá 1 thư quảng cáo tới một người trong 24 giờ');
    expect(text(screen.getByTestId('sending-limits'))).toContain('Giờ yên lặng (giờ Việt Nam)');
    expect((dialog.getByLabelText('Từ') as HTMLSelectElement).value).toBe('21');

    fireEvent.change(perDay, { target: { value: '5' } });
    fireEvent.click(dialog.getByTestId('limits-save'));
    expect((await dialog.findByTestId('limits-error')).textContent).toBe('Giới hạn mỗi tuần không được nhỏ hơn giới hạn mỗi ngày.');
    fireEvent.change(dialog.getByLabelText('Tối đa mỗi người trong 7 ngày'), { target: { value: '7' } });
    fireEvent.change(dialog.getByLabelText('đến'), { target: { value: '7' } });
    fireEvent.click(dialog.getByTestId('limits-save'));
    await waitFor(() => expect(screen.queryByTestId('sending-limits')).toBeNull());
    expect(sent(calls, 'PUT', '/api/admin/email-settings').at(-1)).toEqual({ ...settings, perUserPerDay: 5, perUserPerWeek: 7, quietEndHour: 7 });
    expect(toast.success).toHaveBeenCalledWith('Đã lưu giới hạn gửi.');
  });
});

describe('AdminEmailCampaignsPage: suppression list', () => {
  const suppressionPage = (suppressions = SUPPRESSIONS) => ({
    body: { suppressions, pagination: { currentPage: 1, totalPages: 1, totalItems: suppressions.length, limit: 20 } },
  });
  const gets = (calls: ApiCall[]) => calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/email-suppressions');

  async function openList(routes: Routes) {
    const calls = renderPage({ ...listed([]), 'GET /api/admin/email-suppressions': suppressionPage(), ...routes });
    expect(await screen.findByTestId('email-scenarios-empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Danh sách chặn' }));
    const dialog = within(await screen.findByTestId('suppression-list'));
    await dialog.findByText('lan+tin@gmail.com');
    return { calls, dialog };
  }

  it('lists the blocked addresses with the reason, the detail and the date', async () => {
    const { calls, dialog } = await openList({});
    expect(text(screen.getByTestId('suppression-list'))).toContain(
      'Không gửi thư quảng cáo tới các địa chỉ này, dù người nhận đã đồng ý. Thư về đơn hàng và tài khoản vẫn được gửi.',
    );
    const rows = dialog.getAllByTestId('suppression-row');
    expect(rows).toHaveLength(4);
    expect(text(rows[0])).toContain('Thư bị trả lại (vĩnh viễn)');
    expect(text(rows[0])).toContain('550 5.1.1 User unknown');
    expect(text(rows[0])).toContain('20/11/2026');
    expect(text(rows[1])).toContain('Trả lại tạm thời nhiều lần');
    expect(text(rows[1])).toContain('3 lần liên tiếp: hộp thư đầy');
    expect(text(rows[2])).toContain('Bị báo thư rác');
    expect(text(rows[3])).toContain('Chặn thủ công');
    expect(text(rows[3])).toContain('Yêu cầu qua điện thoại');
    expect(gets(calls)[0].query).toEqual({ page: '1', limit: '20' });
  });

  it('searches by email', async () => {
    const { calls, dialog } = await openList({
      'GET /api/admin/email-suppressions': (call) => suppressionPage(call.query.search ? [SUPPRESSIONS[2]] : SUPPRESSIONS),
    });
    fireEvent.change(dialog.getByLabelText('Tìm theo email'), { target: { value: ' outlook ' } });
    await waitFor(() => expect(dialog.getAllByTestId('suppression-row')).toHaveLength(1));
    expect(gets(calls).at(-1)?.query).toEqual({ page: '1', limit: '20', search: 'outlook' });
  });

  it('blocks an address by hand, then reloads the list', async () => {
    const { calls, dialog } = await openList({
      'POST /api/admin/email-suppressions': { body: { message: 'Đã chặn spam@example.com.' } },
    });
    fireEvent.change(dialog.getByLabelText('Email'), { target: { value: ' spam@example.com ' } });
    fireEvent.change(dialog.getByLabelText('Ghi chú'), { target: { value: 'Khách yêu cầu' } });
    fireEvent.click(dialog.getByTestId('suppression-add-submit'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Đã chặn spam@example.com.'));
    expect(sent(calls, 'POST', '/api/admin/email-suppressions')).toEqual([{ email: 'spam@example.com', detail: 'Khách yêu cầu' }]);
    await waitFor(() => expect(gets(calls)).toHaveLength(2));
    expect((dialog.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('keeps the server message under the form when it refuses an address', async () => {
    const message = 'Địa chỉ này đã có trong danh sách chặn.';
    const { calls, dialog } = await openList({
      'POST /api/admin/email-suppressions': { status: 400, body: { message, code: 'VALIDATION_FAILED' } },
    });
    fireEvent.change(dialog.getByLabelText('Email'), { target: { value: 'hoa@outlook.com' } });
    fireEvent.click(dialog.getByTestId('suppression-add-submit'));
    expect((await dialog.findByTestId('suppression-add-error')).textContent).toBe(message);
    expect(sent(calls, 'POST', '/api/admin/email-suppressions')).toEqual([{ email: 'hoa@outlook.com', detail: null }]);
    expect(toast.success).not.toHaveBeenCalled();
    expect((dialog.getByLabelText('Email') as HTMLInputElement).value).toBe('hoa@outlook.com');
  });

  it('unblocks an address after a confirmation, with the email encoded in the path', async () => {
    const { calls, dialog } = await openList({
      'DELETE /api/admin/email-suppressions/lan%2Btin%40gmail.com': { body: { message: 'Đã bỏ chặn lan+tin@gmail.com.' } },
    });
    fireEvent.click(within(dialog.getAllByTestId('suppression-row')[0]).getByRole('button', { name: 'Bỏ chặn' }));
    const confirm = screen.getByTestId('confirm-dialog');
    expect(text(confirm)).toContain('Bỏ chặn địa chỉ này? Người này chỉ nhận thư quảng cáo nếu vẫn đồng ý nhận.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Bỏ chặn' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Đã bỏ chặn lan+tin@gmail.com.'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/admin/email-suppressions/lan%2Btin%40gmail.com']);
    await waitFor(() => expect(gets(calls)).toHaveLength(2));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(screen.getByTestId('suppression-list')).toBeTruthy();
  });

  it('shows the message when the address is no longer blocked', async () => {
    const message = 'Địa chỉ này không có trong danh sách chặn.';
    const { dialog } = await openList({
      'DELETE /api/admin/email-suppressions/hoa%40outlook.com': { status: 404, body: { message, code: 'NOT_FOUND' } },
    });
    fireEvent.click(within(dialog.getAllByTestId('suppression-row')[2]).getByRole('button', { name: 'Bỏ chặn' }));
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Bỏ chặn' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
  });
});
