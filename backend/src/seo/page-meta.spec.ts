import { describe, expect, it } from 'vitest';
import { clip, renderShell, scriptSafeJson } from './page-meta';

const TEMPLATE = '<html><head><title>Cũ</title><meta name="description" content="cũ" /></head><body><div id="root"></div></body></html>';
const meta = {
  title: 'Khóa "A" </title><script>alert(1)</script>',
  description: 'Học & làm',
  url: 'https://hocvien.vn/courses/a',
  image: { url: 'https://hocvien.vn/uploads/a.webp', width: 1200, height: 630 },
  type: 'product' as const,
  jsonLd: { '@type': 'Course', name: '</script><script>alert(1)</script>' },
  preloadImage: '/uploads/a-cover.webp?v="2"',
};

describe('renderShell', () => {
  it('replaces title and description and adds escaped Open Graph, Twitter, canonical and JSON-LD tags', () => {
    const html = renderShell(TEMPLATE, meta);
    expect(html).toContain('<title>Khóa &quot;A&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('<meta name="description" content="Học &amp; làm" />');
    expect(html).toContain('<link rel="canonical" href="https://hocvien.vn/courses/a" />');
    expect(html).toContain('<meta property="og:image" content="https://hocvien.vn/uploads/a.webp" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<link rel="preload" as="image" href="/uploads/a-cover.webp?v=&quot;2&quot;" fetchpriority="high" />');
    // The only <script> tags are the JSON-LD one; its content cannot close it.
    expect(html.match(/<script/g)).toHaveLength(1);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(jsonLd)).toEqual(meta.jsonLd);
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('scriptSafeJson and clip', () => {
  it('escapes what could end a script element, and shortens on a word boundary', () => {
    expect(scriptSafeJson({ a: '</script>&\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}');
    expect(clip('một hai ba bốn năm', 12)).toBe('một hai ba…');
    expect(clip('ngắn', 12)).toBe('ngắn');
  });
});
