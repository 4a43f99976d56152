import { spawn } from 'node:child_process';

/** ffmpeg or ffprobe refused the input or failed: the message is for the failure reason. */
export class MediaToolError extends Error {}

const STDERR_TAIL = 2000;

/** Runs a tool with an argument array (never a shell); resolves with stdout, rejects with the stderr tail. */
export function runTool(command: string, args: string[], options: { timeoutMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stderr = '';
    let timedOut = false;
    const timer = options.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, options.timeoutMs)
      : undefined;
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new MediaToolError(`Không chạy được ${command}: ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) return resolve(Buffer.concat(stdout).toString('utf8'));
      reject(new MediaToolError(timedOut ? `${command} chạy quá thời gian cho phép.` : `${command} lỗi (mã ${code}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
    });
  });
}

export interface ProbeResult {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

/** Reads duration, picture size and whether there is sound; refuses files without a video stream. */
export async function probeVideo(ffprobePath: string, input: string): Promise<ProbeResult> {
  const output = await runTool(ffprobePath, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input], { timeoutMs: 60_000 });
  const info = JSON.parse(output) as {
    format?: { duration?: string };
    streams?: { codec_type?: string; width?: number; height?: number; duration?: string; disposition?: { attached_pic?: number } }[];
  };
  const video = info.streams?.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  if (!video?.width || !video.height) throw new MediaToolError('Tệp không chứa hình ảnh video.');
  const duration = Number(info.format?.duration ?? video.duration ?? NaN);
  return {
    durationSeconds: Number.isFinite(duration) ? duration : 0,
    width: video.width,
    height: video.height,
    hasAudio: Boolean(info.streams?.some((stream) => stream.codec_type === 'audio')),
  };
}

export interface Rendition {
  height: number;
  videoBitrateK: number;
  audioBitrateK: number;
}

export const RENDITION_LADDER: readonly Rendition[] = [
  { height: 360, videoBitrateK: 800, audioBitrateK: 96 },
  { height: 540, videoBitrateK: 1400, audioBitrateK: 128 },
  { height: 720, videoBitrateK: 2800, audioBitrateK: 128 },
];

/** The ladder capped at the source height; a source below the lowest rung gets one rendition of its own height. */
export function renditionsFor(sourceHeight: number): Rendition[] {
  const fitting = RENDITION_LADDER.filter((rendition) => rendition.height <= sourceHeight);
  if (fitting.length) return fitting;
  return [{ height: Math.max(2, sourceHeight - (sourceHeight % 2)), videoBitrateK: 600, audioBitrateK: 96 }];
}

export const SEGMENT_SECONDS = 4;

/**
 * ffmpeg arguments for H.264/AAC HLS: one variant per rendition (`v<i>/index.m3u8`, `v<i>/seg_NNN.ts`),
 * 4 s segments cut on forced key frames, and `master.m3u8` in `outDir`.
 */
export function hlsArguments(input: string, outDir: string, renditions: Rendition[], hasAudio: boolean): string[] {
  const n = renditions.length;
  const split = `[0:v]split=${n}${renditions.map((_, i) => `[s${i}]`).join('')}`;
  const scales = renditions.map((r, i) => `[s${i}]scale=-2:${r.height}[v${i}]`);
  const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', input, '-filter_complex', [split, ...scales].join(';')];
  renditions.forEach((_, i) => args.push('-map', `[v${i}]`));
  if (hasAudio) renditions.forEach(() => args.push('-map', '0:a:0'));
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p');
  renditions.forEach((r, i) => {
    args.push(`-b:v:${i}`, `${r.videoBitrateK}k`, `-maxrate:v:${i}`, `${Math.round(r.videoBitrateK * 1.07)}k`, `-bufsize:v:${i}`, `${r.videoBitrateK * 1.5}k`);
    if (hasAudio) args.push(`-b:a:${i}`, `${r.audioBitrateK}k`);
  });
  args.push('-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0');
  if (hasAudio) args.push('-c:a', 'aac', '-ac', '2', '-ar', '48000');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_type',
    'mpegts',
    '-hls_segment_filename',
    `${outDir}/v%v/seg_%03d.ts`,
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    renditions.map((_, i) => (hasAudio ? `v:${i},a:${i}` : `v:${i}`)).join(' '),
    `${outDir}/v%v/index.m3u8`,
  );
  return args;
}

/** One frame at `atSeconds` as PNG (sharp turns it into the JPEG poster). */
export function posterArguments(input: string, output: string, atSeconds: number): string[] {
  return ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-ss', atSeconds.toFixed(2), '-i', input, '-frames:v', '1', '-f', 'image2', '-c:v', 'png', output];
}
