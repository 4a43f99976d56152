import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ToolsPage from './ToolsPage';
import { renderWithQuery } from '../../../test/renderWithQuery';

const tool = (n: number) => ({
  _id: `t${n}`,
  slug: `tool-${n}`,
  name: `Phần mềm ${n}`,
  shortDescription: 'Mô tả ngắn',
  thumbnailUrl: null,
  currency: 'VND',
  isActive: true,
  plansCount: 2,
  priceFrom: 99000,
});

let respond: (url: URL) => Response;
const requests: URL[] = [];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      requests.push(url);
      return respond(url);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithQuery(
    <MemoryRouter>
      <ToolsPage />
    </MemoryRouter>,
  );

describe('ToolsPage', () => {
  it('shows the heading, the cards linking to their detail and asks for 12 per page', async () => {
    respond = () => json({ tools: [tool(1)], pagination: { currentPage: 1, limit: 12, totalItems: 1, totalPages: 1 } });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Khám phá các Phần Mềm');
    expect(screen.getByPlaceholderText('Tìm kiếm phần mềm theo tên')).toBe(screen.getByLabelText('Tìm kiếm phần mềm theo tên'));
    const link = await screen.findByRole('link', { name: /Phần mềm 1/ });
    expect(link.getAttribute('href')).toBe('/tools/tool-1');
    expect(requests[0].pathname).toBe('/api/tools');
    expect(requests[0].searchParams.get('limit')).toBe('12');
    expect(requests[0].searchParams.get('page')).toBe('1');
    expect(link.textContent).toContain('99.000');
  });

  it('debounces the search by 500 ms, sends searchTerm and goes back to page 1', async () => {
    respond = (url) =>
      json({
        tools: [tool(Number(url.searchParams.get('page')))],
        pagination: { currentPage: Number(url.searchParams.get('page')), limit: 12, totalItems: 30, totalPages: 3 },
      });
    renderPage();
    await screen.findByText('Phần mềm 1');
    fireEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
    await screen.findByText('Phần mềm 2');
    expect(requests.at(-1)!.searchParams.get('page')).toBe('2');

    const before = requests.length;
    fireEvent.change(screen.getByTestId('tools-search'), { target: { value: 'veo' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests.length).toBe(before);
    await waitFor(() => expect(requests.length).toBe(before + 1), { timeout: 1500 });
    const last = requests.at(-1)!;
    expect(last.searchParams.get('searchTerm')).toBe('veo');
    expect(last.searchParams.get('page')).toBe('1');
    await screen.findByText('Phần mềm 1');
  });

  it('shows the empty text', async () => {
    respond = () => json({ tools: [], pagination: { currentPage: 1, limit: 12, totalItems: 0, totalPages: 0 } });
    renderPage();
    expect((await screen.findByTestId('tools-empty')).textContent).toBe('Không tìm thấy tools nào phù hợp.');
  });

  it('shows Lỗi when the call fails', async () => {
    respond = () => json({ message: 'Đã có lỗi xảy ra' }, 500);
    renderPage();
    expect((await screen.findByTestId('tools-error')).textContent).toBe('Lỗi');
  });
});
