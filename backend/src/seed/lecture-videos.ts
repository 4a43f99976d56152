import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The demo lectures' videos: slides of the lecture itself (its title, what it covers, one slide per
 * key point, what comes next) drawn by ffmpeg on the course category's colour. Made cheaply: 360p,
 * one frame every 4 seconds (slides do not move; the HLS segments are 4 s), no sound, x264
 * ultrafast, several videos per ffmpeg process, as many processes as there are cores.
 * Each video is kept in a cache keyed by its own ffmpeg arguments, so a second seed reuses them.
 */

/** DejaVu Sans (Debian `fonts-dejavu-core`, which `npm start` installs): every Vietnamese letter. */
export const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
export const FONTS = { regular: `${FONT_DIR}/DejaVuSans.ttf`, bold: `${FONT_DIR}/DejaVuSans-Bold.ttf` } as const;
export const FRAME = { width: 640, height: 360, seconds: 4 } as const;
const MARGIN = 40;
/** Widest advance of a DejaVu Sans letter over the font size, rounded up: lines are wrapped to fit. */
const CHAR_WIDTH = { regular: 0.58, bold: 0.64 } as const;
/** Bump to throw away every cached video (a change the arguments do not show). */
const CACHE_VERSION = 2;
const CLIPS_PER_PROCESS = 8;

export interface LectureVideo {
  courseTitle: string;
  /** The section's title, e.g. "Chương 1: Nền tảng quảng cáo Facebook". */
  chapter: string;
  title: string;
  instructor: string;
  /** What the lecture covers, one slide each. */
  points: readonly string[];
  /** The next lecture's title; null for the last lecture of the course. */
  next: string | null;
  seconds: number;
  /** Background and accent, `#rrggbb`. */
  colors: readonly [string, string];
}

/** One line of text on a slide; `y` is the top of the line. */
export interface SlideText {
  text: string;
  font: keyof typeof FONTS;
  size: number;
  x: number;
  y: number;
  color: string;
}

interface SlideBox {
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
}

export interface Slide {
  from: number;
  to: number;
  texts: SlideText[];
  boxes: SlideBox[];
}

/** A demo lecture's planned length: 48 s to 1 min 44, whole frames, fixed per title (the outline shows the probed length). */
export function lectureSeconds(title: string): number {
  return FRAME.seconds * (12 + (crypto.createHash('sha256').update(title).digest().readUInt16BE(0) % 15));
}

/** Greedy word wrap to the frame's width at this size; a last line that does not fit ends in "…". */
export function wrap(text: string, font: keyof typeof FONTS, size: number, maxLines: number, width = FRAME.width - 2 * MARGIN): string[] {
  const perLine = Math.floor(width / (size * CHAR_WIDTH[font]));
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= perLine || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  let last = lines[maxLines - 1];
  while (last.length + 1 > perLine && last.includes(' ')) last = last.slice(0, last.lastIndexOf(' '));
  return [...lines.slice(0, maxLines - 1), `${last.slice(0, perLine - 1)}…`];
}

/** Where the title slide draws the lecture's title: the first of its lines. */
export const TITLE_LAYOUT = { font: 'bold', size: 30, x: MARGIN, y: 142, lineHeight: 40, maxLines: 3 } as const;

/** The lecture's title as the title slide draws it. */
export function titleTexts(title: string): SlideText[] {
  const { font, size, x, y, lineHeight, maxLines } = TITLE_LAYOUT;
  return wrap(title, font, size, maxLines).map((text, index) => ({ text, font, size, x, y: y + index * lineHeight, color: 'white' }));
}

