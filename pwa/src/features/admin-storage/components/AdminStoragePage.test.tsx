import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../test/renderWithQuery';
import AdminStoragePage from './AdminStoragePage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const file = (fullPath: string) => ({ fullPath, size: 2048, updatedAt: '2026-11-20T02:00:00.000Z', url: `/uploads/${fullPath.slice('public/'.length)}` });

/** public/ has a folder and two pages of files; deletes are remembered. */
function serve() {
  const requests: URL[] = [];
  let files = [file('public/a.webp'), file('public/b.webp')];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      requests.push(url);
      const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      if (request.method === 'DELETE') {
        files = files.filter((item) => item.fullPath !== url.searchParams.get('fileName'));
        return json({ message: 'Đã xóa tệp.' });
      }
      const prefix = url.searchParams.get('prefix');
      if (prefix === '') return json({ files: [], folders: ['public/', 'private/'], nextPageToken: null });
      if (prefix === 'public/courses/') return json({ files: [file('public/courses/bia.webp')], folders: [], nextPageToken: null });
      if (url.searchParams.get('nextPageToken') === 't2') return json({ files: files.slice(1), folders: [], nextPageToken: null });
      return json({ files: files.slice(0, 1), folders: ['public/courses/'], nextPageToken: 't2' });
    }),
  );
  renderWithQuery(
    <MemoryRouter>
      <AdminStoragePage />
    </MemoryRouter>,
  );
  return requests;
}
afterEach(() => vi.unstubAllGlobals());

const names = () => screen.getAllByTestId('storage-file').map((item) => item.querySelector('a')?.textContent);

describe('AdminStoragePage', () => {
  it('opens folders, appends the next 50 with load more, goes up by one segment and deletes a file', async () => {
    const requests = serve();
    fireEvent.click((await screen.findAllByTestId('storage-folder'))[0]);
    expect(await screen.findByText('a.webp')).toBeTruthy();
    expect(requests.at(-1)!.searchParams.get('limit')).toBe('50');

    fireEvent.click(screen.getByTestId('storage-load-more'));
    expect(await screen.findByText('b.webp')).toBeTruthy();
    expect(names()).toEqual(['a.webp', 'b.webp']);
    expect(screen.queryByTestId('storage-load-more')).toBeNull();

    fireEvent.click(screen.getByText('courses'));
    expect(await screen.findByText('bia.webp')).toBeTruthy();
    expect(screen.queryByText('a.webp')).toBeNull();
    fireEvent.click(screen.getByTestId('storage-up'));
    expect(await screen.findByText('a.webp')).toBeTruthy();
    // Changing folder started paging over: only the first page is shown again.
    expect(names()).toEqual(['a.webp']);
    expect(requests.at(-1)!.searchParams.get('prefix')).toBe('public/');

    fireEvent.click(screen.getByLabelText('Xóa a.webp'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Xóa' }));
    await vi.waitFor(() => expect(screen.queryByText('a.webp')).toBeNull());
    expect(requests.at(-1)!.pathname).toBe('/api/admin/storage/delete-file');
    expect(requests.at(-1)!.searchParams.get('fileName')).toBe('public/a.webp');
  });
});
