/** What crawlers and link previews (Facebook, Zalo, Google) read from a page's <head>. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  /** Absolute image URL and its size. */
  image: { url: string; width: number; height: number };
  type: 'website' | 'product';
  /** schema.org object for the page, if any. */
  jsonLd?: Record<string, unknown>;
  /** The picture the page shows largest (its cover), as the PWA's <img> requests it: preloaded with the HTML instead of after the scripts have rendered it. */
  preloadImage?: string;
}

export const SITE_NAME = 'Học viện Marketing';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/** JSON inside <script>: `<`, `>`, `&` and the JavaScript line separators escaped, so no value can close the tag. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Shortens to `max` characters on a word boundary, for descriptions. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** A page rendered on the server (FirstHtmlService): head tags, the root's content, the data it was rendered with. */
export interface RenderedContent {
  head: string;
  body: string;
  data: Record<string, unknown>;
  dataElementId: string;
}

/** The PWA's index.html with this page's title, description and social/SEO tags, and its content when it was rendered on the server. */
export function renderShell(template: string, meta: PageMeta, content?: RenderedContent | null): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="vi_VN" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta property="og:image" content="${escapeHtml(meta.image.url)}" />`,
    `<meta property="og:image:width" content="${meta.image.width}" />`,
    `<meta property="og:image:height" content="${meta.image.height}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${escapeHtml(meta.image.url)}" />`,
    ...(meta.jsonLd ? [`<script type="application/ld+json">${scriptSafeJson(meta.jsonLd)}</script>`] : []),
    // The rendered page preloads its own first pictures (content.head).
    ...(meta.preloadImage && !content ? [`<link rel="preload" as="image" href="${escapeHtml(meta.preloadImage)}" fetchpriority="high" />`] : []),
    ...(content?.head ? [content.head] : []),
  ];
  const shell = template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}" />`)
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
  if (!content) return shell;
  // The data first: the module scripts that read it run after the document has been parsed anyway.
  const data = `<script type="application/json" id="${content.dataElementId}">${scriptSafeJson(content.data)}</script>`;
  const loader = afterPaintLoader(shell);
  return shell
    .replace(APP_SCRIPTS, '')
    .replace('<div id="root"></div>', () => `${data}<div id="root">${content.body}</div>`)
    .replace('</body>', () => `${loader}</body>`);
}

// The app's module script and the preloads of its first chunks, as Vite writes them into index.html.
const APP_SCRIPTS = /\s*<(?:script type="module" crossorigin src="[^"]+"><\/script>|link rel="modulepreload" crossorigin href="[^"]+">)/g;

/**
 * A rendered page is on screen without the app's scripts, so it asks for them only once it has been
 * painted: on a slow line its stylesheet and first pictures get the bandwidth, and the page shows
 * before 150 KB of JavaScript has arrived. Buttons clicked meanwhile are noted and clicked again once
 * the app has taken the page over (pwa/src/lib/earlyClicks.ts). The script is the same for every page
 * of one build (its hash is in the CSP: app.factory.ts).
 */
export function afterPaintLoader(template: string): string {
  const tags = [...template.matchAll(APP_SCRIPTS)].map(([tag]) => tag.trim());
  const entry = tags.find((tag) => tag.startsWith('<script'))?.match(/src="([^"]+)"/)?.[1];
  if (!entry) return '';
  const preloads = tags.filter((tag) => tag.startsWith('<link')).map((tag) => tag.match(/href="([^"]+)"/)![1]);
  const body = `
window.hvmEarlyClicks = [];
document.addEventListener('click', function (event) {
  var button = event.target instanceof Element && event.target.closest('#root button');
  if (button && window.hvmEarlyClicks) window.hvmEarlyClicks.push(button);
}, true);
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; document.head.appendChild(link);
    });
    var script = document.createElement('script'); script.type = 'module'; script.crossOrigin = ''; script.src = ${JSON.stringify(entry)}; document.head.appendChild(script);
  }
  // The first contentful paint, as the browser reports it once it is on screen; a hidden tab paints only
  // when shown, and a browser without paint timing gets the next frame: either way, 3 s at the most.
  try {
    new PerformanceObserver(function (list) { if (list.getEntriesByName('first-contentful-paint').length) start(); }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    requestAnimationFrame(function () { setTimeout(start); });
  }
  setTimeout(start, 3000);
})();
`;
  return `<script>${body}</script>`;
}