/** The slides of a lecture and when each shows: title, overview, one per point, then what is next. */
export function slidesOf(video: LectureVideo): Slide[] {
  const accent = video.colors[1];
  const footer: SlideText = { text: wrap(video.title, 'regular', 14, 1)[0], font: 'regular', size: 14, x: MARGIN, y: 318, color: 'white@0.7' };
  const heading = (text: string, y: number): SlideText[] =>
    wrap(text, 'bold', 28, 3).map((line, index) => ({ text: line, font: 'bold', size: 28, x: MARGIN, y: y + index * 38, color: 'white' }));
  const kicker = (text: string): SlideText => ({ text, font: 'regular', size: 17, x: MARGIN, y: 104, color: 'white@0.85' });
  const bar: SlideBox = { x: MARGIN, y: 88, w: 56, h: 5, color: accent };

  const contents: Omit<Slide, 'from' | 'to'>[] = [
    {
      texts: [
        kicker(wrap(video.chapter, 'regular', 17, 1)[0]),
        ...titleTexts(video.title),
        { text: wrap(video.courseTitle, 'regular', 16, 1)[0], font: 'regular', size: 16, x: MARGIN, y: 292, color: 'white@0.8' },
        { text: `Giảng viên: ${video.instructor}`, font: 'regular', size: 15, x: MARGIN, y: 316, color: 'white@0.8' },
      ],
      boxes: [bar],
    },
    {
      texts: [{ text: 'Nội dung bài học', font: 'bold', size: 26, x: MARGIN, y: 56, color: 'white' }, ...bullets(video.points, 112), footer],
      boxes: [{ ...bar, y: 96 }],
    },
    ...video.points.map((point, index) => ({
      texts: [kicker(`Ý chính ${index + 1}/${video.points.length}`), ...heading(point, 136), footer],
      boxes: [bar],
    })),
    video.next
      ? { texts: [kicker('Bài tiếp theo'), ...heading(video.next, 136), footer], boxes: [bar] }
      : {
          texts: [kicker('Hoàn thành khóa học'), ...heading(`Chúc mừng bạn đã học xong ${video.courseTitle}!`, 136), footer],
          boxes: [bar],
        },
  ];

  // In frames: title 2, overview 3, closing 2; the points share the rest.
  const frames = Math.max(contents.length, Math.round(video.seconds / FRAME.seconds));
  const pointFrames = Math.max(video.points.length, frames - 7);
  const ends = [2, 5, ...video.points.map((_, index) => 5 + Math.round((pointFrames * (index + 1)) / video.points.length)), frames].map(
    (frame) => Math.min(frame, frames) * FRAME.seconds,
  );
  const count = contents.length;
  return contents.map((content, index) => ({
    from: index === 0 ? 0 : ends[index - 1],
    to: ends[index],
    texts: [{ text: 'HỌC VIỆN MARKETING', font: 'regular', size: 14, x: MARGIN, y: 24, color: 'white@0.75' }, ...content.texts],
    // A strip along the bottom fills up slide by slide.
    boxes: [...content.boxes, { x: 0, y: FRAME.height - 6, w: Math.round((FRAME.width * (index + 1)) / count), h: 6, color: accent }],
  }));
}

function bullets(points: readonly string[], top: number): SlideText[] {
  const texts: SlideText[] = [];
  let y = top;
  for (const point of points) {
    texts.push({ text: '•', font: 'bold', size: 20, x: MARGIN, y, color: 'white' });
    for (const line of wrap(point, 'regular', 20, 2, FRAME.width - 2 * MARGIN - 24)) {
      texts.push({ text: line, font: 'regular', size: 20, x: MARGIN + 24, y, color: 'white' });
      y += 28;
    }
    y += 12;
  }
  return texts;
}

/**
 * A value inside a filter graph: quoted for the filter's options (`:` and `,` are literal), then
 * escaped for the graph (`'`, `\`, `[`, `]`, `,`, `;`).
 */
