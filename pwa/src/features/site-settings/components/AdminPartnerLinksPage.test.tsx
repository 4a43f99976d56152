import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall } from '../../../test/fakeApi';
import { usePartnerSettings } from '../partnerSettingsStore';
import AdminPartnerLinksPage from './AdminPartnerLinksPage';
import { renderWithQuery } from '../../../test/renderWithQuery';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const SAVED = {
  partnerLinks: [
    { label: 'Thiết kế website', url: 'https://hocvienmarketing.vn/doi-tac/thiet-ke-website' },
    { label: 'Hosting tốc độ cao', url: 'https://hocvienmarketing.vn/doi-tac/hosting' },
  ],
  footerPartner: { text: 'Công ty Giải pháp Số Việt', url: 'https://hocvienmarketing.vn/doi-tac/giai-phap-so-viet' },
  updatedAt: '2026-11-20T03:00:00.000Z',
  updatedBy: { _id: 'a1', name: 'Trần Quản Trị' },
};
const EDIT = 'PUT /api/admin/site-settings/partners';

/** What the header of the same tab shows. */
function HeaderProbe() {
  return (
    <p data-testid="header-probe">
      {usePartnerSettings()
        .partnerLinks.map((link) => link.label)
        .join(', ')}
    </p>
  );
}

function serve(
  put: (call: ApiCall) => { status?: number; body: unknown } = (call) => ({
    body: { ...(call.body as object), updatedAt: '2026-11-25T08:30:00.000Z', updatedBy: { _id: 'a2', name: 'Lê Admin' } },
  }),
) {
  const calls = fakeApi({ 'GET /api/admin/site-settings/partners': { body: SAVED }, [EDIT]: put });
  renderWithQuery(
    <>
      <HeaderProbe />
      <AdminPartnerLinksPage />
    </>,
  );
  return calls;
}
const rows = () => screen.getAllByTestId('partner-link-row');
const save = () => fireEvent.click(screen.getByTestId('partner-links-save'));
afterEach(() => vi.unstubAllGlobals());

describe('AdminPartnerLinksPage', () => {
  it('shows the links in order and who saved them last', async () => {
    serve();
    expect(await screen.findByLabelText<HTMLInputElement>('Tên liên kết 1')).toHaveProperty('value', 'Thiết kế website');
    expect(screen.getByLabelText<HTMLInputElement>('Địa chỉ liên kết 2').value).toBe('https://hocvienmarketing.vn/doi-tac/hosting');
    expect(screen.getByLabelText<HTMLInputElement>('Tên đối tác').value).toBe('Công ty Giải pháp Số Việt');
    expect(screen.getByTestId('partner-links-updated').textContent).toMatch(/^Cập nhật lần cuối .+ bởi Trần Quản Trị\.$/);
  });

  it('adds, reorders and removes links, and saves them with the footer credit turned off', async () => {
    const calls = serve();
    await screen.findByLabelText('Tên liên kết 1');
    fireEvent.click(screen.getByTestId('add-partner-link'));
    fireEvent.change(screen.getByLabelText('Tên liên kết 3'), { target: { value: '  Dịch vụ seeding ' } });
    fireEvent.change(screen.getByLabelText('Địa chỉ liên kết 3'), { target: { value: 'https://seeding.vn/goi-co-ban' } });
    fireEvent.click(screen.getByRole('button', { name: 'Đưa Dịch vụ seeding lên' }));
    fireEvent.click(screen.getByRole('button', { name: 'Xóa Thiết kế website' }));
    fireEvent.click(screen.getByLabelText('Hiện dòng “Đồng hành cùng đối tác” ở chân trang'));
    save();

    await vi.waitFor(() => expect(screen.getByTestId('partner-links-updated').textContent).toMatch(/bởi Lê Admin\.$/));
    expect(calls.find((call) => `${call.method} ${call.path}` === EDIT)?.body).toEqual({
      partnerLinks: [
        { label: 'Dịch vụ seeding', url: 'https://seeding.vn/goi-co-ban' },
        { label: 'Hosting tốc độ cao', url: 'https://hocvienmarketing.vn/doi-tac/hosting' },
      ],
      footerPartner: null,
    });
    expect(rows()).toHaveLength(2);
    // The header of this tab follows without a reload.
    expect(screen.getByTestId('header-probe').textContent).toBe('Dịch vụ seeding, Hosting tốc độ cao');
  });

  it('names the row of a bad link before sending, and stops adding at eight links', async () => {
    const calls = serve();
    await screen.findByLabelText('Tên liên kết 1');
    fireEvent.change(screen.getByLabelText('Địa chỉ liên kết 2'), { target: { value: 'http://hosting.vn' } });
    save();
    expect(screen.getByTestId('partner-links-error').textContent).toBe('Liên kết 2: Liên kết phải là địa chỉ https:// hợp lệ.');
    fireEvent.change(screen.getByLabelText('Địa chỉ liên kết 2'), { target: { value: 'https://hosting.vn' } });
    fireEvent.change(screen.getByLabelText('Tên liên kết 1'), { target: { value: '   ' } });
    save();
    expect(screen.getByTestId('partner-links-error').textContent).toBe('Liên kết 1: Vui lòng nhập tên liên kết.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    for (let i = 0; i < 6; i += 1) fireEvent.click(screen.getByTestId('add-partner-link'));
    expect(rows()).toHaveLength(8);
    expect(screen.getByTestId<HTMLButtonElement>('add-partner-link').disabled).toBe(true);
  });

  it("shows the server's refusal", async () => {
    serve(() => ({ status: 400, body: { message: 'Tối đa 8 liên kết đối tác.', code: 'VALIDATION_ERROR' } }));
    await screen.findByLabelText('Tên liên kết 1');
    save();
    expect((await screen.findByTestId('partner-links-error')).textContent).toBe('Tối đa 8 liên kết đối tác.');
    expect(within(rows()[0]).getByLabelText<HTMLInputElement>('Tên liên kết 1').value).toBe('Thiết kế website');
  });
});
