// The page chunks a path needed the last time it opened, kept so the next start of that path can fetch
// them straight away: index.html reads this key and adds a <link rel="modulepreload"> for each while the
// entry script is still loading. Without it they are requested only once the entry has run (about
// half of an offline cold start on a phone-class CPU). The entry script's URL is stored with them, so
// a new deploy (new hashes) ignores what the old one learned. Keep in step with the script in index.html.
export const FIRST_SCREEN_CHUNKS_KEY = 'hvm:first-screen-chunks';
const MAX_PATHS = 20;

export type FirstScreenChunks = { entry: string; paths: Record<string, string[]> };

/** The built app's entry module (null in development, where Vite serves /src/main.tsx). */
function entryScript(doc: Document): string | null {
  const script = doc.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]');
  return script ? new URL(script.src).pathname : null;
}

/**
 * Records, for `pathname`, the JavaScript chunks besides the entry that had arrived by `readyAt` (when
 * the first screen's pages were loaded); index.html skips those its own tags already name. Call it a
 * moment after `readyAt`: the browser adds a resource's timing entry a little after the module loads.
 */
export function rememberFirstScreenChunks(pathname: string, readyAt: number, doc: Document = document, storage: Storage = localStorage): void {
  const entry = entryScript(doc);
  if (!entry) return;
  const chunks = [
    ...new Set(
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((resource) => resource.responseEnd <= readyAt)
        .map((resource) => new URL(resource.name).pathname)
        .filter((path) => path.startsWith('/assets/') && path.endsWith('.js') && path !== entry),
    ),
  ];
  try {
    const stored = JSON.parse(storage.getItem(FIRST_SCREEN_CHUNKS_KEY) ?? 'null') as FirstScreenChunks | null;
    const paths = stored?.entry === entry ? { ...stored.paths } : {};
    // Most recent last, so the oldest path is the one dropped.
    delete paths[pathname];
    paths[pathname] = chunks;
    const keep = Object.keys(paths).slice(-MAX_PATHS);
    storage.setItem(FIRST_SCREEN_CHUNKS_KEY, JSON.stringify({ entry, paths: Object.fromEntries(keep.map((path) => [path, paths[path]])) }));
  } catch {
    // Storage full or disabled: the next start just loads the chunks after the entry, as before.
  }
}