export function filterValue(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`.replace(/[\\'[\],;]/g, (character) => `\\${character}`);
}

const ffmpegColor = (color: string) => color.replace(/^#/, '0x');

/** The filter chain drawing a lecture's slides on its background: `[input]...[output]`. */
export function slideFilters(video: LectureVideo, input: string, output: string): string {
  const filters = slidesOf(video).flatMap((slide) => {
    const enable = `enable=${filterValue(`gte(t,${slide.from})*lt(t,${slide.to})`)}`;
    return [
      ...slide.boxes.map((box) => `drawbox=x=${box.x}:y=${box.y}:w=${box.w}:h=${box.h}:color=${ffmpegColor(box.color)}:t=fill:${enable}`),
      ...slide.texts.map(
        (text) =>
          `drawtext=fontfile=${filterValue(FONTS[text.font])}:expansion=none:text=${filterValue(text.text)}:fontsize=${text.size}:fontcolor=${text.color}:x=${text.x}:y=${text.y}:${enable}`,
      ),
    ];
  });
  return `[${input}]${filters.join(',')}[${output}]`;
}

/**
 * Frames per second of a demo video. Slides change only every few seconds, but a video with one frame
 * per slide step buffers in Chromium's media source as islands a frame long; hls.js skips the holes,
 * so the video "ended" seconds after it started and the lecture counted as watched. Five a second
 * plays like any upload and still costs the transcoder about a second of CPU per clip.
 */
const VIDEO_FPS = 5;

/** The background: the category's colour for the lecture's length. */
function backgroundInput(video: LectureVideo): string[] {
  return ['-f', 'lavfi', '-i', `color=c=${ffmpegColor(video.colors[0])}:size=${FRAME.width}x${FRAME.height}:rate=${VIDEO_FPS}:duration=${video.seconds}`];
}

const OUTPUT_OPTIONS = [
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-tune',
  'stillimage',
  '-crf',
  '28',
  '-pix_fmt',
  'yuv420p',
  '-threads',
  '1',
  '-movflags',
  '+faststart',
  '-f',
  'mp4',
];

/** ffmpeg arguments making several lecture videos in one process. */
export function videoArguments(videos: { video: LectureVideo; file: string }[]): string[] {
  const inputs = videos.flatMap(({ video }) => backgroundInput(video));
  const graph = videos.map(({ video }, index) => slideFilters(video, `${index}:v`, `v${index}`)).join(';');
  const outputs = videos.flatMap(({ file }, index) => ['-map', `[v${index}]`, ...OUTPUT_OPTIONS, file]);
  return ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...inputs, '-filter_threads', '1', '-filter_complex', graph, ...outputs];
}

/** What makes a video what it is: its arguments and the fonts drawing it. */
export function cacheKey(video: LectureVideo): string {
  const fonts = Object.values(FONTS).map((file) => (fs.existsSync(file) ? `${file}:${fs.statSync(file).size}` : file));
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([CACHE_VERSION, backgroundInput(video), slideFilters(video, 'in', 'out'), OUTPUT_OPTIONS, fonts]))
    .digest('hex')
    .slice(0, 32);
}

export interface MadeVideo {
  file: string;
  /** As the file declares it, rounded to whole seconds as the transcoder rounds ffprobe's reading. */
  durationSeconds: number;
}

export interface VideoTools {
  ffmpegPath: string;
  cacheDir: string;
  /** ffmpeg processes at once; the cores by default. */
  concurrency?: number;
}

/** Whether this machine can draw the slides: ffmpeg and the fonts. */
export function canMakeVideos(ffmpegPath: string): boolean {
  return fs.existsSync(ffmpegPath) && Object.values(FONTS).every((file) => fs.existsSync(file));
}

/** Unfinished videos of a seed that was stopped are removed after this long. */
const STALE_PART_MS = 10 * 60_000;
// A cached video no seed has used for this long is removed.
const UNUSED_VIDEO_MS = 30 * 24 * 3600_000;

/**
 * The video of each lecture, from the cache or made now, with its probed length. Cached videos no
 * seed has used for a month are deleted.
 */
export async function makeLectureVideos(videos: LectureVideo[], tools: VideoTools): Promise<MadeVideo[]> {
  fs.mkdirSync(tools.cacheDir, { recursive: true });
  const keys = videos.map(cacheKey);
  const fileOf = (key: string) => path.join(tools.cacheDir, `${key}.mp4`);
  const missing = [...new Map(keys.map((key, index) => [key, videos[index]] as const)).entries()].filter(([key]) => !fs.existsSync(fileOf(key)));

  const concurrency = tools.concurrency ?? os.availableParallelism();
  const size = Math.max(1, Math.min(CLIPS_PER_PROCESS, Math.ceil(missing.length / concurrency)));
  const batches: [string, LectureVideo][][] = [];
  for (let index = 0; index < missing.length; index += size) batches.push(missing.slice(index, index + size));
  await inParallel(batches, concurrency, async (batch) => {
    // Written under a name of this process, then renamed: a cache entry is always a whole video.
    const partial = batch.map(([key, video]) => ({ key, video, file: path.join(tools.cacheDir, `${key}.${process.pid}.${crypto.randomUUID()}.part`) }));
    try {
      await run(tools.ffmpegPath, videoArguments(partial), { maxBuffer: 16 * 1024 * 1024 });
      for (const { key, file } of partial) fs.renameSync(file, fileOf(key));
    } finally {
      for (const { file } of partial) fs.rmSync(file, { force: true });
    }
  });

  // The cache is shared by every checkout of the user (older ones seed other videos): a video is
  // marked used now and removed once no seed has used it for a month.
  const used = new Set(keys.map((key) => `${key}.mp4`));
  const now = new Date();
  for (const name of fs.readdirSync(tools.cacheDir)) {
    const file = path.join(tools.cacheDir, name);
    if (used.has(name)) {
      fs.utimesSync(file, now, now);
      continue;
    }
    const idle = now.getTime() - fs.statSync(file).mtimeMs;
    if (idle > (name.endsWith('.part') ? STALE_PART_MS : UNUSED_VIDEO_MS)) fs.rmSync(file, { force: true });
  }
  return keys.map((key) => ({ file: fileOf(key), durationSeconds: Math.round(mp4Duration(fileOf(key))) }));
}

/**
 * The length an MP4 declares in its movie header (`moov/mvhd`: duration over time scale), which is
 * what ffprobe reports for these files; read here because starting ffprobe once per video would
 * cost more than making the video (the seed test compares the two for every lecture).
 */
export function mp4Duration(file: string): number {
  const data = fs.readFileSync(file);
  const moov = mp4Box(data, 0, data.length, 'moov');
  const mvhd = mp4Box(data, moov.start, moov.end, 'mvhd');
  const version = data[mvhd.start];
  const timescale = data.readUInt32BE(mvhd.start + (version === 1 ? 20 : 12));
  const duration = version === 1 ? Number(data.readBigUInt64BE(mvhd.start + 24)) : data.readUInt32BE(mvhd.start + 16);
  return duration / timescale;
}

function mp4Box(data: Buffer, start: number, end: number, type: string): { start: number; end: number } {
  let offset = start;
  while (offset + 8 <= end) {
    let size = data.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      size = Number(data.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) size = end - offset;
    if (size < header) break;
    if (data.toString('latin1', offset + 4, offset + 8) === type) return { start: offset + header, end: offset + size };
    offset += size;
  }
  throw new Error(`Tệp MP4 không có hộp ${type}.`);
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}
