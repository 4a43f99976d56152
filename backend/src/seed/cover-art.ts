import crypto from 'node:crypto';
import sharp from 'sharp';

// Illustrated covers for the demo catalogue: a drawing of what the course or tool is about, on
// the category's colours, with no title in the picture (cards and pages print the title beside it,
// and text baked into a picture gets cut off when the picture is cropped). Every choice that is
// not the motif (side, pattern, accent, decorations, the drawing's own proportions) comes from a
// hash of the slug, so covers of one category differ from each other and stay the same per install.

export type CoverMotif = 'ads' | 'video' | 'seo' | 'megaphone' | 'shop' | 'ai' | 'store' | 'writing' | 'chat' | 'calendar' | 'design' | 'gift';

export interface CoverSpec {
  /** The slug (or any stable name): the variations are drawn from it. */
  seed: string;
  motif: CoverMotif;
  /** The two colours of the background gradient, dark first. */
  colors: [string, string];
}

const WHITE = '#ffffff';
const ACCENTS = ['#f97316', '#fbbf24', '#f472b6', '#34d399', '#38bdf8'];
/** Kept clear on every side of the 1600×900 drawing: more than a 1200×630 sharing image crops off (30 at the top and bottom). */
const SAFE_MARGIN = 70;

/** Reads small numbers from the slug's hash, one after another. */
class Dice {
  private readonly bytes: Buffer;
  private index = 0;

  constructor(seed: string) {
    this.bytes = crypto.createHash('sha256').update(seed).digest();
  }

  /** 0 … n-1 */
  pick(n: number): number {
    return this.bytes[this.index++ % this.bytes.length] % n;
  }

  /** min … max, in steps of one. */
  between(min: number, max: number): number {
    return min + this.pick(max - min + 1);
  }
}

interface Palette {
  ink: string;
  light: string;
  accent: string;
}

/** One drawing in a 600×600 box. */
type Drawing = (p: Palette, dice: Dice) => string;

const shadow = (body: string, dx = 10, dy = 14) => `<g transform="translate(${dx} ${dy})" fill="#020617" fill-opacity="0.18">${body}</g>`;

