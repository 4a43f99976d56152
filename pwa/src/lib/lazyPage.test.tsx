import { render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { lazyPage, preloadPagesFor, setPreloadableRoutes, usePreloadRoute } from './lazyPage';

const Empty = () => null;

describe('preloadPagesFor', () => {
  it('starts loading the layout and the page the location renders, together, and nothing else', () => {
    const loads = { layout: vi.fn(), page: vi.fn(), other: vi.fn() };
    const page = (name: keyof typeof loads) => {
      const Page = lazyPage(() => {
        loads[name]();
        return Promise.resolve({ default: Empty });
      });
      return <Page />;
    };
    const routes: RouteObject[] = [
      {
        path: '/',
        element: page('layout'),
        children: [
          { path: 'my-courses', element: page('page') },
          { path: 'wallet', element: page('other') },
        ],
      },
    ];

    const ready = preloadPagesFor(routes, { pathname: '/my-courses' });

    expect(loads.layout).toHaveBeenCalledTimes(1);
    expect(loads.page).toHaveBeenCalledTimes(1);
    expect(loads.other).not.toHaveBeenCalled();
    return expect(ready).resolves.toBeUndefined();
  });
});

describe('usePreloadRoute', () => {
  // The routes are module state: a failed test must not leave its own to the next.
  afterEach(() => setPreloadableRoutes([]));

  it('loads the code of the screen a path opens once the caller has shown, once per path, and nothing without a path', () => {
    const loads = { learn: vi.fn(), wallet: vi.fn() };
    const page = (name: keyof typeof loads) => {
      const Page = lazyPage(() => {
        loads[name]();
        return Promise.resolve({ default: Empty });
      });
      return <Page />;
    };
    setPreloadableRoutes([
      { path: '/learn/:courseSlug/:lectureId', element: page('learn') },
      { path: '/wallet', element: page('wallet') },
    ]);

    const { rerender } = renderHook(({ path }: { path: string | null }) => usePreloadRoute(path), { initialProps: { path: null as string | null } });
    expect(loads.learn).not.toHaveBeenCalled();
    rerender({ path: '/learn/facebook-ads/l1' });
    rerender({ path: '/learn/facebook-ads/l1' });

    expect(loads.learn).toHaveBeenCalledTimes(1);
    expect(loads.wallet).not.toHaveBeenCalled();
  });
});

describe('lazyPage', () => {
  it('renders a preloaded page in the first render, without suspending', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: ({ name }: { name: string }) => <p>Xin chào {name}</p> }));
    await Page.preload?.();
    render(
      <Suspense fallback={<p>Đang tải...</p>}>
        <Page name="An" />
      </Suspense>,
    );
    expect(screen.getByText('Xin chào An')).toBeTruthy();
    expect(screen.queryByText('Đang tải...')).toBeNull();
  });

  it("runs the page's prepare once, when its chunk first loads", async () => {
    const prepare = vi.fn();
    const Page = lazyPage(() => Promise.resolve({ default: () => <p>Trang</p>, prepare }));
    await Page.preload?.();
    await Page.preload?.();
    render(<Page />);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('suspends, as React.lazy does, while the chunk is still loading', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: () => <p>Trang</p> }));
    render(
      <Suspense fallback={<p>Đang tải...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Đang tải...')).toBeTruthy();
    expect(await screen.findByText('Trang')).toBeTruthy();
  });
});
