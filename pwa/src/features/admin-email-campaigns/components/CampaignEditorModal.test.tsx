import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall, type ApiReply } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import type { Campaign, Scenario } from '../api/emailCampaignsApi';
import { CampaignEditorModal } from './CampaignEditorModal';
import { CatalogProvider } from './catalog';
import { AUDIENCE_FIELDS, campaign, CATEGORIES, COURSES, launch, TEMPLATES, welcome } from './testData';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');
type Routes = Record<string, ApiReply | ((call: ApiCall) => ApiReply)>;
const pagination = { currentPage: 1, totalPages: 1, totalItems: 2, limit: 50 };
const DAYS_MESSAGE = 'Số ngày phải là số nguyên từ 1 đến 3650.';

/** Counts like the server: a days value out of range is its 400, anything else 1.284 of 1.530. */
function countReply(call: ApiCall): ApiReply {
  const body = JSON.stringify(call.body);
  if (/"value":5000[,}]/.test(body)) return { status: 400, body: { message: DAYS_MESSAGE, code: 'AUDIENCE_INVALID' } };
  return { body: body === '{"rules":{"all":[]}}' ? { count: 2_950, matching: 3_400 } : { count: 1_284, matching: 1_530 } };
}

function renderEditor(scenario: Scenario, routes: Routes = {}, editing?: Campaign) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const calls = fakeApi({
    'GET /api/courses': (call) => ({ body: { courses: call.query.search ? COURSES.filter((course) => course.title.includes(call.query.search)) : COURSES, pagination } }),
    'GET /api/tools': { body: { tools: [], pagination } },
    'GET /api/categories': { body: { categories: CATEGORIES } },
    'GET /api/admin/email-templates': { body: { templates: TEMPLATES, variables: [] } },
    'GET /api/admin/audience/fields': { body: { fields: AUDIENCE_FIELDS } },
    'POST /api/admin/audience/count': countReply,
    ...routes,
  });
  renderWithQuery(
    <MemoryRouter>
      <CatalogProvider>
        <CampaignEditorModal scenario={scenario} campaign={editing} onClose={onClose} onSaved={onSaved} />
      </CatalogProvider>
    </MemoryRouter>,
  );
  return { calls, onSaved, onClose };
}

const counts = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/admin/audience/count').map((call) => call.body);
const rules = () => screen.getAllByTestId('audience-rule').map((row) => within(row));
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const FACEBOOK_NOT_SEO = {
  all: [
    { field: 'bought', op: 'category', value: 'cat-fb' },
    { field: 'last_activity', op: 'within_days', value: 90 },
    { field: 'bought', op: 'not_course', value: 'course-seo' },
  ],
};