const MOTIFS: Record<CoverMotif, Drawing> = {
  // A results dashboard with rising bars, and a dart in the target.
  ads: (p, dice) => {
    const heights = Array.from({ length: 5 }, (_, i) => 70 + i * 34 + dice.between(0, 30));
    const bars = heights
      .map(
        (h, i) => `<rect x="${92 + i * 78}" y="${392 - h}" width="50" height="${h}" rx="10" fill="${i === 4 ? p.accent : p.ink}" fill-opacity="${i === 4 ? 1 : 0.35 + i * 0.12}"/>`,
      )
      .join('');
    const trend = heights.map((h, i) => `${117 + i * 78},${372 - h}`).join(' ');
    return `${shadow('<rect x="40" y="80" width="470" height="350" rx="30"/>')}
      <rect x="40" y="80" width="470" height="350" rx="30" fill="${WHITE}"/>
      <circle cx="84" cy="124" r="12" fill="${p.accent}"/><rect x="108" y="116" width="150" height="16" rx="8" fill="${p.light}"/>
      <rect x="380" y="114" width="96" height="22" rx="11" fill="${p.light}"/>
      ${bars}
      <polyline points="${trend}" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
      ${heights.map((h, i) => `<circle cx="${117 + i * 78}" cy="${372 - h}" r="9" fill="${WHITE}" stroke="${p.accent}" stroke-width="6"/>`).join('')}
      ${shadow('<circle cx="462" cy="440" r="112"/>')}
      <circle cx="462" cy="440" r="112" fill="${p.accent}"/><circle cx="462" cy="440" r="78" fill="${WHITE}"/>
      <circle cx="462" cy="440" r="46" fill="${p.accent}"/><circle cx="462" cy="440" r="16" fill="${WHITE}"/>
      <line x1="462" y1="440" x2="560" y2="342" stroke="${p.ink}" stroke-width="12" stroke-linecap="round"/>
      <path d="M548 330 l36 -4 l-4 36 z M560 342 l30 -6 l-6 30 z" fill="${p.ink}"/>`;
  },
  // A phone playing a short video, with reactions floating up.
  video: (p, dice) => {
    const tilt = dice.between(-6, 6);
    return `<g transform="rotate(${tilt} 300 300)">
        ${shadow('<rect x="170" y="40" width="260" height="520" rx="44"/>', 14, 18)}
        <rect x="170" y="40" width="260" height="520" rx="44" fill="#0f172a"/>
        <rect x="186" y="92" width="228" height="420" rx="24" fill="${p.accent}"/>
        <path d="M186 330 q114 -90 228 -10 v168 a24 24 0 0 1 -24 24 h-180 a24 24 0 0 1 -24 -24 z" fill="${p.ink}" fill-opacity="0.35"/>
        <rect x="262" y="58" width="76" height="14" rx="7" fill="#334155"/>
        <circle cx="300" cy="290" r="56" fill="${WHITE}" fill-opacity="0.92"/>
        <path d="M284 262 L334 290 L284 318 Z" fill="${p.ink}"/>
        ${[380, 428, 476].map((y) => `<circle cx="384" cy="${y}" r="14" fill="${WHITE}" fill-opacity="0.85"/>`).join('')}
        <rect x="206" y="462" width="120" height="12" rx="6" fill="${WHITE}" fill-opacity="0.85"/>
        <rect x="206" y="484" width="80" height="10" rx="5" fill="${WHITE}" fill-opacity="0.6"/>
      </g>
      <path d="M520 150 c-18 -26 -58 -14 -50 16 c6 22 50 44 50 44 c0 0 44 -22 50 -44 c8 -30 -32 -42 -50 -16 z" fill="${p.accent}"/>
      <path d="M472 270 c-12 -17 -38 -9 -33 10 c4 14 33 29 33 29 c0 0 29 -15 33 -29 c5 -19 -21 -27 -33 -10 z" fill="${WHITE}" fill-opacity="0.85"/>
      <g fill="${WHITE}"><rect x="92" y="120" width="14" height="120" rx="7"/><ellipse cx="80" cy="244" rx="28" ry="22"/>
        <path d="M100 120 q40 10 56 46 q-26 -16 -56 -14 z"/></g>`;
  },
  // A search results page with the first result highlighted, under a magnifier.
  seo: (p, dice) => {
    const widths = Array.from({ length: 3 }, () => dice.between(180, 300));
    const rows = widths
      .map(
        (w, i) => `<rect x="80" y="${160 + i * 84}" width="${w}" height="18" rx="9" fill="${i === 0 ? p.accent : p.ink}" fill-opacity="${i === 0 ? 1 : 0.55}"/>
        <rect x="80" y="${190 + i * 84}" width="360" height="12" rx="6" fill="${p.light}"/>
        <rect x="80" y="${210 + i * 84}" width="${w + 40}" height="12" rx="6" fill="${p.light}"/>`,
      )
      .join('');
    return `${shadow('<rect x="30" y="60" width="490" height="400" rx="28"/>')}
      <rect x="30" y="60" width="490" height="400" rx="28" fill="${WHITE}"/>
      <path d="M30 88 a28 28 0 0 1 28 -28 h434 a28 28 0 0 1 28 28 v30 h-490 z" fill="${p.light}"/>
      <circle cx="66" cy="90" r="9" fill="#f87171"/><circle cx="94" cy="90" r="9" fill="#fbbf24"/><circle cx="122" cy="90" r="9" fill="#34d399"/>
      <rect x="160" y="78" width="330" height="26" rx="13" fill="${WHITE}"/>
      ${rows}
      <circle cx="52" cy="169" r="12" fill="${p.accent}"/>
      <line x1="470" y1="470" x2="560" y2="560" stroke="${p.ink}" stroke-width="40" stroke-linecap="round"/>
      <circle cx="410" cy="410" r="100" fill="${WHITE}" fill-opacity="0.35" stroke="${p.accent}" stroke-width="26"/>
      <path d="M360 380 a58 58 0 0 1 50 -30" fill="none" stroke="${WHITE}" stroke-width="12" stroke-linecap="round"/>`;
  },
  // A megaphone calling out, with a speech bubble.
  megaphone: (p, dice) => {
    const waves = dice.between(2, 3);
    return `${shadow('<path d="M150 250 L420 150 L420 450 L150 350 Z"/>')}
      <path d="M212 340 L262 470 a16 16 0 0 0 20 10 l34 -12 a16 16 0 0 0 9 -21 L290 360 z" fill="${p.ink}" fill-opacity="0.85"/>
      <rect x="96" y="248" width="70" height="104" rx="18" fill="${p.accent}"/>
      <path d="M150 250 L420 150 L420 450 L150 350 Z" fill="${WHITE}"/>
      <ellipse cx="420" cy="300" rx="36" ry="152" fill="${p.accent}"/>
      <ellipse cx="420" cy="300" rx="18" ry="110" fill="${p.ink}" fill-opacity="0.3"/>
      ${Array.from({ length: waves }, (_, i) => `<path d="M${478 + i * 40} ${230 - i * 30} q${40 + i * 12} ${70 + i * 30} 0 ${140 + i * 60}" fill="none" stroke="${WHITE}" stroke-width="16" stroke-linecap="round" stroke-opacity="${0.9 - i * 0.25}"/>`).join('')}
      ${shadow('<path d="M60 40 h190 a24 24 0 0 1 24 24 v70 a24 24 0 0 1 -24 24 h-120 l-40 34 v-34 h-30 a24 24 0 0 1 -24 -24 v-70 a24 24 0 0 1 24 -24 z"/>', 6, 10)}
      <path d="M60 40 h190 a24 24 0 0 1 24 24 v70 a24 24 0 0 1 -24 24 h-120 l-40 34 v-34 h-30 a24 24 0 0 1 -24 -24 v-70 a24 24 0 0 1 24 -24 z" fill="${WHITE}"/>
      <rect x="70" y="72" width="150" height="14" rx="7" fill="${p.ink}" fill-opacity="0.6"/><rect x="70" y="100" width="110" height="14" rx="7" fill="${p.light}"/>`;
  },
  // A shopping bag, parcels and a price tag.
  shop: (p, dice) => {
    const stack = dice.pick(2) === 0;
    return `${shadow('<rect x="120" y="200" width="300" height="340" rx="32"/>')}
      <path d="M200 210 C200 90 340 90 340 210" fill="none" stroke="${p.ink}" stroke-width="24" stroke-linecap="round"/>
      <rect x="120" y="200" width="300" height="340" rx="32" fill="${WHITE}"/>
      <rect x="120" y="290" width="300" height="54" fill="${p.accent}"/>
      <circle cx="270" cy="430" r="46" fill="${p.light}"/>
      <path d="M248 430 l16 16 l30 -32" fill="none" stroke="${p.ink}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
      ${shadow('<rect x="400" y="400" width="160" height="150" rx="16"/>', 8, 10)}
      <rect x="400" y="400" width="160" height="150" rx="16" fill="${p.accent}"/>
      <rect x="466" y="400" width="28" height="150" fill="${WHITE}" fill-opacity="0.55"/>
      ${stack ? `<rect x="420" y="310" width="120" height="90" rx="12" fill="${WHITE}"/><rect x="468" y="310" width="24" height="90" fill="${p.light}"/>` : ''}
      <g transform="rotate(-24 120 120)">
        <path d="M40 90 h110 l46 40 l-46 40 h-110 a14 14 0 0 1 -14 -14 v-52 a14 14 0 0 1 14 -14 z" fill="${p.accent}"/>
        <circle cx="150" cy="130" r="11" fill="${WHITE}"/>
        <rect x="48" y="116" width="70" height="12" rx="6" fill="${WHITE}" fill-opacity="0.85"/><rect x="48" y="136" width="46" height="10" rx="5" fill="${WHITE}" fill-opacity="0.6"/>
      </g>`;
  },
  // A chip with a spark at its core, wired into a network.
  ai: (p, dice) => {
    const nodes: [number, number][] = [
      [60, 90],
      [540, 70],
      [560, 470],
      [70, 520],
      [300, 30],
      [30, 300],
    ].slice(0, dice.between(4, 6)) as [number, number][];
    const pins = [0, 1, 2, 3]
      .flatMap((i) => [
        `<line x1="${214 + i * 57}" y1="130" x2="${214 + i * 57}" y2="170" />`,
        `<line x1="${214 + i * 57}" y1="430" x2="${214 + i * 57}" y2="470" />`,
        `<line x1="130" y1="${214 + i * 57}" x2="170" y2="${214 + i * 57}" />`,
        `<line x1="430" y1="${214 + i * 57}" x2="470" y2="${214 + i * 57}" />`,
      ])
      .join('');
    return `<g stroke="${WHITE}" stroke-width="5" stroke-opacity="0.55">${nodes.map(([x, y]) => `<line x1="300" y1="300" x2="${x}" y2="${y}"/>`).join('')}</g>
      ${nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 2 ? 18 : 24}" fill="${i % 2 ? WHITE : p.accent}"/>`).join('')}
      <g stroke="${WHITE}" stroke-width="14" stroke-linecap="round">${pins}</g>
      ${shadow('<rect x="170" y="170" width="260" height="260" rx="38"/>')}
      <rect x="170" y="170" width="260" height="260" rx="38" fill="${WHITE}"/>
      <rect x="214" y="214" width="172" height="172" rx="26" fill="${p.ink}"/>
      <path d="M300 236 C308 280 320 292 364 300 C320 308 308 320 300 364 C292 320 280 308 236 300 C280 292 292 280 300 236 Z" fill="${p.accent}"/>
      <path d="M356 226 C358 240 362 244 376 246 C362 248 358 252 356 266 C354 252 350 248 336 246 C350 244 354 240 356 226 Z" fill="${WHITE}"/>`;
  },
  // A shop front with an awning, and a map pin.
  store: (p) => {
    const scallops = Array.from({ length: 6 }, (_, i) => `<path d="M${110 + i * 64} 250 a32 32 0 0 0 64 0 v-60 h-64 z" fill="${i % 2 ? WHITE : p.accent}"/>`).join('');
    return `${shadow('<rect x="110" y="240" width="384" height="290" rx="10"/>')}
      <rect x="130" y="240" width="344" height="290" fill="${WHITE}"/>
      <rect x="96" y="160" width="412" height="36" rx="12" fill="${p.ink}"/>
      ${scallops}
      <rect x="160" y="320" width="130" height="210" rx="10" fill="${p.ink}" fill-opacity="0.75"/>
      <circle cx="270" cy="430" r="8" fill="${WHITE}"/>
      <rect x="316" y="320" width="130" height="110" rx="10" fill="${p.light}"/>
      <path d="M500 60 a70 70 0 0 1 70 70 c0 56 -70 130 -70 130 c0 0 -70 -74 -70 -130 a70 70 0 0 1 70 -70 z" fill="${p.accent}"/>
      <circle cx="500" cy="130" r="26" fill="${WHITE}"/>`;
  },
  // A page being written, with a pen and sparkles.
  writing: (p, dice) => {
    const lines = Array.from(
      { length: 6 },
      (_, i) => `<rect x="150" y="${190 + i * 46}" width="${i === 5 ? 140 : dice.between(200, 280)}" height="16" rx="8" fill="${i === 0 ? p.ink : p.light}"/>`,
    ).join('');
    return `${shadow('<rect x="110" y="60" width="360" height="470" rx="28"/>')}
      <rect x="110" y="60" width="360" height="470" rx="28" fill="${WHITE}"/>
      <rect x="150" y="110" width="180" height="40" rx="12" fill="${p.accent}"/>
      ${lines}
      <g transform="rotate(40 430 400)">
        <rect x="400" y="180" width="60" height="300" rx="14" fill="${p.ink}"/>
        <rect x="400" y="220" width="60" height="30" fill="${p.accent}"/>
        <path d="M400 480 h60 l-30 56 z" fill="#fde68a"/><path d="M420 518 h20 l-10 18 z" fill="${p.ink}"/>
      </g>
      <path d="M530 120 C534 146 540 152 566 156 C540 160 534 166 530 192 C526 166 520 160 494 156 C520 152 526 146 530 120 Z" fill="${WHITE}"/>
      <path d="M70 420 C72 436 76 440 92 442 C76 444 72 448 70 464 C68 448 64 444 48 442 C64 440 68 436 70 420 Z" fill="${p.accent}"/>`;
  },
  // Two conversations and a like.
  chat: (p) => `${shadow('<path d="M60 80 h300 a30 30 0 0 1 30 30 v130 a30 30 0 0 1 -30 30 h-190 l-60 50 v-50 h-50 a30 30 0 0 1 -30 -30 v-130 a30 30 0 0 1 30 -30 z"/>')}
      <path d="M60 80 h300 a30 30 0 0 1 30 30 v130 a30 30 0 0 1 -30 30 h-190 l-60 50 v-50 h-50 a30 30 0 0 1 -30 -30 v-130 a30 30 0 0 1 30 -30 z" fill="${WHITE}"/>
      <circle cx="110" cy="140" r="26" fill="${p.accent}"/>
      <rect x="152" y="124" width="190" height="16" rx="8" fill="${p.ink}" fill-opacity="0.7"/><rect x="152" y="152" width="140" height="14" rx="7" fill="${p.light}"/>
      <rect x="70" y="200" width="270" height="14" rx="7" fill="${p.light}"/>
      ${shadow('<path d="M230 300 h300 a30 30 0 0 1 30 30 v120 a30 30 0 0 1 -30 30 h-50 v50 l-60 -50 h-190 a30 30 0 0 1 -30 -30 v-120 a30 30 0 0 1 30 -30 z"/>')}
      <path d="M230 300 h300 a30 30 0 0 1 30 30 v120 a30 30 0 0 1 -30 30 h-50 v50 l-60 -50 h-190 a30 30 0 0 1 -30 -30 v-120 a30 30 0 0 1 30 -30 z" fill="${p.accent}"/>
      ${[300, 380, 460].map((x) => `<circle cx="${x}" cy="390" r="20" fill="${WHITE}"/>`).join('')}
      <circle cx="110" cy="470" r="60" fill="${WHITE}"/>
      <path d="M84 478 v34 h14 v-34 z M104 512 h40 a10 10 0 0 0 10 -9 l6 -30 a10 10 0 0 0 -10 -12 h-24 l4 -18 a12 12 0 0 0 -22 -8 l-14 30 v47 z" fill="${p.ink}"/>`,
  // A month of scheduled posts and a clock.
  calendar: (p, dice) => {
    const busy = new Set(Array.from({ length: 6 }, () => dice.pick(20)));
    const cells = Array.from({ length: 20 }, (_, i) => {
      const x = 86 + (i % 5) * 78;
      const y = 200 + Math.floor(i / 5) * 66;
      return `<rect x="${x}" y="${y}" width="60" height="48" rx="10" fill="${busy.has(i) ? p.accent : p.light}"/>`;
    }).join('');
    return `${shadow('<rect x="60" y="80" width="440" height="420" rx="30"/>')}
      <rect x="60" y="80" width="440" height="420" rx="30" fill="${WHITE}"/>
      <path d="M60 110 a30 30 0 0 1 30 -30 h380 a30 30 0 0 1 30 30 v60 h-440 z" fill="${p.ink}"/>
      <rect x="140" y="56" width="22" height="60" rx="11" fill="${p.accent}"/><rect x="398" y="56" width="22" height="60" rx="11" fill="${p.accent}"/>
      ${cells}
      ${shadow('<circle cx="480" cy="470" r="96"/>')}
      <circle cx="480" cy="470" r="96" fill="${WHITE}"/><circle cx="480" cy="470" r="80" fill="none" stroke="${p.accent}" stroke-width="12"/>
      <path d="M480 420 v50 l36 24" fill="none" stroke="${p.ink}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
  },
  // An artboard with shapes, a brush and colour swatches.
  design: (p) => `${shadow('<rect x="70" y="70" width="420" height="380" rx="26"/>')}
      <rect x="70" y="70" width="420" height="380" rx="26" fill="${WHITE}"/>
      <circle cx="200" cy="200" r="70" fill="${p.accent}"/>
      <path d="M300 330 l80 -140 l80 140 z" fill="${p.ink}" fill-opacity="0.75"/>
      <rect x="120" y="300" width="120" height="110" rx="18" fill="${p.light}"/>
      ${['#f97316', '#fbbf24', '#34d399', '#38bdf8', '#f472b6'].map((color, i) => `<circle cx="${110 + i * 56}" cy="520" r="22" fill="${color}" stroke="${WHITE}" stroke-width="6"/>`).join('')}
      <g transform="rotate(-35 480 260)">
        <rect x="462" y="120" width="36" height="220" rx="16" fill="${p.ink}"/>
        <rect x="458" y="330" width="44" height="40" rx="6" fill="#cbd5e1"/>
        <path d="M458 370 h44 c0 40 -10 70 -22 84 c-12 -14 -22 -44 -22 -84 z" fill="${p.accent}"/>
      </g>`,
  // A wrapped present with a PRO tag, for the welcome gift.
  gift: (p) => `${shadow('<rect x="110" y="250" width="380" height="300" rx="20"/>', 12, 18)}
      <rect x="110" y="250" width="380" height="300" rx="20" fill="${p.accent}"/>
      <rect x="90" y="200" width="420" height="90" rx="18" fill="${p.accent}"/>
      <rect x="90" y="270" width="420" height="20" fill="#020617" fill-opacity="0.12"/>
      <rect x="270" y="200" width="60" height="350" fill="${WHITE}"/>
      <path d="M300 200 c-40 -90 -150 -70 -120 -10 c14 26 80 20 120 10 z M300 200 c40 -90 150 -70 120 -10 c-14 26 -80 20 -120 10 z" fill="${WHITE}"/>
      <circle cx="300" cy="198" r="20" fill="${WHITE}"/>
      <g transform="rotate(-12 420 430)">
        <rect x="350" y="390" width="150" height="76" rx="16" fill="${p.ink}"/>
        <text x="425" y="441" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="38" fill="${WHITE}">PRO</text>
      </g>`,
};

