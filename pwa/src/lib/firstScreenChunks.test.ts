import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_CHUNKS_KEY, rememberFirstScreenChunks } from './firstScreenChunks';

// The inline script of index.html that reads what rememberFirstScreenChunks stores.
const indexHtml = fs.readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
const preloadScript = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body).find((body) => body.includes(FIRST_SCREEN_CHUNKS_KEY))!;

function builtHead(entry: string) {
  document.head.innerHTML = `
    <script type="module" crossorigin src="${entry}"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-vendor-a1.js">`;
}

function loadedScripts(...paths: string[]) {
  const entries = paths.map((name, index) => ({ name: `${location.origin}${name}`, entryType: 'resource', responseEnd: 100 + index }));
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(entries as unknown as PerformanceEntryList);
}

const learnedLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[data-learned]')].map((link) => new URL(link.href).pathname);
const stored = () => JSON.parse(localStorage.getItem(FIRST_SCREEN_CHUNKS_KEY) ?? 'null');

beforeEach(() => history.replaceState(null, '', '/my-courses'));
afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('first screen chunks', () => {
  it('remembers the chunks a path loaded by its first screen, and index.html preloads those its tags do not name on the next start', () => {
    builtHead('/assets/index-a1.js');
    loadedScripts('/assets/index-a1.js', '/assets/react-vendor-a1.js', '/assets/DashboardLayout-a1.js', '/favicon.svg', '/assets/index-a1.css', '/assets/SettingsPage-a1.js');
    // The last one arrived after the first screen was ready: some later screen's.
    rememberFirstScreenChunks('/my-courses', 104);
    expect(stored()).toEqual({ entry: '/assets/index-a1.js', paths: { '/my-courses': ['/assets/react-vendor-a1.js', '/assets/DashboardLayout-a1.js'] } });

    builtHead('/assets/index-a1.js');
    new Function(preloadScript)();
    expect(learnedLinks()).toEqual(['/assets/DashboardLayout-a1.js']);
    const link = document.head.querySelector<HTMLLinkElement>('link[data-learned]')!;
    expect([link.rel, link.crossOrigin]).toEqual(['modulepreload', '']);
  });

  it('preloads nothing for another path, or after a deploy changed the entry', () => {
    builtHead('/assets/index-a1.js');
    loadedScripts('/assets/MyCoursesPage-a1.js');
    rememberFirstScreenChunks('/my-courses', 1000);

    history.replaceState(null, '', '/courses');
    new Function(preloadScript)();
    expect(learnedLinks()).toEqual([]);

    history.replaceState(null, '', '/my-courses');
    builtHead('/assets/index-b2.js');
    new Function(preloadScript)();
    expect(learnedLinks()).toEqual([]);
    // What the new build learns replaces the old build's record.
    loadedScripts('/assets/MyCoursesPage-b2.js');
    rememberFirstScreenChunks('/profile', 1000);
    expect(stored()).toEqual({ entry: '/assets/index-b2.js', paths: { '/profile': ['/assets/MyCoursesPage-b2.js'] } });
  });

  it('re-learns preloaded chunks, and keeps the 20 most recent paths', () => {
    builtHead('/assets/index-a1.js');
    for (let page = 0; page < 22; page += 1) {
      loadedScripts(`/assets/Page${page}-a1.js`);
      rememberFirstScreenChunks(`/page-${page}`, 1000);
    }
    expect(Object.keys(stored().paths)).toHaveLength(20);
    expect(stored().paths['/page-0']).toBeUndefined();

    history.replaceState(null, '', '/page-5');
    new Function(preloadScript)();
    loadedScripts('/assets/Page5-a1.js');
    rememberFirstScreenChunks('/page-5', 1000);
    expect(stored().paths['/page-5']).toEqual(['/assets/Page5-a1.js']);
    expect(Object.keys(stored().paths).at(-1)).toBe('/page-5');
  });

  it('records nothing in development, where the entry is not a built asset', () => {
    document.head.innerHTML = '<script type="module" src="/src/main.tsx"></script>';
    loadedScripts('/assets/MyCoursesPage-a1.js');
    rememberFirstScreenChunks('/my-courses', 1000);
    expect(stored()).toBeNull();
  });
});
