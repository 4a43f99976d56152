import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

type Preloadable = { preload?: () => Promise<unknown> };

/**
 * React.lazy that can also be started ahead of rendering. A nested route otherwise loads as a chain
 * (the layout's chunk, it renders, then the page's chunk): on an offline cold start that chain is most
 * of the wait. import() is cached by the browser, so preloading never downloads a chunk twice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component props
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> & Preloadable {
  return Object.assign(lazy(load), { preload: load });
}

/** Starts loading, all at once, every lazy page the routes render for `location` (the layouts and the page). */
export function preloadPagesFor(routes: RouteObject[], location: { pathname: string }): void {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    const type = (route.element as ReactElement | undefined)?.type as Preloadable | undefined;
    type?.preload?.().catch(() => undefined);
  }
}