describe('CampaignEditorModal', () => {
  it('builds the audience tree from the rule inputs, counts it live, shows the server message for invalid rules, and saves', async () => {
    const { calls, onSaved } = renderEditor(welcome, {
      'POST /api/admin/marketing-campaigns': (call) => ({ body: { campaign: campaign('c-new', 's-welcome', call.body as Partial<Campaign>) } }),
    });
    const dialog = within(await screen.findByTestId('campaign-editor'));
    change(await dialog.findByLabelText('Mẫu email'), 't-offer');
    // The template's name and subject are the starting point.
    expect((dialog.getByLabelText('Tên chiến dịch') as HTMLInputElement).value).toBe('Ưu đãi cho người chưa mua');
    expect((dialog.getByLabelText('Tiêu đề thư') as HTMLInputElement).value).toBe('{{ user.first_name }} ơi, quà 15% sắp hết hạn');
    expect(text(screen.getByTestId('campaign-editor'))).toContain('[QC] được tự động thêm vào đầu tiêu đề');
    change(dialog.getByLabelText('Tên chiến dịch'), 'Ưu đãi Facebook Ads');
    change(dialog.getByLabelText('Số ngày'), '3');
    change(dialog.getByLabelText('Số giờ'), '2');
    expect(dialog.getByTestId('campaign-delay-text').textContent).toBe('Sau 3 ngày 2 giờ kể từ thư trước.');

    // No rules: everyone in the scenario, and nothing to count for an automation.
    expect(text(dialog.getByTestId('audience-count-box'))).toContain('Mọi người trong kịch bản');

    fireEvent.click(dialog.getByRole('button', { name: 'Thêm điều kiện' }));
    change(rules()[0].getByLabelText('Trường'), 'bought');
    change(rules()[0].getByLabelText('Phép so sánh'), 'category');
    expect(text(dialog.getByTestId('audience-count-box'))).toContain('Hãy chọn danh mục cho điều kiện "Mua hàng".');
    change(rules()[0].getByLabelText('Giá trị'), 'cat-fb');

    fireEvent.click(dialog.getByRole('button', { name: 'Thêm điều kiện' }));
    change(rules()[1].getByLabelText('Trường'), 'last_activity');
    expect((rules()[1].getByLabelText('Phép so sánh') as HTMLSelectElement).value).toBe('within_days');
    change(rules()[1].getByLabelText('Giá trị'), '90');

    fireEvent.click(dialog.getByRole('button', { name: 'Thêm điều kiện' }));
    change(rules()[2].getByLabelText('Trường'), 'bought');
    change(rules()[2].getByLabelText('Phép so sánh'), 'not_course');
    await rules()[2].findByRole('option', { name: 'SEO website thực chiến' });
    change(rules()[2].getByLabelText('Giá trị'), 'course-seo');

    expect(text(await dialog.findByTestId('audience-count', {}, { timeout: 2000 }))).toBe('1.284 người sẽ nhận (1.530 người khớp điều kiện)');
    // Asked once, for the finished rules: the half-second pause lets the edits settle first.
    expect(counts(calls)).toEqual([{ rules: FACEBOOK_NOT_SEO }]);

    change(rules()[1].getByLabelText('Giá trị'), '5000');
    expect((await dialog.findByTestId('audience-count-error', {}, { timeout: 2000 })).textContent).toBe(DAYS_MESSAGE);
    change(rules()[1].getByLabelText('Giá trị'), '90');
    await dialog.findByTestId('audience-count', {}, { timeout: 2000 });

    fireEvent.click(dialog.getByTestId('campaign-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [body] = calls.filter((call) => call.method === 'POST' && call.path === '/api/admin/marketing-campaigns').map((call) => call.body);
    expect(body).toEqual({
      scenarioId: 's-welcome',
      templateId: 't-offer',
      name: 'Ưu đãi Facebook Ads',
      subject: '{{ user.first_name }} ơi, quà 15% sắp hết hạn',
      delayMinutes: 3 * 1_440 + 120,
      audience: FACEBOOK_NOT_SEO,
      status: 'draft',
    });
    expect(onSaved.mock.calls[0][1]).toBe(true);
  });

  it('nests an "any" group, switches the modes, and drops the group with its last rule', async () => {
    const { calls } = renderEditor(welcome);
    const dialog = within(await screen.findByTestId('campaign-editor'));
    fireEvent.click(await dialog.findByRole('button', { name: 'Thêm điều kiện' }));
    change(rules()[0].getByLabelText('Trường'), 'email_verified');
    fireEvent.click(dialog.getAllByRole('button', { name: 'Thêm nhóm con' })[0]);
    const group = within(screen.getByTestId('audience-group'));
    expect((group.getByLabelText('Cách kết hợp nhóm cấp 2') as HTMLSelectElement).value).toBe('any');
    change(rules()[1].getByLabelText('Trường'), 'bought');
    change(rules()[1].getByLabelText('Phép so sánh'), 'anything');
    expect(rules()[1].queryByLabelText('Giá trị')).toBeNull();
    fireEvent.click(group.getByRole('button', { name: 'Thêm điều kiện' }));
    change(rules()[2].getByLabelText('Trường'), 'wallet_balance');
    change(rules()[2].getByLabelText('Giá trị'), '500000');
    change(dialog.getByLabelText('Cách kết hợp nhóm chính'), 'any');

    await dialog.findByTestId('audience-count', {}, { timeout: 2000 });
    expect(counts(calls).at(-1)).toEqual({
      rules: {
        any: [
          { field: 'email_verified', op: 'is', value: true },
          {
            any: [
              { field: 'bought', op: 'anything' },
              { field: 'wallet_balance', op: 'gte', value: 500_000 },
            ],
          },
        ],
      },
    });
    fireEvent.click(rules()[2].getByRole('button', { name: 'Xóa điều kiện' }));
    fireEvent.click(rules()[1].getByRole('button', { name: 'Xóa điều kiện' }));
    expect(screen.queryByTestId('audience-group')).toBeNull();
    expect(rules()).toHaveLength(1);
  });

  it('edits a campaign: its saved rules fill the builder and go back unchanged; a broadcast counts everyone without rules', async () => {
    const saved = campaign('c-offer', 's-launch', {
      name: 'Ưu đãi',
      templateId: 't-offer',
      delayMinutes: 90,
      audience: { all: [{ field: 'course_progress', courseId: 'course-fb', op: 'gte', value: 50 }] },
      status: 'active',
    });
    const { calls, onSaved } = renderEditor(
      { ...launch, campaigns: [saved] },
      { 'PUT /api/admin/marketing-campaigns/c-offer': (call) => ({ body: { campaign: { ...saved, ...(call.body as object) } } }) },
      saved,
    );
    const dialog = within(await screen.findByTestId('campaign-editor'));
    await dialog.findByTestId('audience-rule');
    expect((dialog.getByLabelText('Số giờ') as HTMLInputElement).value).toBe('1');
    expect((dialog.getByLabelText('Số phút') as HTMLInputElement).value).toBe('30');
    expect(dialog.getByTestId('campaign-delay-text').textContent).toBe('Sau 1 giờ 30 phút kể từ khi bắt đầu.');
    expect((rules()[0].getByLabelText('Khóa học của điều kiện') as HTMLSelectElement).value).toBe('course-fb');
    expect((rules()[0].getByLabelText('Giá trị') as HTMLInputElement).value).toBe('50');

    fireEvent.click(rules()[0].getByRole('button', { name: 'Xóa điều kiện' }));
    expect(text(await dialog.findByTestId('audience-count', {}, { timeout: 2000 }))).toBe('2.950 người sẽ nhận (3.400 người khớp điều kiện)');
    expect(counts(calls).at(-1)).toEqual({ rules: { all: [] } });

    fireEvent.click(dialog.getByTestId('campaign-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      templateId: 't-offer',
      name: 'Ưu đãi',
      subject: saved.subject,
      delayMinutes: 90,
      audience: null,
      status: 'active',
    });
  });

  it('does not save rules still missing a value', async () => {
    const { calls } = renderEditor(welcome);
    const dialog = within(await screen.findByTestId('campaign-editor'));
    change(await dialog.findByLabelText('Mẫu email'), 't-welcome');
    fireEvent.click(dialog.getByRole('button', { name: 'Thêm điều kiện' }));
    change(rules()[0].getByLabelText('Trường'), 'registered_at');
    change(rules()[0].getByLabelText('Phép so sánh'), 'after');
    fireEvent.click(dialog.getByTestId('campaign-save'));
    expect((await dialog.findByTestId('campaign-error')).textContent).toBe('Hãy chọn ngày cho điều kiện "Ngày đăng ký".');
    expect(calls.some((call) => call.path === '/api/admin/marketing-campaigns')).toBe(false);
  });
});
