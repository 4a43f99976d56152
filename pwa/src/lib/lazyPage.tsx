import { lazy, useEffect, useState, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import { replayEarlyClicks } from './earlyClicks';
import { matchRoutes, type RouteObject } from 'react-router-dom';

type Preloadable = { preload?: () => Promise<unknown> };

/** A page's chunk; `prepare`, when the page has one, starts reading its data as soon as the chunk is there (once). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component props
type PageModule<T extends ComponentType<any>> = { default: T; prepare?: () => void };

/**
 * React.lazy that can also be started ahead of rendering, and that does not suspend once its chunk is
 * there. A nested route otherwise loads as a chain (the layout's chunk, it renders, then the page's),
 * and every suspension shows the fallback for React's minimum of about 300 ms: on an offline cold
 * start that was most of the wait. import() is cached by the browser, so a chunk loads once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component props
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<PageModule<T>>): ComponentType<ComponentProps<T>> & Preloadable {
  let loaded: T | undefined;
  const preload = () =>
    load().then((module) => {
      if (!loaded) module.prepare?.();
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Page(props: ComponentProps<T>) {
    // Chosen once per mount: switching later would remount the page.
    const [{ Component }] = useState(() => ({ Component: (loaded ?? Lazy) as ComponentType<ComponentProps<T>> }));
    // A server-rendered screen hydrates from the outside in, its page last: from here its buttons work.
    useEffect(replayEarlyClicks, []);
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}

/**
 * Starts loading, all at once, every lazy page the routes render for `location` (the layouts and the
 * page); resolves when they are all there (or one failed: React.lazy reports that when it renders).
 */
export function preloadPagesFor(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const loads = (matchRoutes(routes, location) ?? []).map(({ route }) => {
    const type = (route.element as ReactElement | undefined)?.type as Preloadable | undefined;
    return type?.preload?.().catch(() => undefined);
  });
  return Promise.all(loads).then(() => undefined);
}

/** The app's routes, for usePreloadRoute: set by router.tsx (features cannot import the routes, which import them). */
let appRoutes: RouteObject[] = [];

export function setPreloadableRoutes(routes: RouteObject[]): void {
  appRoutes = routes;
}

/**
 * Starts loading the code of the screen at `pathname` (when given) once the calling screen has shown: for
 * the link a learner is most likely to follow, so that the tap costs reading its data, not loading and
 * running its code (on an offline phone, opening a downloaded lecture from /my-courses or /downloads).
 */
export function usePreloadRoute(pathname: string | null): void {
  useEffect(() => {
    if (pathname) void preloadPagesFor(appRoutes, { pathname });
  }, [pathname]);
}
