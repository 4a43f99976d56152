import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { lazyPage, preloadPagesFor } from './lazyPage';

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

    preloadPagesFor(routes, { pathname: '/my-courses' });

    expect(loads.layout).toHaveBeenCalledTimes(1);
    expect(loads.page).toHaveBeenCalledTimes(1);
    expect(loads.other).not.toHaveBeenCalled();
  });
});
