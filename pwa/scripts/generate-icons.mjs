// Draws the app icons (PNG) without image libraries: a signed-distance rendering of the
// "HV" monogram with 4x4 supersampling, written through a minimal PNG encoder.
// Run: npm run icons -w pwa  (output goes to public/icons/, committed with the app).
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const BLUE_DARK = [30, 58, 138];
const BLUE_LIGHT = [37, 99, 235];
const WHITE = [255, 255, 255];
const ORANGE = [249, 115, 22];

// Monogram strokes in unit coordinates: H, V and the accent bar.
const LETTER_STROKES = [
  [0.24, 0.31, 0.24, 0.63],
  [0.42, 0.31, 0.42, 0.63],
  [0.24, 0.47, 0.42, 0.47],
  [0.56, 0.31, 0.67, 0.63],
  [0.78, 0.31, 0.67, 0.63],
];
const BAR = [0.24, 0.74, 0.78, 0.74];
const STROKE = 0.045;
const BAR_STROKE = 0.025;

function segmentDistance(px, py, [ax, ay, bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function insideRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/** Colour of one sample point, or null when transparent. */
function sample(x, y, { maskable }) {
  if (!maskable && !insideRoundedSquare(x, y, 0.22)) return null;
  // Maskable icons keep the artwork inside the 80% safe circle.
  const scale = maskable ? 0.82 : 1;
  const u = (x - 0.5) / scale + 0.5;
  const v = (y - 0.5) / scale + 0.5;
  if (LETTER_STROKES.some((s) => segmentDistance(u, v, s) <= STROKE)) return WHITE;
  if (segmentDistance(u, v, BAR) <= BAR_STROKE) return ORANGE;
  const t = (x + y) / 2;
  return BLUE_DARK.map((c, i) => Math.round(c + (BLUE_LIGHT[i] - c) * t));
}

function render(size, options) {
  const SS = 4;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const c = sample((px + (sx + 0.5) / SS) / size, (py + (sy + 0.5) / SS) / size, options);
          if (c) {
            r += c[0];
            g += c[1];
            b += c[2];
            a += 1;
          }
        }
      }
      const o = (py * size + px) * 4;
      if (a > 0) {
        rgba[o] = Math.round(r / a);
        rgba[o + 1] = Math.round(g / a);
        rgba[o + 2] = Math.round(b / a);
      }
      rgba[o + 3] = Math.round((a / (SS * SS)) * 255);
    }
  }
  return rgba;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const targets = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

mkdirSync(outDir, { recursive: true });
for (const { file, size, maskable } of targets) {
  writeFileSync(join(outDir, file), encodePng(size, render(size, { maskable })));
  console.log(`${file} ${size}x${size}`);
}
