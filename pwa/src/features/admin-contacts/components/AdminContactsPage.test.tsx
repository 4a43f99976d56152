import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../test/renderWithQuery';
import AdminContactsPage from './AdminContactsPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const message = (id: string, name: string, status: string) => ({
  _id: id,
  name,
  email: `${id}@example.vn`,
  phone: id === 'm1' ? '0912345678' : null,
  message: `Tin nhắn của ${name}`,
  status,
  createdAt: '2026-11-20T03:00:00Z',
});

/** A contact inbox that filters by status server-side, like the real endpoint. */
function serve() {
  const requests: string[] = [];
  let rows = [message('m1', 'Lan', 'new'), message('m2', 'Minh', 'resolved')];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      if (request.method === 'PUT') {
        const { status } = (await request.json()) as { status: string };
        const id = url.pathname.split('/')[4];
        rows = rows.map((row) => (row._id === id ? { ...row, status } : row));
        return json(rows.find((row) => row._id === id));
      }
      const status = url.searchParams.get('status');
      const shown = status ? rows.filter((row) => row.status === status) : rows;
      return json({ submissions: shown, pagination: { currentPage: 1, totalPages: 1, totalItems: shown.length, itemsPerPage: 20 } });
    }),
  );
  renderWithQuery(<AdminContactsPage />);
  return requests;
}
afterEach(() => vi.unstubAllGlobals());

describe('AdminContactsPage', () => {
  it('shows each message with its sender, phone and status', async () => {
    serve();
    const card = within(await screen.findByTestId('contact-m1'));
    expect(card.getByText('Tin nhắn của Lan')).toBeTruthy();
    expect(card.getByText('0912345678').getAttribute('href')).toBe('tel:0912345678');
    expect(card.getByText('Mới', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('2 tin nhắn')).toBeTruthy();
  });

  it('filters by status on the server, from page 1', async () => {
    const requests = serve();
    await screen.findByTestId('contact-m2');
    fireEvent.change(screen.getByLabelText('Trạng thái'), { target: { value: 'new' } });
    await vi.waitFor(() => expect(screen.queryByTestId('contact-m2')).toBeNull());
    expect(requests.at(-1)).toBe('GET /api/admin/contact-submissions?page=1&status=new');
  });

  it('changes a status in place, and a filtered list drops the message that no longer matches', async () => {
    const requests = serve();
    fireEvent.change(within(await screen.findByTestId('contact-m1')).getByLabelText('Trạng thái liên hệ của Lan'), { target: { value: 'in_progress' } });
    expect(await within(screen.getByTestId('contact-m1')).findByText('Đang xử lý', { selector: 'span' })).toBeTruthy();
    expect(requests).toContain('PUT /api/admin/contact-submissions/m1/status');

    fireEvent.change(screen.getByLabelText('Trạng thái'), { target: { value: 'in_progress' } });
    fireEvent.change(within(await screen.findByTestId('contact-m1')).getByLabelText('Trạng thái liên hệ của Lan'), { target: { value: 'resolved' } });
    expect(await screen.findByTestId('admin-contacts-empty')).toBeTruthy();
  });
});