/**
 * Background texture on the open side, fading out towards the drawing (on square pictures, all over).
 * Dots are dashed lines with round caps and stripes one path: far cheaper to render than an SVG pattern.
 */
function pattern(kind: number, [width, height]: [number, number], openSide: 'left' | 'right' | 'all'): string {
  const rows = (step: number) => Array.from({ length: Math.ceil(height / step) + 1 }, (_, i) => i * step);
  const textures = [
    () =>
      `<path d="${rows(44)
        .map((y) => `M6 ${y + 6}H${width}`)
        .join('')}" stroke="${WHITE}" stroke-opacity="0.16" stroke-width="8" stroke-linecap="round" stroke-dasharray="0 44"/>`,
    () =>
      `<path d="${Array.from({ length: Math.ceil((width + height) / 36) }, (_, i) => `M${i * 36} 0L${i * 36 - height} ${height}`).join('')}" stroke="${WHITE}" stroke-opacity="0.07" stroke-width="10"/>`,
  ];
  if (kind < textures.length) {
    if (openSide === 'all') return textures[kind]();
    const [from, to] = openSide === 'left' ? [0, 1] : [1, 0];
    return `<defs><linearGradient id="fade-out" x1="${from}" y1="0" x2="${to}" y2="0"><stop offset="0.1" stop-color="${WHITE}"/><stop offset="0.75" stop-color="${WHITE}" stop-opacity="0"/></linearGradient>
      <mask id="fade"><rect width="${width}" height="${height}" fill="url(#fade-out)"/></mask></defs>
      <g mask="url(#fade)">${textures[kind]()}</g>`;
  }
  const centre = openSide === 'left' ? width * 0.22 : openSide === 'right' ? width * 0.78 : width / 2;
  if (kind === 2) {
    return [1, 2, 3, 4]
      .map((ring) => `<circle cx="${centre}" cy="${height / 2}" r="${ring * 120}" fill="none" stroke="${WHITE}" stroke-opacity="0.09" stroke-width="3"/>`)
      .join('');
  }
  return `<circle cx="${centre - height * 0.12}" cy="${height * 0.25}" r="${height * 0.28}" fill="${WHITE}" fill-opacity="0.07"/>
    <circle cx="${centre + height * 0.2}" cy="${height * 0.8}" r="${height * 0.2}" fill="${WHITE}" fill-opacity="0.08"/>`;
}

