import { createBrowserRouter } from 'react-router-dom';
import { preloadPagesFor, setPreloadableRoutes } from './lib/lazyPage';
import { routes } from './routes';

export const router = createBrowserRouter(routes);
setPreloadableRoutes(routes);
/** The first screen's layout and page chunks, loading side by side rather than one after the other as each renders. */
export const firstScreenReady = preloadPagesFor(routes, window.location);
