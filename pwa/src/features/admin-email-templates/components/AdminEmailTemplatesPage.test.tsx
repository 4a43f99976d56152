import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type ApiCall, type ApiReply } from '../../../test/fakeApi';
import { renderWithQuery } from '../../../test/renderWithQuery';
import AdminEmailTemplatesPage from './AdminEmailTemplatesPage';
import { saleRow, templateList, welcomeRow } from './testData';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');
type Routes = Record<string, ApiReply | ((call: ApiCall) => ApiReply)>;

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderPage(routes: Routes) {
  const calls = fakeApi(routes);
  renderWithQuery(
    <MemoryRouter initialEntries={['/admin/email-templates']}>
      <Routes>
        <Route path="/admin/email-templates" element={<AdminEmailTemplatesPage />} />
        <Route path="/admin/email-templates/:templateId" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

describe('AdminEmailTemplatesPage', () => {
  it('lists the templates with their subject, blocks, the campaigns using them and the update time', async () => {
    renderPage({ 'GET /api/admin/email-templates': { body: templateList() } });
    const welcome = await screen.findByTestId('template-row-t1');
    expect(text(welcome)).toContain('Chào mừng học viên mới');
    expect(text(welcome)).toContain('Chào {{ user.first_name }}, bắt đầu học thôi!');
    expect(within(welcome).getByText('4')).toBeTruthy();
    expect(text(within(welcome).getByTestId('template-usage-c1'))).toBe('Thư chào mừng ngày 1Đang chạyKịch bản: Chào mừng đăng ký');
    expect(within(welcome).getByText('Đang chạy').dataset.tone).toBe('green');
    expect(within(welcome).getByText('Tạm dừng').dataset.tone).toBe('yellow');
    expect(within(welcome).getByText('10:00 20/11/2026').getAttribute('datetime')).toBe('2026-11-20T03:00:00Z');

    const sale = screen.getByTestId('template-row-t2');
    expect(text(sale)).toContain('Chưa dùng');
    expect(text(sale)).toContain('17:30 24/11/2026');
    // Phones get the same templates as cards.
    expect(text(screen.getByTestId('template-card-t1'))).toContain('4 khối');
    expect(text(screen.getByTestId('template-card-t1'))).toContain('Nhắc học ngày 3');

    expect(screen.getByTestId('new-template').getAttribute('href')).toBe('/admin/email-templates/new');
    fireEvent.click(within(welcome).getByRole('link', { name: 'Sửa mẫu Chào mừng học viên mới' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/email-templates/t1');
  });

  it('says so when there is no template yet, and offers a retry when the list fails', async () => {
    let fail = true;
    renderPage({
      'GET /api/admin/email-templates': () => (fail ? { status: 500, body: { message: 'Máy chủ đang bận.', code: 'INTERNAL_ERROR' } } : { body: templateList([]) }),
    });
    expect((await screen.findByTestId('email-templates-error')).textContent).toBe('Máy chủ đang bận.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect((await screen.findByTestId('email-templates-empty')).textContent).toBe('Chưa có mẫu email nào.');
  });

  it('shows the refusal of a template still in use (409) in the dialog, and deletes an unused one', async () => {
    const refusal = 'Mẫu email đang được dùng bởi chiến dịch "Thư chào mừng ngày 1", "Nhắc học ngày 3". Hãy đổi mẫu của chiến dịch đó trước khi xóa.';
    // The server's side: once deleted, t2 is no longer listed (what the page shows after it refetches).
    let deleted = false;
    const calls = renderPage({
      'GET /api/admin/email-templates': () => ({ body: deleted ? templateList([welcomeRow]) : templateList() }),
      'DELETE /api/admin/email-templates/t1': { status: 409, body: { message: refusal, code: 'TEMPLATE_IN_USE' } },
      'DELETE /api/admin/email-templates/t2': () => {
        deleted = true;
        return { body: { message: 'Đã xóa mẫu email.' } };
      },
    });
    fireEvent.click(within(await screen.findByTestId('template-row-t1')).getByRole('button', { name: `Xóa mẫu ${welcomeRow.name}` }));
    const dialog = within(screen.getByTestId('confirm-dialog'));
    expect(dialog.getByText(/đang được 2 chiến dịch dùng/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Xóa' }));
    expect((await dialog.findByTestId('delete-template-error')).textContent).toBe(refusal);
    expect(screen.getByTestId('template-row-t1')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();

    fireEvent.click(dialog.getByRole('button', { name: 'Hủy' }));
    fireEvent.click(within(screen.getByTestId('template-row-t2')).getByRole('button', { name: `Xóa mẫu ${saleRow.name}` }));
    expect(screen.queryByTestId('delete-template-error')).toBeNull();
    fireEvent.click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByTestId('template-row-t2')).toBeNull());
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Đã xóa mẫu email.');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/admin/email-templates/t1', '/api/admin/email-templates/t2']);
  });
});
