// Prints the gzip size of the JavaScript a first visit to "/" downloads: the entry chunk of
// dist/index.html plus every chunk it imports statically (followed transitively).
// Run after `npm run build -w pwa`: npm run size -w pwa
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
if (!entry) throw new Error('No module entry script in dist/index.html');

const seen = new Set();
const queue = [entry.replace(/^\//, '')];
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  // Static imports only (`import ... from "./x.js"` / `import "./x.js"`); dynamic import() is not loaded up front.
  for (const [, spec] of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"();]*?from\s*)?["']([^"']+\.js)["']/g)) {
    queue.push(posix.join(posix.dirname(file), spec));
  }
}

let raw = 0;
let gzip = 0;
for (const file of seen) {
  const buffer = readFileSync(join(dist, file));
  const zipped = gzipSync(buffer, { level: 9 }).length;
  raw += buffer.length;
  gzip += zipped;
  console.log(`${file.padEnd(48)} ${(buffer.length / 1024).toFixed(2).padStart(8)} kB  gzip ${(zipped / 1024).toFixed(2).padStart(7)} kB`);
}
console.log(`${'JS for / (total)'.padEnd(48)} ${(raw / 1024).toFixed(2).padStart(8)} kB  gzip ${(gzip / 1024).toFixed(2).padStart(7)} kB`);
