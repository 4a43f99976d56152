import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TestApp } from './helpers/test-app';

let t: TestApp;
let pwaDist: string;
const themeScript = "document.documentElement.classList.add('dark');";
const script = `console.log(${JSON.stringify('Học viện Marketing '.repeat(200))});`;

beforeAll(async () => {
  // A built PWA in miniature, with the Brotli twin that pwa/scripts/precompress.mjs writes.
  pwaDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hvm-pwa-dist-'));
  fs.mkdirSync(path.join(pwaDist, 'assets'));
  fs.writeFileSync(path.join(pwaDist, 'index.html'), `<!doctype html><title>Học viện Marketing</title><script>${themeScript}</script>`);
  fs.writeFileSync(path.join(pwaDist, 'assets', 'app-abc123.js'), script);
  fs.writeFileSync(path.join(pwaDist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(script));
  t = await startTestApp({ PWA_DIST: pwaDist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(pwaDist, { recursive: true, force: true });
});

describe('serving the PWA and the API', () => {
  it('sends the prebuilt Brotli file of a PWA asset, and the plain file to clients without Brotli', async () => {
    const brotli = await fetch(`${t.baseUrl}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    expect(await brotli.text()).toBe(script);

    const plain = await fetch(`${t.baseUrl}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers a build asset that is not there (an old page after a deploy) with a 404, never the app shell; client routes get the shell', async () => {
    const missing = await fetch(`${t.baseUrl}/assets/app-old999.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toContain('text/html');

    const route = await fetch(`${t.baseUrl}/my-courses`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>Học viện Marketing</title>');
  });

  it('gzips large API responses and leaves small ones alone', async () => {
    const large = await fetch(`${t.baseUrl}/api/docs-json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect(((await large.json()) as { openapi: string }).openapi).toMatch(/^3\./);

    const small = await fetch(`${t.baseUrl}/api/health`, { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('lets exactly the inline theme script of index.html run under the CSP, nothing else inline', async () => {
    const response = await fetch(`${t.baseUrl}/`);
    const scriptSrc = /script-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    const hash = crypto.createHash('sha256').update(themeScript).digest('base64');
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });
});
