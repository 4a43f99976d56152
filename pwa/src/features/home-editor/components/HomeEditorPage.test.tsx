import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_HOME_BLOCKS } from '../../home';
import { requestAddBlock } from '../editorEvents';
import { renderWithQuery } from '../../../test/renderWithQuery';
import HomeEditorPage from './HomeEditorPage';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

type Json = Record<string, unknown>;

/** A fake page-contents API keeping a draft and a published copy, refusing empty hero titles like the server. */
function serve() {
  const state: { draft: unknown; published: unknown; publishedAt: string | null } = { draft: null, published: null, publishedAt: null };
  const bodies: { method: string; path: string; body?: Json }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const body = request.method === 'PUT' ? ((await request.json()) as Json) : undefined;
      bodies.push({ method: request.method, path, body });
      const json = (payload: unknown, status = 200) => new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
      if (body) {
        const blocks = body.blocks as { type: string; title: string }[];
        if (blocks.some((block) => block.type === 'hero' && !block.title.trim())) return json({ message: 'Vui lòng nhập tiêu đề.', code: 'VALIDATION_FAILED' }, 400);
        state.draft = blocks;
      }
      if (path.endsWith('/publish')) {
        state.published = state.draft;
        state.publishedAt = '2026-11-22T08:00:00.000Z';
      }
      return json({ ...state, updatedAt: null });
    }),
  );
  renderWithQuery(
    <MemoryRouter>
      <HomeEditorPage />
    </MemoryRouter>,
  );
  return bodies;
}
afterEach(() => vi.unstubAllGlobals());

describe('HomeEditorPage', () => {
  it('starts from the default layout, adds a palette block, reorders, edits, saves and publishes', async () => {
    const requests = serve();
    expect(await screen.findByTestId('home-editor-status')).toHaveProperty('textContent', 'Trang chủ đang dùng bố cục mặc định.');
    expect(screen.getAllByRole('region', { name: /^Khối \d/ })).toHaveLength(DEFAULT_HOME_BLOCKS.length);

    act(() => requestAddBlock('featured-courses'));
    const added = screen.getByTestId('home-block-2');
    fireEvent.change(within(added).getByLabelText('Tiêu đề'), { target: { value: 'Khóa học mới ra mắt' } });
    fireEvent.change(within(added).getByLabelText('Số khóa học hiển thị'), { target: { value: '8' } });
    fireEvent.click(screen.getByLabelText('Đưa khối 3 lên'));
    fireEvent.click(screen.getByLabelText('Đưa khối 2 lên'));
    fireEvent.click(screen.getByLabelText('Xóa khối 3'));
    fireEvent.change(within(screen.getByTestId('home-block-1')).getByLabelText('Tiêu đề'), { target: { value: 'Bán hàng giỏi hơn mỗi ngày' } });

    fireEvent.click(screen.getByTestId('publish-home'));
    expect(await screen.findByText(/Xuất bản lần cuối/)).toBeTruthy();
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/page-contents/home');
    expect((put.body!.blocks as Json[]).map((block) => [block.type, block.title, block.limit])).toEqual([
      ['featured-courses', 'Khóa học mới ra mắt', 8],
      ['hero', 'Bán hàng giỏi hơn mỗi ngày', undefined],
    ]);
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/admin/page-contents/home/publish' });
    expect(screen.getByTestId('home-editor-status').textContent).not.toContain('chưa xuất bản');
  });

  it('shows the server refusal and keeps the edits on screen', async () => {
    const requests = serve();
    const hero = within(await screen.findByTestId('home-block-0'));
    fireEvent.change(hero.getByLabelText('Tiêu đề'), { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('save-draft'));
    expect((await screen.findByTestId('home-editor-error')).textContent).toBe('Vui lòng nhập tiêu đề.');
    expect(hero.getByLabelText('Tiêu đề')).toHaveProperty('value', ' ');
    expect(requests.some((request) => request.path.endsWith('/publish'))).toBe(false);
  });

  it('previews the blocks as the home page renders them', async () => {
    serve();
    fireEvent.click(await screen.findByTestId('toggle-preview'));
    expect(within(screen.getByTestId('home-preview')).getByTestId('hero-title').textContent).toContain(DEFAULT_HOME_BLOCKS[0].title);
  });
});