/** A small floating card drawn at (0, 0): a stat, learners, a tick or a spark. */
interface Piece {
  width: number;
  height: number;
  draw: (palette: Palette) => string;
}

const PIECES: Piece[] = [
  {
    width: 210,
    height: 84,
    draw: (p) => `${shadow('<rect width="210" height="84" rx="20"/>', 6, 8)}<rect width="210" height="84" rx="20" fill="${WHITE}"/>
      <circle cx="42" cy="42" r="22" fill="${p.accent}"/><path d="M32 48 l8 -10 l8 6 l10 -14" fill="none" stroke="${WHITE}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
      <rect x="78" y="26" width="104" height="13" rx="6.5" fill="${p.ink}" fill-opacity="0.7"/><rect x="78" y="48" width="70" height="11" rx="5.5" fill="${p.light}"/>`,
  },
  {
    width: 200,
    height: 76,
    draw: (p) => `${shadow('<rect width="200" height="76" rx="38"/>', 6, 8)}<rect width="200" height="76" rx="38" fill="${WHITE}"/>
      ${['#fbbf24', '#38bdf8', '#f472b6'].map((color, i) => `<circle cx="${44 + i * 34}" cy="38" r="22" fill="${color}" stroke="${WHITE}" stroke-width="4"/>`).join('')}
      <path d="M150 38 h26 M163 25 v26" stroke="${p.ink}" stroke-width="7" stroke-linecap="round"/>`,
  },
  {
    width: 88,
    height: 88,
    draw: (p) =>
      `<circle cx="44" cy="44" r="44" fill="${p.accent}"/><path d="M24 46 l14 14 l28 -30" fill="none" stroke="${WHITE}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  {
    width: 80,
    height: 80,
    draw: () => `<path d="M40 0 C45 30 50 35 80 40 C50 45 45 50 40 80 C35 50 30 45 0 40 C30 35 35 30 40 0 Z" fill="${WHITE}" fill-opacity="0.9"/>`,
  },
];
const PIECE_SCALE = 1.4;

type Area = { left: number; top: number; right: number; bottom: number };

/** One floating card inside each area, at a place of the hash's choosing. */
function decorations(dice: Dice, palette: Palette, areas: Area[]): string {
  const first = dice.pick(PIECES.length);
  return areas
    .map(({ left, top, right, bottom }, i) => {
      const piece = PIECES[(first + i) % PIECES.length];
      const width = piece.width * PIECE_SCALE;
      const height = piece.height * PIECE_SCALE;
      const x = left + dice.pick(Math.max(1, Math.floor(right - left - width)));
      const y = top + dice.pick(Math.max(1, Math.floor(bottom - top - height)));
      return `<g transform="translate(${x} ${y}) scale(${PIECE_SCALE})">${piece.draw(palette)}</g>`;
    })
    .join('');
}

/** The academy's monogram, as in the favicon, small in a corner. */
function brandMark(x: number, y: number, size: number): string {
  const scale = size / 100;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect width="100" height="100" rx="22" fill="${WHITE}" fill-opacity="0.95"/>
    <path d="M24 31v32M42 31v32M24 47h18M56 31l11 32 11-32" stroke="#1e3a8a" stroke-width="9" stroke-linecap="round" fill="none"/>
    <path d="M24 74h54" stroke="#f97316" stroke-width="5" stroke-linecap="round"/>
  </g>`;
}

/**
 * The cover as SVG at `width`×`height`. Drawn on a 1600×900 canvas (1000×1000 for square pictures)
 * and cropped to the requested shape around the centre; everything sits at least SAFE_MARGIN inside.
 */
export function coverSvg(spec: CoverSpec, [width, height]: readonly [number, number]): string {
  const dice = new Dice(spec.seed);
  const square = width / height < 1.2;
  const [canvasWidth, canvasHeight] = square ? [1000, 1000] : [1600, 900];
  const palette: Palette = { ink: spec.colors[0], light: '#e2e8f0', accent: ACCENTS[dice.pick(ACCENTS.length)] };
  const onRight = dice.pick(2) === 0;
  const angle = [
    [0, 0, 1, 1],
    [0, 1, 1, 0],
    [0, 0, 1, 0.6],
  ][dice.pick(3)];
  const backdrop = pattern(dice.pick(4), [canvasWidth, canvasHeight], square ? 'all' : onRight ? 'left' : 'right');

  // The drawing: 600×600 scaled to 660 (720 on a square), beside the centre on wide pictures.
  const drawingSize = square ? 720 : 660;
  const drawingX = square ? (canvasWidth - drawingSize) / 2 : onRight ? 1600 - SAFE_MARGIN - 80 - drawingSize : SAFE_MARGIN + 80;
  const drawingY = (canvasHeight - drawingSize) / 2 + (square ? -10 : 0);
  const haloX = drawingX + drawingSize / 2;
  const haloY = drawingY + drawingSize / 2;
  const drawing = MOTIFS[spec.motif](palette, dice);

  // Floating cards on the open side of wide pictures (above the drawing on square ones), inside the safe area.
  const openLeft = onRight ? SAFE_MARGIN + 40 : drawingX + drawingSize + 40;
  const openRight = onRight ? drawingX - 40 : 1600 - SAFE_MARGIN - 40;
  const cards = decorations(
    dice,
    palette,
    square
      ? [
          { left: SAFE_MARGIN, top: SAFE_MARGIN, right: 430, bottom: 260 },
          { left: 570, top: SAFE_MARGIN, right: 1000 - SAFE_MARGIN, bottom: 260 },
        ]
      : [
          { left: openLeft, top: 140, right: openRight, bottom: 400 },
          { left: openLeft, top: 430, right: openRight, bottom: 690 },
        ],
  );
  const markSize = square ? 84 : 76;
  const markX = square ? (canvasWidth - markSize) / 2 : onRight ? SAFE_MARGIN + 20 : 1600 - SAFE_MARGIN - 20 - markSize;
  const markY = canvasHeight - SAFE_MARGIN - 20 - markSize;

  // Crop the canvas to the requested shape around its centre.
  const scale = Math.min(canvasWidth / width, canvasHeight / height);
  const viewWidth = width * scale;
  const viewHeight = height * scale;
  const viewBox = `${(canvasWidth - viewWidth) / 2} ${(canvasHeight - viewHeight) / 2} ${viewWidth} ${viewHeight}`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">
  <defs><linearGradient id="bg" x1="${angle[0]}" y1="${angle[1]}" x2="${angle[2]}" y2="${angle[3]}"><stop offset="0" stop-color="${spec.colors[0]}"/><stop offset="1" stop-color="${spec.colors[1]}"/></linearGradient></defs>
  <rect x="-10" y="-10" width="${canvasWidth + 20}" height="${canvasHeight + 20}" fill="url(#bg)"/>
  ${backdrop}
  <circle cx="${haloX}" cy="${haloY}" r="${drawingSize * 0.56}" fill="${WHITE}" fill-opacity="0.08"/>
  <circle cx="${haloX}" cy="${haloY}" r="${drawingSize * 0.43}" fill="${WHITE}" fill-opacity="0.08"/>
  ${cards}
  <g transform="translate(${drawingX} ${drawingY}) scale(${drawingSize / 600})">${drawing}</g>
  ${brandMark(markX, markY, markSize)}
</svg>`;
}

/** The cover as a WebP file, as the catalogue stores uploaded covers. */
export function coverImage(spec: CoverSpec, size: readonly [number, number]): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(spec, size)))
    .webp({ quality: 82 })
    .toBuffer();
}
