/**
 * The server's renderer of the public pages' first HTML (`/`, `/courses`, `/courses/{slug}`) for
 * visitors: built by `vite build --ssr` into pwa/dist-server and called by the API (backend seo module).
 * The browser shows that HTML before any script has run, then hydrates it (main.tsx) with the data it
 * was rendered with (lib/serverData), so nothing is fetched or drawn twice.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './App';
import { apiOrigin } from './lib/http/apiOrigin';
import { setRequestSender } from './lib/http/transport';
import { preloadPagesFor } from './lib/lazyPage';
import { createAppQueryClient } from './lib/query';
import { renderWithData, SERVER_DATA_ELEMENT_ID } from './lib/serverData';
import { routes } from './routes';

export { SERVER_DATA_ELEMENT_ID };

export type RenderedPage = { html: string; data: Record<string, unknown> };

const handler = createStaticHandler(routes);

/**
 * Renders `url` (path and query) as a visitor sees it, asking the API for its data through `send`.
 * Null when the route answers with a redirect instead of a page.
 */
export async function renderPage(url: string, send: (request: Request) => Promise<Response>): Promise<RenderedPage | null> {
  setRequestSender(send);
  const request = new Request(new URL(url, apiOrigin));
  await preloadPagesFor(routes, new URL(request.url));
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createAppQueryClient();
  return renderWithData(() =>
    renderToString(
      <StrictMode>
        <App router={<StaticRouterProvider router={router} context={context} hydrate={false} />} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}
