/**
 * The data a public page's first HTML was rendered with on the server, by key (the server renders
 * `/`, `/courses` and course pages for visitors, see entry-server.tsx).
 *
 * In the browser it comes from the JSON the server put beside that HTML, so the first render shows
 * the same content (hydration) without asking for it again. On the server, a render that needs a key
 * it has no data for starts the load here; entry-server renders again once the loads have settled.
 */
export const SERVER_DATA_ELEMENT_ID = 'hvm-server-data';

export const onServer = typeof window === 'undefined';

type ServerRender = { data: Record<string, unknown>; loads: Map<string, Promise<unknown>> };

// The browser's: read once from the page. The server's: the render under way (renders are synchronous).
let browserData: Record<string, unknown> = onServer ? {} : readEmbedded();
let serverRender: ServerRender | null = null;

function readEmbedded(): Record<string, unknown> {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The data rendered under `key` (wrapped: null is data too), if the page was rendered on the server with it. */
export function serverData<T>(key: string): { value: T } | undefined {
  const data = onServer ? serverRender?.data : browserData;
  return data && key in data ? { value: data[key] as T } : undefined;
}

/** Server: starts the load the render under way needs, once per key. */
export function loadOnServer(key: string, load: () => Promise<unknown>): void {
  if (serverRender && !(key in serverRender.data) && !serverRender.loads.has(key)) serverRender.loads.set(key, load());
}

/** Browser: `key`'s data has been shown; a later mount (after a navigation) loads fresh data. */
export function forgetServerData(key: string): void {
  delete browserData[key];
}

/**
 * Server: renders until no component asks for data it lacks (at most `maxPasses` times). Resolves
 * with the HTML and the data to embed beside it; rejects when a load failed (the page is then served
 * as the plain shell and renders in the browser as before).
 */
export async function renderWithData(render: () => string, maxPasses = 4): Promise<{ html: string; data: Record<string, unknown> }> {
  const state: ServerRender = { data: {}, loads: new Map() };
  for (let pass = 1; ; pass += 1) {
    serverRender = state;
    let html: string;
    try {
      html = render();
    } finally {
      serverRender = null;
    }
    if (state.loads.size === 0) return { html, data: state.data };
    if (pass === maxPasses) throw new Error(`Trang vẫn cần dữ liệu sau ${maxPasses} lần dựng: ${[...state.loads.keys()].join(', ')}`);
    const keys = [...state.loads.keys()];
    const values = await Promise.all(state.loads.values());
    keys.forEach((key, index) => (state.data[key] = values[index]));
    state.loads.clear();
  }
}

/** Test hook: the data the browser read from the page. */
export function setBrowserServerData(data: Record<string, unknown>): void {
  browserData = { ...data };
}
