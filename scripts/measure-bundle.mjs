// Prints the gzip size of the JavaScript a visitor downloads for `/` (the entry script and the
// modules it preloads), from the built PWA. Usage: node scripts/measure-bundle.mjs (after a build).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './lib/setup.mjs';

const dist = path.join(ROOT, 'pwa', 'dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
let raw = 0;
let gzip = 0;
for (const src of new Set(scripts)) {
  const file = fs.readFileSync(path.join(dist, src.replace(/^\//, '')));
  const zipped = zlib.gzipSync(file, { level: 9 }).length;
  raw += file.length;
  gzip += zipped;
  console.log(`  ${src.padEnd(48)} ${(file.length / 1024).toFixed(1).padStart(8)} KB  gzip ${(zipped / 1024).toFixed(1).padStart(7)} KB`);
}
console.log(`JavaScript for /: ${(raw / 1024).toFixed(1)} KB, gzip ${(gzip / 1024).toFixed(1)} KB (${scripts.length} files)`);
