import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A real 6-second H.264/AAC clip made by ffmpeg (colour bars and a tone), cached for the run. */
export function sampleVideo(): string {
  const file = path.join(os.tmpdir(), 'hvm-e2e-sample.mp4');
  if (!fs.existsSync(file)) {
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440',
      '-t',
      '6',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      file,
    ]);
  }
  return file;
}

/** A real 800×600 PNG made by ffmpeg, cached for the run. */
export function sampleImage(): string {
  const file = path.join(os.tmpdir(), 'hvm-e2e-sample.png');
  if (!fs.existsSync(file)) execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=800x600', '-frames:v', '1', file]);
  return file;
}
