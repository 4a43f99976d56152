import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written, and skips external scripts and JSON-LD', () => {
    const theme = "\n      try { document.documentElement.classList.add('dark'); } catch (e) {}\n    ";
    const html = `<head><script>${theme}</script><script type="module" src="/assets/app.js"></script>
      <script type="application/ld+json">{"@type":"Course"}</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha(theme)]);
    expect(inlineScriptHashes('<p>không có script</p>')).toEqual([]);
  });
});
