import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeBlocks } from '../components/HomeBlocks';
import { setBrowserServerData } from '../../../lib/serverData';
import { DEFAULT_HOME_BLOCKS, type HeroBlock } from '../homeBlocks';
import { renderWithQuery } from '../../../test/renderWithQuery';
import { useHomeBlocks } from './useHomeBlocks';

const published: HeroBlock = { ...(DEFAULT_HOME_BLOCKS[0] as HeroBlock), id: 'hero-x', title: 'Bán hàng giỏi hơn mỗi ngày', badge: '12 khóa học' };

function Home() {
  return <HomeBlocks blocks={useHomeBlocks()} onSignUpClick={() => undefined} />;
}

function serve(blocks: unknown, never = false) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      if (never) return new Promise<Response>(() => undefined);
      const path = new URL(request.url).pathname;
      const body = path === '/api/page-contents/home' ? { blocks, publishedAt: null } : { courses: [], pagination: { currentPage: 1, totalPages: 0, totalItems: 0, limit: 30 } };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return renderWithQuery(
    <MemoryRouter>
      <Home />
    </MemoryRouter>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  setBrowserServerData({});
});

describe('useHomeBlocks', () => {
  it('shows the default layout at once and the published blocks when they arrive', async () => {
    serve([published]);
    expect(screen.getByTestId('hero-title').textContent).toContain(DEFAULT_HOME_BLOCKS[0].title);
    expect(await screen.findByText('Bán hàng giỏi hơn mỗi ngày')).toBeTruthy();
    expect(screen.getByTestId('hero-note').textContent).toContain('12 khóa học');
    expect(screen.queryByTestId('featured-courses')).toBeNull();
  });

  it('renders the last published layout immediately on the next visit, even offline', async () => {
    const first = serve([published]);
    await screen.findByText('Bán hàng giỏi hơn mỗi ngày');
    first.unmount();
    serve(null, true);
    expect(screen.getByTestId('hero-title').textContent).toContain('Bán hàng giỏi hơn mỗi ngày');
  });

  it('goes back to the default layout when nothing is published', async () => {
    localStorage.setItem('hvm:home-blocks', JSON.stringify([published]));
    serve(null);
    expect(await screen.findByTestId('featured-courses')).toBeTruthy();
    expect(screen.getByTestId('hero-title').textContent).toContain(DEFAULT_HOME_BLOCKS[0].title);
    expect(localStorage.getItem('hvm:home-blocks')).toBeNull();
  });

  it('on a page the server rendered, shows the blocks it was rendered with at once and does not ask for them again', async () => {
    setBrowserServerData({ 'page-contents/home': [published] });
    const view = serve([DEFAULT_HOME_BLOCKS[0]]);
    expect(screen.getByTestId('hero-title').textContent).toContain('Bán hàng giỏi hơn mỗi ngày');
    // Kept for the next visit, which the service worker serves without the server's rendering.
    await waitFor(() => expect(localStorage.getItem('hvm:home-blocks')).toContain('Bán hàng giỏi hơn mỗi ngày'));
    const requested = vi.mocked(fetch).mock.calls.map(([request]) => new URL((request as Request).url).pathname);
    expect(requested).not.toContain('/api/page-contents/home');
    view.unmount();
  });
});
